import { BLOOD_PRESSURE_LOW_LABEL, bloodPressureStatus } from '../blood-pressure.ts';
import { suggestCodes } from '../coding/index.ts';
import { checkInteractions, type Interaction } from '../drugs/checker.ts';
import { findMedicationMentions } from '../drugs/mentions.ts';
import { BLOOD_PRESSURE_GUIDELINE, BLOOD_PRESSURE_LABELS, bloodPressureReadings } from '../guidelines.ts';
import { type Interpretation, interpretResults, type LabAlert, LabInputError } from '../labs/interpret.ts';
import { detectRedFlags, hypertensiveCrisisFlag, type RedFlag, urgentCareMessage } from '../red-flags.ts';
import { type TraceProblem, traceNote } from './trace.ts';
import type { NoteInput, Rule, Section, Sentence } from './types.ts';

/**
 * A draft encounter note from structured fields and/or a transcript. It says only what the input
 * says: free text is quoted as written, and every other sentence is a cited rule applied to named
 * input fields (blood-pressure category, BMI class, lab flags, interactions, codes). Red flags lead.
 */

export class NoteInputError extends Error {
  override name = 'NoteInputError';
  constructor(
    readonly issues: Array<{ path: string; message: string }>,
    readonly urgentCare?: string,
  ) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
  }
}

const BP_RULE = (label: string): Rule => ({
  title: BLOOD_PRESSURE_GUIDELINE,
  url: 'https://doi.org/10.1161/HYP.0000000000000065',
  label,
});

/** CDC adult BMI categories (the WHO cut-offs): kg/m². */
const BMI_CLASSES: ReadonlyArray<[number, string]> = [
  [40, 'class 3 obesity (40 or more)'],
  [35, 'class 2 obesity (35 to below 40)'],
  [30, 'class 1 obesity (30 to below 35)'],
  [25, 'overweight (25 to below 30)'],
  [18.5, 'healthy weight (18.5 to below 25)'],
  [0, 'underweight (below 18.5)'],
];
export const bmiClass = (bmi: number): string => BMI_CLASSES.find(([floor]) => bmi >= floor)?.[1] ?? '';
const BMI_RULE: Omit<Rule, 'label'> = {
  title: 'CDC Adult BMI Categories (2024)',
  url: 'https://www.cdc.gov/bmi/adult-calculator/bmi-categories.html',
};

const FLAG_WORDS: Record<Interpretation['flag'], string> = {
  N: 'within',
  L: 'below',
  H: 'above',
  LL: 'critically below',
  HH: 'critically above',
  A: 'abnormal against',
  IND: 'not interpreted (a likely unit mix-up) against',
};

const SECTION_CODES: Record<string, [string, string]> = {
  'red-flags': ['Red flags', ''],
  subjective: ['Subjective', '61150-9'],
  objective: ['Objective', '61149-1'],
  assessment: ['Assessment', '51848-0'],
  plan: ['Plan', '18776-5'],
  'chief-complaint': ['Chief complaint', '10154-3'],
  hpi: ['History of present illness', '10164-2'],
  'past-history': ['Past medical history', '11348-0'],
  medications: ['Medications', '10160-0'],
  allergies: ['Allergies', '48765-2'],
  exam: ['Physical examination', '29545-1'],
  vitals: ['Vital signs', '8716-3'],
  labs: ['Laboratory results', '30954-2'],
};

const sentence = (text: string, sources: string[], rule?: Rule, computed?: number[]): Sentence => ({
  text,
  kind: rule ? 'derived' : 'quote',
  sources,
  ...(rule ? { rule } : {}),
  ...(computed ? { computed } : {}),
});

