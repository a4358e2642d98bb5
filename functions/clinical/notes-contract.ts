import * as v from 'valibot';
import { criticalAlertsInRaw } from '../../shared/clinical/labs/interpret.ts';
import { hypertensiveCrisisFlag } from '../../shared/clinical/red-flags.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import {
  boundedNumber,
  Interaction,
  MedicationInput,
  SourceRef,
  timestamp,
} from '../../shared/http/schemas.ts';
import {
  leadingWithUrgentCare,
  rawNumber,
  rawPerson,
  rawTexts,
  redFlagsInTexts,
  screenedTexts,
  urgentOf,
} from '../../shared/http/urgent-body.ts';
import { LabResultInput } from '../labs/contract.ts';

/**
 * The contract of POST /api/v1/clinical/notes, kept apart from contract.ts (which imports
 * `noteOperation` from here) so the clinical group's helpers can change their parts independently.
 */

const MAX_NOTE_TEXT = 20_000;
const text = (name: string, max: number, description: string) =>
  v.pipe(
    v.string(`${name} is text`),
    v.trim(),
    v.minLength(1, `${name} is not empty`),
    v.maxLength(max, `${name} is at most ${max} characters`),
    v.description(description),
  );
const list = (name: string, max: number, itemMax: number, description: string) =>
  v.optional(
    v.pipe(
      v.array(text(`each ${name} item`, itemMax, description), `${name} is a list of text`),
      v.maxLength(max, `At most ${max} ${name} items`),
      v.description(description),
    ),
  );

const Vitals = v.pipe(
  v.strictObject({
    systolic: boundedNumber('systolic', 40, 300, 'mm Hg'),
    diastolic: boundedNumber('diastolic', 20, 200, 'mm Hg'),
    heartRate: boundedNumber('heartRate', 20, 300, 'beats per minute'),
    respiratoryRate: boundedNumber('respiratoryRate', 4, 80, 'breaths per minute'),
    temperature: boundedNumber('temperature', 25, 45, '°C'),
    oxygenSaturation: boundedNumber('oxygenSaturation', 50, 100, 'SpO2, percent'),
    weightKg: boundedNumber('weightKg', 0.5, 400, 'kg'),
    heightCm: boundedNumber('heightCm', 30, 250, 'cm'),
  }),
  v.forward(
    v.check(
      (vitals) =>
        vitals.systolic === undefined || vitals.diastolic === undefined || vitals.diastolic < vitals.systolic,
      'diastolic is below systolic',
    ),
    ['diastolic'],
  ),
  v.forward(
    v.check(
      (vitals) => (vitals.systolic === undefined) === (vitals.diastolic === undefined),
      'give systolic and diastolic together',
    ),
    ['diastolic'],
  ),
);

const Encounter = v.strictObject({
  chiefComplaint: v.optional(text('chiefComplaint', 500, 'In the patient’s or clinician’s words')),
  history: v.optional(text('history', 10_000, 'History of present illness')),
  pastHistory: list('pastHistory', 50, 500, 'Past medical history, one item each'),
  vitals: v.optional(Vitals),
  exam: list('exam', 50, 1_000, 'Examination findings, one item each'),
  medications: v.optional(
    v.pipe(
      v.array(MedicationInput, 'medications is a list'),
      v.maxLength(50, 'At most 50 medications'),
      v.description('Names or prescription lines; checked for interactions'),
    ),
  ),
  allergies: list('allergies', 50, 200, 'Allergies, one item each'),
  labs: v.optional(
    v.pipe(
      v.array(LabResultInput, 'labs is a list'),
      v.maxLength(100, 'At most 100 lab results'),
      v.description('As for /labs/interpret: interpreted against reference intervals and critical limits'),
    ),
  ),
  assessment: list('assessment', 50, 1_000, 'Assessment bullets as written; the source of suggested codes'),
  plan: list('plan', 50, 1_000, 'Plan bullets as written'),
});

const NoteFields = v.pipe(
  v.strictObject({
    format: v.optional(
      v.pipe(
        v.picklist(['soap', 'hp'], 'format is soap or hp'),
        v.description('soap (the default): a progress note; hp: a history and physical'),
      ),
    ),
    patient: v.optional(
      v.strictObject({
        age: v.optional(
          v.pipe(
            v.number('age is a number'),
            v.integer('age is a whole number'),
            v.minValue(0, 'age is at least 0'),
            v.maxValue(120, 'age is at most 120'),
          ),
        ),
        sex: v.optional(v.picklist(['female', 'male'], 'sex is female or male')),
        pregnant: v.optional(v.boolean('pregnant is true or false')),
      }),
    ),
    encounter: v.optional(Encounter),
    transcript: v.optional(
      text(
        'transcript',
        MAX_NOTE_TEXT,
        'A free-text transcript or dictation; each sentence is quoted where its words place it',
      ),
    ),
    rephrase: v.optional(
      v.pipe(
        v.boolean('rephrase is true or false'),
        v.description(
          "Ask the panel's language models (CONSENSUS_MODELS) to rephrase the note; each rephrased sentence must pass the traceability check and use only words of its sources, else the original wording stays",
        ),
      ),
    ),
    maxCodes: v.optional(
      v.pipe(
        v.number('maxCodes is a number'),
        v.integer('maxCodes is a whole number'),
        v.minValue(0, 'maxCodes is at least 0'),
        v.maxValue(50, 'maxCodes is at most 50'),
        v.description('Suggested ICD-10-CM codes, at most (default 10; 0 for none)'),
      ),
    ),
  }),
  v.forward(
    v.check(
      (body) =>
        body.transcript !== undefined ||
        (body.encounter !== undefined && Object.values(body.encounter).some((value) => value !== undefined)),
      'Send an encounter (with at least one field) or a transcript',
    ),
    ['encounter'],
  ),
);

