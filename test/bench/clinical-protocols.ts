import { draftNote } from '../../shared/clinical/notes/draft.ts';
import type { NoteInput } from '../../shared/clinical/notes/types.ts';
import { type Condition, type Patient, recommendProtocol } from '../../shared/clinical/protocols/index.ts';
import { pooledCohortRisk } from '../../shared/clinical/protocols/pce.ts';
import { ms, summarize, table, timeIt } from './stats.ts';

/** One request per condition, each with medications so the interaction checker runs as it would. */
const CASES: Array<[Condition, Patient]> = [
  [
    'hypertension',
    {
      systolic: 152,
      diastolic: 94,
      age: 61,
      sex: 'male',
      race: 'black',
      totalCholesterol: 220,
      hdl: 42,
      smoker: true,
      history: ['diabetes'],
      egfr: 52,
      medications: ['lisinopril', 'metformin', 'atorvastatin'],
    },
  ],
  [
    'type-2-diabetes',
    {
      a1c: 8.9,
      egfr: 38,
      acr: 120,
      history: ['ascvd', 'heart-failure'],
      medications: ['metformin', 'Jardiance', 'furosemide'],
    },
  ],
  [
    'cholesterol',
    {
      age: 58,
      sex: 'female',
      race: 'white',
      totalCholesterol: 240,
      hdl: 48,
      systolic: 138,
      ldl: 160,
      smoker: false,
    },
  ],
  [
    'ckd',
    {
      creatinine: 1.9,
      age: 67,
      sex: 'female',
      acr: 420,
      history: ['diabetes'],
      medications: ['ibuprofen', 'lisinopril'],
    },
  ],
  [
    'atrial-fibrillation',
    {
      age: 78,
      sex: 'female',
      systolic: 165,
      history: ['hypertension', 'stroke-tia'],
      medications: ['naproxen', 'clopidogrel', 'amiodarone'],
    },
  ],
  [
    'pneumonia',
    {
      age: 72,
      respiratoryRate: 31,
      systolic: 95,
      diastolic: 58,
      bun: 28,
      findings: ['confusion'],
      medications: ['warfarin'],
    },
  ],
  [
    'vte',
    { suspected: 'pe', age: 58, heartRate: 108, oxygenSaturation: 94, dDimer: 560, findings: ['hemoptysis'] },
  ],
  ['asthma', { age: 34, asthmaStep: 2, findings: ['night-waking', 'reliever-over-twice-weekly'] }],
];

/** Time per protocol (the whole answer, interaction checks included) and per Pooled Cohort calculation. */
export const protocolsBenchmark = async (): Promise<void> => {
  delete process.env.INTERACTIONS_FILE;
  recommendProtocol('hypertension', { systolic: 120, diastolic: 80 }); // loads the interaction table
  const rows: Array<[string, string]> = [];
  for (const [condition, patient] of CASES) {
    const times = summarize(await timeIt(2_000, () => recommendProtocol(condition, patient)));
    rows.push([`${condition}, p50 / p99`, `${ms(times.p50)} / ${ms(times.p99)}`]);
  }
  const pce = summarize(
    await timeIt(20_000, () =>
      pooledCohortRisk({
        age: 55,
        sex: 'male',
        race: 'white',
        totalCholesterol: 213,
        hdl: 50,
        systolic: 120,
        onBpTreatment: false,
        smoker: false,
        diabetes: false,
      }),
    ),
  );
  rows.push(['Pooled Cohort Equations alone, p50 / p99', `${ms(pce.p50)} / ${ms(pce.p99)}`]);
  table('Clinical protocols (POST /api/v1/clinical/protocols, in process)', rows);
  await notesBenchmark();
};

/** A full structured encounter and a dictated transcript, as the notes endpoint gets them. */
const ENCOUNTER: NoteInput = {
  format: 'soap',
  patient: { age: 64, sex: 'male' },
  encounter: {
    chiefComplaint: 'Chest pain on exertion for 2 weeks',
    history: 'Pressure-like pain after climbing stairs, relieved by rest; no pain at rest.',
    pastHistory: ['Type 2 diabetes', 'Hypertension'],
    vitals: {
      systolic: 148,
      diastolic: 92,
      heartRate: 84,
      respiratoryRate: 16,
      temperature: 36.8,
      oxygenSaturation: 97,
      weightKg: 92,
      heightCm: 175,
    },
    exam: ['Heart sounds normal, no murmur', 'Lungs clear'],
    medications: [
      'metformin 1000 mg twice daily',
      'lisinopril 20 mg daily',
      'aspirin 81 mg daily',
      'ibuprofen 400 mg as needed',
    ],
    allergies: ['penicillin'],
    labs: [
      { test: 'creatinine', value: 1.3, unit: 'mg/dL' },
      { test: 'HbA1c', value: 8.1 },
      { test: 'LDL cholesterol', value: 142 },
      { test: 'potassium', value: 4.9 },
    ],
    assessment: ['Stable angina', 'Type 2 diabetes mellitus with hyperglycemia', 'Essential hypertension'],
    plan: ['Exercise stress test', 'Start atorvastatin 40 mg', 'Stop ibuprofen'],
  },
};
const TRANSCRIPT: NoteInput = {
  format: 'hp',
  patient: { age: 41, sex: 'female' },
  transcript:
    'Patient reports headaches for a week, worse in the morning. She takes sertraline 50 mg and tramadol for back pain. Blood pressure today 150/95. Lungs clear on auscultation. Likely tension headache. Plan: start ibuprofen and follow up in two weeks.',
};

/** Time per note (coding included, after the code table has loaded), and the cold start it pays once. */
const notesBenchmark = async (): Promise<void> => {
  const cold = performance.now();
  draftNote(ENCOUNTER);
  const coldMs = performance.now() - cold;
  const structured = summarize(await timeIt(300, () => draftNote(ENCOUNTER)));
  const dictated = summarize(await timeIt(300, () => draftNote(TRANSCRIPT)));
  const uncoded = summarize(await timeIt(300, () => draftNote(ENCOUNTER, { maxCodes: 0 })));
  table('Clinical notes (POST /api/v1/clinical/notes, in process)', [
    ['first note (loads the ICD-10-CM table unless coding ran before)', ms(coldMs)],
    [
      'structured encounter (vitals, 4 labs, 4 medications, codes), p50 / p99',
      `${ms(structured.p50)} / ${ms(structured.p99)}`,
    ],
    ['the same without codes (maxCodes 0), p50 / p99', `${ms(uncoded.p50)} / ${ms(uncoded.p99)}`],
    ['transcript of 6 sentences (H&P), p50 / p99', `${ms(dictated.p50)} / ${ms(dictated.p99)}`],
  ]);
};