const withPeriod = (text: string): string => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** Transcript sentences with their offsets, and which SOAP part their words point to. */
const transcriptSentences = (
  text: string,
): Array<{ start: number; end: number; part: 'subjective' | 'objective' | 'assessment' | 'plan' }> => {
  const out: Array<{ start: number; end: number; part: 'subjective' | 'objective' | 'assessment' | 'plan' }> =
    [];
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  for (const { segment, index } of segmenter.segment(text)) {
    const trimmed = segment.trim();
    if (trimmed.length === 0) continue;
    const start = index + segment.indexOf(trimmed);
    const lower = trimmed.toLowerCase();
    // Cue words, checked plan → assessment → objective; anything else is what the patient reports.
    const part =
      /\b(plan|will (start|stop|order|refer|increase|decrease|continue|check)|start(ing)? |follow[- ]up|refer(ral)?|prescrib|recheck|order(ed)? )/.test(
        lower,
      )
        ? 'plan'
        : /\b(assessment|impression|diagnos|likely|consistent with|probabl|differential)/.test(lower)
          ? 'assessment'
          : /\b(blood pressure|bp\b|pulse|heart rate|temperature|temp\b|saturation|spo2|o2 sat|exam|on examination|auscultation|lungs|abdomen|tender|weight|labs?\b|\d{2,3} ?\/ ?\d{2,3})/.test(
                lower,
              )
            ? 'objective'
            : 'subjective';
    out.push({ start, end: start + trimmed.length, part });
  }
  return out;
};

export interface DraftNote {
  urgentCare?: string;
  redFlags: RedFlag[];
  format: 'soap' | 'hp';
  sections: Section[];
  interactions: Interaction[];
  codes: Array<{ code: string; description: string; source: string; text: string }>;
  labAlerts: LabAlert[];
  traceability: { sentences: number; problems: TraceProblem[] };
}