/**
 * The red flags of a note body that may be invalid ("systolic": "148" beside a stroke told): the
 * words of its complaint, history, assessment and transcript, a blood pressure above 180/120 and
 * critical labs, as the note reads them; its 400 leads with the urgent-care message.
 */
const urgentInRawBody = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const raw = body as { patient?: unknown; encounter?: unknown; transcript?: unknown };
  const patient = (typeof raw.patient === 'object' && raw.patient !== null ? raw.patient : {}) as Record<
    string,
    unknown
  >;
  const encounter = (
    typeof raw.encounter === 'object' && raw.encounter !== null ? raw.encounter : {}
  ) as Record<string, unknown>;
  const vitals = (
    typeof encounter.vitals === 'object' && encounter.vitals !== null ? encounter.vitals : {}
  ) as Record<string, unknown>;
  const systolic = rawNumber(vitals.systolic, 40, 300);
  const diastolic = rawNumber(vitals.diastolic, 20, 200);
  const crisis =
    systolic !== undefined && diastolic !== undefined
      ? hypertensiveCrisisFlag(systolic, diastolic)
      : undefined;
  return urgentOf([
    ...redFlagsInTexts(
      // The free text is screened past its limits, up to SCREENED_TEXT_LIMIT in all (hostile test S9).
      [
        ...screenedTexts([encounter.chiefComplaint, encounter.history, raw.transcript]),
        rawTexts(encounter.assessment, 50, 1_000).join('\n') || undefined,
      ],
      rawPerson(patient),
    ),
    ...(crisis ? [crisis] : []),
    ...criticalAlertsInRaw(encounter.labs, patient.sex, 100),
  ]);
};

export const NoteBody = leadingWithUrgentCare(NoteFields, urgentInRawBody);

const Rule = v.object({ title: v.string(), url: v.string(), label: v.string() });
const Sentence = v.object({
  text: v.string(),
  kind: v.pipe(
    v.picklist(['quote', 'derived']),
    v.description(
      'quote: an input field word for word; derived: a cited rule applied to the fields in sources',
    ),
  ),
  sources: v.pipe(
    v.array(v.string()),
    v.description('Request paths the sentence rests on, e.g. encounter.vitals.systolic or transcript[12:48]'),
  ),
  rule: v.optional(Rule),
  computed: v.optional(v.pipe(v.array(v.number()), v.description('Values the rule computed (BMI, eGFR)'))),
});
const Section = v.object({
  id: v.string(),
  title: v.string(),
  loinc: v.optional(v.string()),
  sentences: v.array(Sentence),
});
const RedFlag = v.object({
  id: v.string(),
  label: v.string(),
  urgency: v.picklist(['emergency', 'urgent']),
  advice: v.string(),
  source: SourceRef,
});
const Composition = v.pipe(
  v.object({
    resourceType: v.literal('Composition'),
    status: v.literal('preliminary'),
    type: v.object({
      coding: v.array(v.object({ system: v.string(), code: v.string(), display: v.string() })),
    }),
    date: v.string(),
    title: v.string(),
    author: v.array(v.object({ display: v.string() })),
    section: v.array(
      v.object({
        title: v.string(),
        code: v.optional(
          v.object({
            coding: v.array(v.object({ system: v.string(), code: v.string(), display: v.string() })),
          }),
        ),
        text: v.object({ status: v.literal('generated'), div: v.string() }),
      }),
    ),
  }),
  v.description('The note as a FHIR R4 Composition (status preliminary: a draft for clinician review)'),
);

export const NoteResponse = v.object({
  urgentCare: v.optional(v.pipe(v.string(), v.description('Present with any red flag: show first'))),
  redFlags: v.array(RedFlag),
  format: v.picklist(['soap', 'hp']),
  sections: v.pipe(v.array(Section), v.description('Red flags first when there are any')),
  text: v.pipe(v.string(), v.description('The note as plain text')),
  interactions: v.array(Interaction),
  codes: v.pipe(
    v.array(v.object({ code: v.string(), description: v.string(), source: v.string(), text: v.string() })),
    v.description('Suggested ICD-10-CM codes (clinical/coding) with the words and field they come from'),
  ),
  fhir: Composition,
  traceability: v.object({
    sentences: v.number(),
    problems: v.pipe(
      v.array(v.object({ section: v.string(), sentence: v.string(), problem: v.string() })),
      v.description(
        'Sentences that failed the check and were left out (always empty unless something is wrong)',
      ),
    ),
  }),
  rephrasing: v.optional(
    v.pipe(
      v.object({
        model: v.optional(v.string()),
        rephrased: v.number(),
        rejected: v.array(v.object({ original: v.string(), proposed: v.string(), problem: v.string() })),
        failed: v.array(
          v.object({ model: v.string(), reason: v.picklist(['timeout', 'error', 'malformed']) }),
        ),
      }),
      v.description('With rephrase: which model reworded the note, and the rewordings the check refused'),
    ),
  ),
  stored: v.pipe(v.literal(false), v.description('Notes are not stored')),
  disclaimer: v.string(),
  timestamp,
});

