import { describe, expect, it } from 'vitest';
import {
  bmiClass,
  draftNote,
  NoteInputError,
  renderNote,
  toComposition,
} from '../../../../shared/clinical/notes/draft.ts';
import { resolveSource, traceNote } from '../../../../shared/clinical/notes/trace.ts';
import type { NoteInput, Sentence } from '../../../../shared/clinical/notes/types.ts';

const FULL: NoteInput = {
  format: 'soap',
  patient: { age: 64, sex: 'male' },
  encounter: {
    chiefComplaint: 'Crushing chest pain for 2 hours',
    history: 'Pain radiates to the left arm; began at rest.',
    pastHistory: ['Type 2 diabetes since 2015'],
    vitals: {
      systolic: 186,
      diastolic: 104,
      heartRate: 104,
      respiratoryRate: 22,
      temperature: 37.1,
      oxygenSaturation: 95,
      weightKg: 92,
      heightCm: 175,
    },
    exam: ['Diaphoretic, lungs clear'],
    medications: ['warfarin 5 mg daily', 'ibuprofen 400 mg as needed', 'metformin 1000 mg twice daily'],
    allergies: ['penicillin (rash)'],
    labs: [
      { test: 'creatinine', value: 1.4, unit: 'mg/dL' },
      { test: 'potassium', value: 6.8 },
      { test: 'vitamin k2', value: 1 },
    ],
    assessment: ['Type 2 diabetes mellitus', 'Essential hypertension', 'No evidence of pneumonia'],
    plan: ['ECG now and transfer to the emergency department'],
  },
};

const TRANSCRIPT: NoteInput = {
  format: 'hp',
  patient: { age: 41, sex: 'female' },
  transcript:
    'Patient reports headaches for a week, worse in the morning. She takes sertraline 50 mg and tramadol for back pain. Blood pressure today 150/95. Lungs clear on auscultation. Likely tension headache. Plan: start ibuprofen and follow up in two weeks.',
};

const sentences = (note: ReturnType<typeof draftNote>): Sentence[] =>
  note.sections.flatMap((section) => section.sentences);
const numbers = (text: string): string[] =>
  [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => String(Number(match[0])));
const flat = (value: unknown): string =>
  typeof value === 'object' && value !== null
    ? Object.values(value).map(flat).join(' ')
    : String(value ?? '');

/**
 * The independent traceability proof: re-derives, from the request alone, that every sentence rests
 * on fields the request has; a quote repeats them word for word; any other number a sentence states
 * is one of those fields' numbers, its rule's own wording, or a value the rule computed.
 */
const expectTraceable = (input: NoteInput): void => {
  const note = draftNote(input);
  expect(note.traceability.problems).toEqual([]);
  expect(note.traceability.sentences).toBe(sentences(note).length);
  for (const item of sentences(note)) {
    expect(item.sources.length, item.text).toBeGreaterThan(0);
    const values = item.sources.map((path) => resolveSource(input, path));
    for (const [i, value] of values.entries())
      expect(value, `${item.text} ← ${item.sources[i]}`).toBeDefined();
    if (item.kind === 'quote') for (const value of values) expect(item.text).toContain(flat(value).trim());
    else {
      const allowed = new Set([
        ...values.flatMap((value) => numbers(flat(value))),
        ...numbers(`${item.rule?.title ?? ''} ${item.rule?.label ?? ''}`),
        ...(item.computed ?? []).map(String),
      ]);
      const text = item.text.replace(/\b[A-Z]\d{2}(\.\w+)?\b/g, ' ');
      for (const number of numbers(text))
        expect(allowed.has(number), `${number} in "${item.text}"`).toBe(true);
    }
  }
};

describe('every sentence is traceable to an input field', () => {
  it('holds for a full structured encounter, in both formats', () => {
    expectTraceable(FULL);
    expectTraceable({ ...FULL, format: 'hp' });
  });
  it('holds for a transcript alone and with structured fields', () => {
    expectTraceable(TRANSCRIPT);
    expectTraceable({ ...FULL, transcript: TRANSCRIPT.transcript ?? '' });
  });
  it('holds for each field alone', () => {
    const encounter = FULL.encounter ?? {};
    for (const key of Object.keys(encounter) as Array<keyof typeof encounter>)
      expectTraceable({ format: 'soap', patient: FULL.patient ?? {}, encounter: { [key]: encounter[key] } });
  });
  it('says nothing of a field that is left out', () => {
    const encounter = FULL.encounter ?? {};
    for (const key of Object.keys(encounter) as Array<keyof typeof encounter>) {
      const { [key]: _left, ...rest } = encounter;
      const note = draftNote({ ...FULL, encounter: rest });
      const cited = sentences(note).flatMap((item) => item.sources);
      expect(
        cited.filter((path) => path.startsWith(`encounter.${key}`)),
        key,
      ).toEqual([]);
    }
    const noVitals = renderNote(draftNote({ ...FULL, encounter: { ...encounter, vitals: {} } }).sections);
    expect(noVitals).not.toMatch(/186|BMI|Heart rate/);
  });
  it('quotes the transcript word for word, each sentence where its words place it', () => {
    const note = draftNote(TRANSCRIPT);
    const transcript = TRANSCRIPT.transcript ?? '';
    const quotes = sentences(note).filter((item) => item.kind === 'quote');
    for (const item of quotes) expect(transcript).toContain(item.text);
    const section = (id: string) =>
      note.sections.find((s) => s.id === id)?.sentences.map((s) => s.text) ?? [];
    expect(section('hpi')).toContain('Patient reports headaches for a week, worse in the morning.');
    expect(section('exam')).toContain('Lungs clear on auscultation.');
    expect(section('assessment')).toContain('Likely tension headache.');
    expect(section('plan')).toContain('Plan: start ibuprofen and follow up in two weeks.');
    expect(section('exam')).toContain(
      'Blood pressure 150/95 mm Hg (from the transcript): stage 2 hypertension (140 systolic or 90 diastolic or higher).',
    );
  });
  it('catches a sentence that states what the input did not say', () => {
    const input: NoteInput = {
      format: 'soap',
      encounter: { vitals: { systolic: 128, diastolic: 78 }, exam: ['Lungs clear'] },
    };
    const made: Sentence = {
      text: 'Blood pressure 150/95 mm Hg.',
      kind: 'derived',
      sources: ['encounter.vitals.systolic'],
    };
    const misquoted: Sentence = {
      text: 'Lungs clear, no wheeze.',
      kind: 'quote',
      sources: ['encounter.exam.0'],
    };
    const unsourced: Sentence = { text: 'Smoker.', kind: 'quote', sources: ['encounter.history'] };
    const problems = traceNote(input, [
      { id: 'x', title: 'X', sentences: [made, { ...misquoted, text: 'Lungs were clear.' }, unsourced] },
    ]);
    expect(problems.map((problem) => problem.problem)).toEqual([
      'states 150, 95, found in neither its sources nor its rule',
      'is not a word-for-word copy of what it cites',
      'cites encounter.history, which the request does not have',
    ]);
  });
});