export const draftNote = (input: NoteInput, options: { maxCodes?: number } = {}): DraftNote => {
  const e = input.encounter ?? {};
  const patient = input.patient ?? {};
  const parts: Record<string, Sentence[]> = {};
  const add = (id: string, item: Sentence) => {
    parts[id] ??= [];
    parts[id].push(item);
  };

  // ——— subjective / history ———
  if (e.chiefComplaint)
    add('chief-complaint', sentence(withPeriod(e.chiefComplaint), ['encounter.chiefComplaint']));
  if (e.history) add('hpi', sentence(withPeriod(e.history), ['encounter.history']));
  for (const [i, item] of (e.pastHistory ?? []).entries())
    add('past-history', sentence(withPeriod(item), [`encounter.pastHistory.${i}`]));
  for (const [i, item] of (e.medications ?? []).entries())
    add('medications', sentence(withPeriod(item), [`encounter.medications.${i}`]));
  for (const [i, item] of (e.allergies ?? []).entries())
    add('allergies', sentence(withPeriod(`Allergy: ${item}`), [`encounter.allergies.${i}`]));

  // ——— vitals ———
  const v = e.vitals ?? {};
  const flags: RedFlag[] = [];
  if (v.systolic !== undefined && v.diastolic !== undefined) {
    const status = bloodPressureStatus(v.systolic, v.diastolic);
    const label = status === 'low' ? BLOOD_PRESSURE_LOW_LABEL : BLOOD_PRESSURE_LABELS[status];
    add(
      'vitals',
      sentence(
        `Blood pressure ${v.systolic}/${v.diastolic} mm Hg: ${label}.`,
        ['encounter.vitals.systolic', 'encounter.vitals.diastolic'],
        BP_RULE(label),
      ),
    );
    const crisis = hypertensiveCrisisFlag(v.systolic, v.diastolic);
    if (crisis) flags.push(crisis);
  }
  const simple: Array<[keyof typeof v, string, string]> = [
    ['heartRate', 'Heart rate', '/min'],
    ['respiratoryRate', 'Respiratory rate', '/min'],
    ['temperature', 'Temperature', ' °C'],
    ['oxygenSaturation', 'Oxygen saturation', '%'],
    ['weightKg', 'Weight', ' kg'],
    ['heightCm', 'Height', ' cm'],
  ];
  for (const [field, name, unit] of simple) {
    const value = v[field];
    if (value !== undefined)
      add('vitals', {
        text: `${name} ${value}${unit}.`,
        kind: 'derived',
        sources: [`encounter.vitals.${field}`],
      });
  }
  if (v.weightKg !== undefined && v.heightCm !== undefined) {
    const bmi = Math.round((v.weightKg / (v.heightCm / 100) ** 2) * 10) / 10;
    const label = bmiClass(bmi);
    add(
      'vitals',
      sentence(
        `BMI ${bmi} kg/m²: ${label}${(patient.age ?? 20) < 20 ? ' (adult categories; children are classed by BMI-for-age percentiles)' : ''}.`,
        ['encounter.vitals.weightKg', 'encounter.vitals.heightCm'],
        { ...BMI_RULE, label },
        [bmi],
      ),
    );
  }

  // ——— exam, labs ———
  for (const [i, item] of (e.exam ?? []).entries())
    add('exam', sentence(withPeriod(item), [`encounter.exam.${i}`]));
  let labAlerts: LabAlert[] = [];
  const labIndexByLoinc = new Map<string, number>();
  if (e.labs && e.labs.length > 0) {
    let report: ReturnType<typeof interpretResults>;
    try {
      report = interpretResults(e.labs, patient);
    } catch (error) {
      if (error instanceof LabInputError)
        throw new NoteInputError(
          error.issues.map((issue) => ({
            path: `encounter.labs.${issue.index}.${issue.field}`,
            message: issue.message,
          })),
          urgentCareMessage(error.alerts),
        );
      throw error;
    }
    labAlerts = report.alerts;
    const unknown = new Set(report.unrecognized.map((item) => item.index));
    const known = e.labs.map((_lab, i) => i).filter((i) => !unknown.has(i));
    report.results.forEach((result, n) => {
      const i = known[n] ?? 0;
      labIndexByLoinc.set(result.test.loinc, i);
      // The catalog's own words (test name, unit, interval) may carry digits ("25-hydroxyvitamin D").
      const label = `${result.test.name} ${result.unit} ${result.referenceRange.text}${result.unitWarning ? ` ${result.unitWarning.message}` : ''}`;
      add(
        'labs',
        sentence(
          `${result.test.name} ${result.value} ${result.unit}: ${FLAG_WORDS[result.flag]} the typical adult range (${result.referenceRange.text}).`,
          [`encounter.labs.${i}.value`, `encounter.labs.${i}.test`],
          { title: result.source.title, url: result.source.url, label },
          typeof result.valueInReferenceUnit === 'number' ? [result.valueInReferenceUnit] : [],
        ),
      );
    });
    for (const derived of report.derived) {
      const creatinine = labIndexByLoinc.get('2160-0') ?? 0;
      add(
        'labs',
        sentence(
          `${derived.test.name} ${derived.value} mL/min/1.73 m² from creatinine, age and sex: ${FLAG_WORDS[derived.flag]} the typical adult range (${derived.referenceRange.text}).`,
          [`encounter.labs.${Math.max(creatinine, 0)}.value`, 'patient.age', 'patient.sex'],
          {
            title: 'CKD-EPI 2021 (Inker et al., N Engl J Med 2021)',
            url: 'https://doi.org/10.1056/NEJMoa2102953',
            label: `${derived.test.name} mL/min/1.73 m² ${derived.referenceRange.text}`,
          },
          typeof derived.value === 'number' ? [derived.value] : [],
        ),
      );
    }
    for (const item of report.unrecognized)
      add('labs', {
        text: `${item.test} ${item.value}${item.unit ? ` ${item.unit}` : ''} (not a test we interpret).`,
        kind: 'derived',
        sources: [`encounter.labs.${item.index}.test`, `encounter.labs.${item.index}.value`],
      });
  }

  // ——— assessment and plan ———
  for (const [i, item] of (e.assessment ?? []).entries())
    add('assessment', sentence(withPeriod(item), [`encounter.assessment.${i}`]));
  for (const [i, item] of (e.plan ?? []).entries())
    add('plan', sentence(withPeriod(item), [`encounter.plan.${i}`]));

  // ——— transcript ———
  const transcript = input.transcript;
  if (transcript) {
    for (const { start, end, part } of transcriptSentences(transcript))
      add(`transcript-${part}`, sentence(transcript.slice(start, end), [`transcript[${start}:${end}]`]));
    for (const reading of bloodPressureReadings(transcript)) {
      const status = bloodPressureStatus(reading.systolic, reading.diastolic);
      const label = status === 'low' ? BLOOD_PRESSURE_LOW_LABEL : BLOOD_PRESSURE_LABELS[status];
      add(
        'vitals',
        sentence(
          `Blood pressure ${reading.systolic}/${reading.diastolic} mm Hg (from the transcript): ${label}.`,
          [`transcript[${reading.index}:${reading.index + reading.length}]`],
          BP_RULE(label),
        ),
      );
    }
  }

  // ——— medications: interactions among the list and those the transcript names ———
  // Each line is read for the medicines it names (a line such as "ibuprofen 400 mg as needed" is
  // more than a name); a line naming none is passed on as written so the checker can still try it.
  const meds = [
    ...(e.medications ?? []).flatMap((line, i) => {
      const found = findMedicationMentions(line).filter((mention) => mention.ingredients.length > 0);
      return found.length > 0
        ? found.map((mention) => ({ name: mention.text, written: line, path: `encounter.medications.${i}` }))
        : [{ name: line, written: line, path: `encounter.medications.${i}` }];
    }),
    ...(transcript
      ? findMedicationMentions(transcript)
          .filter((mention) => mention.ingredients.length > 0)
          .map((mention) => ({
            name: mention.text,
            written: mention.text,
            path: `transcript[${mention.start}:${mention.end}]`,
          }))
      : []),
  ];
  const interactions = meds.length > 1 ? checkInteractions(meds.map((med) => med.name)).interactions : [];
  for (const interaction of interactions) {
    const [first, second] = interaction.medications.map((name) => meds.find((med) => med.name === name));
    if (!first || !second) continue;
    add(
      'assessment',
      sentence(
        `Medication interaction (${interaction.severity}): ${first.written} with ${second.written}. ${interaction.effect} ${interaction.management}`,
        [...new Set([first.path, second.path])],
        {
          title: interaction.source.title,
          url: interaction.source.url,
          label: `${interaction.effect} ${interaction.management}`,
        },
      ),
    );
  }

  // ——— red flags: from the free text, the vitals and the labs ———
  const freeText = [e.chiefComplaint, e.history, ...(e.assessment ?? []), transcript]
    .filter((text): text is string => Boolean(text))
    .join('\n');
  if (freeText)
    flags.push(
      ...detectRedFlags(freeText, {
        ...(patient.age !== undefined ? { age: patient.age } : {}),
        ...(patient.sex ? { sex: patient.sex } : {}),
        ...(patient.pregnant ? { pregnant: true } : {}),
      }),
    );
  flags.push(...labAlerts);
  const redFlags = [...new Map(flags.map((flag) => [flag.id, flag])).values()].sort((a, b) =>
    a.urgency === b.urgency ? 0 : a.urgency === 'emergency' ? -1 : 1,
  );
  const urgentCare = urgentCareMessage(redFlags);
  const freeTextSources = [
    ...(e.chiefComplaint ? ['encounter.chiefComplaint'] : []),
    ...(e.history ? ['encounter.history'] : []),
    ...(e.assessment ?? []).map((_item, i) => `encounter.assessment.${i}`),
    ...(transcript ? [`transcript[0:${transcript.length}]`] : []),
  ];
  for (const flag of redFlags) {
    const fromVitals = flag.id === 'hypertensive-crisis' && v.systolic !== undefined;
    const lab = labAlerts.find((alert) => alert.id === flag.id);
    const labIndex = lab ? (labIndexByLoinc.get(lab.loinc) ?? 0) : -1;
    add(
      'red-flags',
      sentence(
        flag.advice.startsWith(flag.label) ? flag.advice : `${flag.label}: ${flag.advice}`,
        fromVitals
          ? ['encounter.vitals.systolic', 'encounter.vitals.diastolic']
          : lab
            ? [`encounter.labs.${Math.max(labIndex, 0)}.value`]
            : freeTextSources,
        { title: flag.source.title, url: flag.source.url, label: `${flag.label} ${flag.advice}` },
      ),
    );
  }

  // ——— codes (clinical/coding) from the assessment, complaint and history ———
  const codes: DraftNote['codes'] = [];
  // Codes come from the assessment, where the clinician names diagnoses; without one, from the
  // complaint, history and transcript (symptoms are then what can be coded).
  const assessed = (e.assessment ?? []).length > 0;
  const codable: Array<[string, string]> = assessed
    ? (e.assessment ?? []).map((text, i): [string, string] => [text, `encounter.assessment.${i}`])
    : [
        ...(e.chiefComplaint ? [[e.chiefComplaint, 'encounter.chiefComplaint'] as [string, string]] : []),
        ...(e.history ? [[e.history, 'encounter.history'] as [string, string]] : []),
        ...(transcript ? [[transcript, `transcript[0:${transcript.length}]`] as [string, string]] : []),
      ];
  const maxCodes = options.maxCodes ?? 10;
  for (const [text, path] of codable) {
    if (codes.length >= maxCodes) break;
    for (const suggestion of suggestCodes(text, { maxCodes, alternatives: 0 }).suggestions) {
      if (codes.some((code) => code.code === suggestion.code) || codes.length >= maxCodes) continue;
      const source = path.startsWith('transcript')
        ? `transcript[${suggestion.span.start}:${suggestion.span.end}]`
        : path;
      codes.push({
        code: suggestion.code,
        description: suggestion.description,
        source,
        text: suggestion.span.text,
      });
      add(
        'codes',
        sentence(
          `Suggested ICD-10-CM ${suggestion.code} ${suggestion.description} (for "${suggestion.span.text}").`,
          [source],
          {
            title: 'ICD-10-CM FY2025 (CDC NCHS)',
            url: 'https://www.cdc.gov/nchs/icd/icd-10-cm/',
            label: `${suggestion.code} ${suggestion.description}`,
          },
        ),
      );
    }
  }

  // ——— assemble in the format asked; red flags lead ———
  const order =
    input.format === 'soap'
      ? [
          ['red-flags', ['red-flags']],
          [
            'subjective',
            ['chief-complaint', 'hpi', 'past-history', 'medications', 'allergies', 'transcript-subjective'],
          ],
          ['objective', ['vitals', 'exam', 'labs', 'transcript-objective']],
          ['assessment', ['assessment', 'transcript-assessment', 'codes']],
          ['plan', ['plan', 'transcript-plan']],
        ]
      : [
          ['red-flags', ['red-flags']],
          ['chief-complaint', ['chief-complaint']],
          ['hpi', ['hpi', 'transcript-subjective']],
          ['past-history', ['past-history']],
          ['medications', ['medications']],
          ['allergies', ['allergies']],
          ['exam', ['vitals', 'exam', 'transcript-objective']],
          ['labs', ['labs']],
          ['assessment', ['assessment', 'transcript-assessment', 'codes']],
          ['plan', ['plan', 'transcript-plan']],
        ];
  const sections: Section[] = (order as Array<[string, string[]]>)
    .map(([id, keys]) => {
      const [title, loinc] = SECTION_CODES[id] ?? [id, ''];
      return { id, title, ...(loinc ? { loinc } : {}), sentences: keys.flatMap((key) => parts[key] ?? []) };
    })
    .filter((section) => section.sentences.length > 0);
  // A sentence that fails the check is left out (and reported), so the guarantee holds even if a
  // template or a later rephrasing goes wrong; the tests require that none ever does.
  const problems = traceNote(input, sections);
  const failing = new Set(problems.map((problem) => problem.sentence));
  const checked = sections
    .map((section) => ({
      ...section,
      sentences: section.sentences.filter((item) => !failing.has(item.text)),
    }))
    .filter((section) => section.sentences.length > 0);
  return {
    ...(urgentCare ? { urgentCare } : {}),
    redFlags,
    format: input.format,
    sections: checked,
    interactions,
    codes,
    labAlerts,
    traceability: {
      sentences: checked.reduce((sum, section) => sum + section.sentences.length, 0),
      problems,
    },
  };
};