export const NOTE_DISCLAIMER =
  'A draft for the treating clinician to review, edit and sign; it states only what the input said, with guideline readings cited. Not stored.';

export const noteOperation = defineOperation({
  operationId: 'draftClinicalNote',
  method: 'POST',
  path: '/api/v1/clinical/notes',
  tag: 'Clinical',
  summary: 'Draft an encounter note (SOAP or H&P) from structured input or a transcript',
  description: `Structured encounter fields (chief complaint, history, past history, vitals, exam, medications, allergies, labs, assessment and plan bullets) and/or a free-text transcript (up to ${MAX_NOTE_TEXT} characters) → a draft note as JSON sections, plain text and a FHIR R4 Composition. Nothing is stated that the input did not say: free text is quoted word for word, and every other sentence names the fields it rests on and the rule it applies (2017 ACC/AHA blood-pressure category, CDC BMI category, laboratory reference intervals and critical limits, the interaction checker, ICD-10-CM codes from clinical/coding); a check runs on every note and leaves out any sentence that fails it. Red flags (from the text, a blood pressure above 180/120 and critical labs) lead the note and \`urgentCare\`. The note is not stored.`,
  public: false,
  status: 200,
  body: NoteBody,
  response: NoteResponse,
  errors: [],
  examples: {
    request: {
      format: 'soap',
      patient: { age: 58, sex: 'female' },
      encounter: {
        chiefComplaint: 'Follow-up of blood pressure',
        vitals: { systolic: 148, diastolic: 92, weightKg: 82, heightCm: 165 },
        medications: ['lisinopril 10 mg daily', 'ibuprofen 400 mg as needed'],
        labs: [{ test: 'potassium', value: 4.6 }],
        assessment: ['Essential hypertension, not at goal'],
        plan: ['Add amlodipine 5 mg daily; home readings; review in 4 weeks'],
      },
    },
    response: {
      redFlags: [],
      format: 'soap',
      sections: [
        {
          id: 'subjective',
          title: 'Subjective',
          loinc: '61150-9',
          sentences: [
            { text: 'Follow-up of blood pressure.', kind: 'quote', sources: ['encounter.chiefComplaint'] },
            { text: 'lisinopril 10 mg daily.', kind: 'quote', sources: ['encounter.medications.0'] },
          ],
        },
        {
          id: 'objective',
          title: 'Objective',
          loinc: '61149-1',
          sentences: [
            {
              text: 'Blood pressure 148/92 mm Hg: stage 2 hypertension (140 systolic or 90 diastolic or higher).',
              kind: 'derived',
              sources: ['encounter.vitals.systolic', 'encounter.vitals.diastolic'],
              rule: {
                title: '2017 ACC/AHA High Blood Pressure Guideline',
                url: 'https://doi.org/10.1161/HYP.0000000000000065',
                label: 'stage 2 hypertension (140 systolic or 90 diastolic or higher)',
              },
            },
          ],
        },
        {
          id: 'assessment',
          title: 'Assessment',
          loinc: '51848-0',
          sentences: [
            {
              text: 'Essential hypertension, not at goal.',
              kind: 'quote',
              sources: ['encounter.assessment.0'],
            },
          ],
        },
      ],
      text: 'SUBJECTIVE\nFollow-up of blood pressure.\n…',
      interactions: [],
      codes: [
        {
          code: 'I10',
          description: 'Essential (primary) hypertension',
          source: 'encounter.assessment.0',
          text: 'Essential hypertension',
        },
      ],
      fhir: {
        resourceType: 'Composition',
        status: 'preliminary',
        type: { coding: [{ system: 'http://loinc.org', code: '11506-3', display: 'Progress note' }] },
        date: '2026-11-22T10:00:00.000Z',
        title: 'Draft progress note (SOAP)',
        author: [{ display: 'Health AI Consensus Service (draft for clinician review)' }],
        section: [
          {
            title: 'Subjective',
            code: { coding: [{ system: 'http://loinc.org', code: '61150-9', display: 'Subjective' }] },
            text: {
              status: 'generated',
              div: '<div xmlns="http://www.w3.org/1999/xhtml"><p>Follow-up of blood pressure.</p></div>',
            },
          },
        ],
      },
      traceability: { sentences: 12, problems: [] },
      stored: false,
      disclaimer: NOTE_DISCLAIMER,
      timestamp: '2026-11-22T10:00:00.000Z',
    },
  },
});