describe('interpretation by our guideline rules', () => {
  it('leads with red flags from the text, the vitals and critical labs', () => {
    const note = draftNote(FULL);
    expect(note.sections[0]?.id).toBe('red-flags');
    expect(note.urgentCare).toMatch(/^This may be an emergency/);
    expect(note.redFlags.map((flag) => flag.id)).toEqual(
      expect.arrayContaining(['hypertensive-crisis', 'lab-critical-2823-3']),
    );
  });
  it('classes blood pressure (2017 ACC/AHA), BMI (CDC) and labs', () => {
    const text = renderNote(draftNote(FULL).sections);
    expect(text).toContain('Blood pressure 186/104 mm Hg: hypertensive crisis');
    expect(text).toContain('BMI 30 kg/m²: class 1 obesity (30 to below 35).');
    expect(text).toContain('Potassium 6.8 mmol/L: critically above the typical adult range');
    expect(text).toMatch(/eGFR \(CKD-EPI 2021\) 56 mL\/min\/1.73 m² from creatinine, age and sex/);
    expect(text).toContain('vitamin k2 1 (not a test we interpret).');
  });
  it.each([
    [18.49, 'underweight (below 18.5)'],
    [18.5, 'healthy weight (18.5 to below 25)'],
    [24.99, 'healthy weight (18.5 to below 25)'],
    [25, 'overweight (25 to below 30)'],
    [29.99, 'overweight (25 to below 30)'],
    [30, 'class 1 obesity (30 to below 35)'],
    [35, 'class 2 obesity (35 to below 40)'],
    [40, 'class 3 obesity (40 or more)'],
  ])('BMI %d is %s', (bmi, label) => {
    expect(bmiClass(bmi)).toBe(label);
  });
  it('checks the medication list for interactions, reading each line for its medicines', () => {
    const note = draftNote(FULL);
    expect(note.interactions.map((item) => [...item.ingredients].sort())).toContainEqual([
      'ibuprofen',
      'warfarin',
    ]);
    expect(renderNote(note.sections)).toContain(
      'Medication interaction (major): warfarin 5 mg daily with ibuprofen 400 mg as needed.',
    );
  });
  it('suggests codes from the assessment (clinical/coding), not from negated findings', () => {
    const note = draftNote(FULL);
    expect(note.codes.map((code) => code.code)).toEqual(['E11.9', 'I10']);
    expect(note.codes[0]?.source).toBe('encounter.assessment.0');
    expect(draftNote({ ...FULL }, { maxCodes: 0 }).codes).toEqual([]);
  });
  it('names an impossible lab value by its field', () => {
    expect(() => draftNote({ format: 'soap', encounter: { labs: [{ test: 'sodium', value: -4 }] } })).toThrow(
      NoteInputError,
    );
    try {
      draftNote({ format: 'soap', encounter: { labs: [{ test: 'sodium', value: -4 }] } });
    } catch (error) {
      expect(error instanceof NoteInputError && error.issues[0]?.path).toBe('encounter.labs.0.value');
    }
  });
});

describe('FHIR R4 Composition', () => {
  it('is a preliminary progress note or H&P with a LOINC-coded section per note section, text escaped', () => {
    const soap = toComposition(
      draftNote({ format: 'soap', encounter: { exam: ['BP <140 & stable'] } }),
      '2026-11-22T10:00:00.000Z',
    );
    expect(soap).toMatchObject({
      resourceType: 'Composition',
      status: 'preliminary',
      type: { coding: [{ code: '11506-3' }] },
    });
    expect(soap.section[0]).toMatchObject({ title: 'Objective', code: { coding: [{ code: '61149-1' }] } });
    expect(soap.section[0]?.text.div).toBe(
      '<div xmlns="http://www.w3.org/1999/xhtml"><p>BP &lt;140 &amp; stable.</p></div>',
    );
    const hp = toComposition(
      draftNote({ ...FULL, format: 'hp' }, { maxCodes: 0 }),
      '2026-11-22T10:00:00.000Z',
    );
    expect(hp.type.coding[0]?.code).toBe('34117-2');
    expect(hp.section.map((section) => section.title)).toEqual([
      'Red flags',
      'Chief complaint',
      'History of present illness',
      'Past medical history',
      'Medications',
      'Allergies',
      'Physical examination',
      'Laboratory results',
      'Assessment',
      'Plan',
    ]);
  });
});