/** The note as plain text: a heading per section, a line per sentence. */
export const renderNote = (sections: readonly Section[]): string =>
  sections
    .map(
      (section) => `${section.title.toUpperCase()}\n${section.sentences.map((item) => item.text).join('\n')}`,
    )
    .join('\n\n');

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A FHIR R4 Composition (preliminary: a draft for a clinician to review), one section per note section. */
export const toComposition = (note: DraftNote, date: string) => ({
  resourceType: 'Composition' as const,
  status: 'preliminary' as const,
  type: {
    coding: [
      note.format === 'soap'
        ? { system: 'http://loinc.org', code: '11506-3', display: 'Progress note' }
        : { system: 'http://loinc.org', code: '34117-2', display: 'History and physical note' },
    ],
  },
  date,
  title: note.format === 'soap' ? 'Draft progress note (SOAP)' : 'Draft history and physical',
  author: [{ display: 'Health AI Consensus Service (draft for clinician review)' }],
  section: note.sections.map((section) => ({
    title: section.title,
    ...(section.loinc
      ? { code: { coding: [{ system: 'http://loinc.org', code: section.loinc, display: section.title }] } }
      : {}),
    text: {
      status: 'generated' as const,
      div: `<div xmlns="http://www.w3.org/1999/xhtml">${section.sentences.map((item) => `<p>${escapeHtml(item.text)}</p>`).join('')}</div>`,
    },
  })),
});
