import * as v from 'valibot';
import {
  CONDITIONS,
  FINDINGS,
  HISTORY,
  PROTOCOL_DISCLAIMER,
  SOURCES,
  SYMPTOM_FREQUENCY,
} from '../../shared/clinical/protocols/index.ts';
import { hypertensiveCrisisFlag, oxygenFlag } from '../../shared/clinical/red-flags.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { boundedNumber, Interaction, MedicationInput, timestamp } from '../../shared/http/schemas.ts';
import { leadingWithUrgentCare, rawNumber, urgentOf } from '../../shared/http/urgent-body.ts';

/**
 * The contract of POST /api/v1/clinical/protocols, kept apart from the coding contract in
 * contract.ts (which imports `protocolOperation` from here) so the two can change independently.
 */

const whole = (name: string, min: number, max: number, description: string) =>
  v.optional(
    v.pipe(
      v.number(`${name} is a number`),
      v.integer(`${name} is a whole number`),
      v.minValue(min, `${name} is at least ${min}`),
      v.maxValue(max, `${name} is at most ${max}`),
      v.description(description),
    ),
  );
const flag = (name: string, description: string) =>
  v.optional(v.pipe(v.boolean(`${name} is true or false`), v.description(description)));

const MAX_PROTOCOL_MEDICATIONS = 50;

const ProtocolPatient = v.pipe(
  v.strictObject({
    age: whole('age', 0, 120, 'Years'),
    sex: v.optional(v.picklist(['female', 'male'], 'sex is female or male')),
    race: v.optional(
      v.pipe(
        v.picklist(['black', 'white', 'other'], 'race is black, white or other'),
        v.description(
          'Used only to choose the Pooled Cohort Equation (African American or white; "other" uses the white equations, as the 2013 guideline advises). Left out, "other".',
        ),
      ),
    ),
    pregnant: flag('pregnant', 'Checks statins, ACE inhibitors/ARBs and non-insulin glucose-lowering agents'),
    smoker: flag('smoker', 'Current smoker (Pooled Cohort Equations); absent counts as no and is reported'),
    onBpTreatment: flag('onBpTreatment', 'Taking blood-pressure medication (Pooled Cohort Equations)'),
    systolic: whole('systolic', 40, 300, 'Systolic blood pressure, mm Hg'),
    diastolic: whole('diastolic', 20, 200, 'Diastolic blood pressure, mm Hg'),
    heartRate: whole('heartRate', 20, 300, 'Beats per minute'),
    respiratoryRate: whole('respiratoryRate', 4, 80, 'Breaths per minute'),
    oxygenSaturation: boundedNumber('oxygenSaturation', 50, 100, 'SpO2 on room air, percent'),
    totalCholesterol: boundedNumber('totalCholesterol', 50, 1000, 'mg/dL'),
    hdl: boundedNumber('hdl', 5, 300, 'HDL cholesterol, mg/dL'),
    ldl: boundedNumber('ldl', 10, 1000, 'LDL cholesterol, mg/dL'),
    a1c: boundedNumber('a1c', 3, 20, 'HbA1c, percent (NGSP)'),
    egfr: boundedNumber(
      'egfr',
      1,
      200,
      'mL/min/1.73 m²; left out, calculated from creatinine, age and sex (CKD-EPI 2021)',
    ),
    creatinine: boundedNumber('creatinine', 0.1, 25, 'Serum creatinine, mg/dL'),
    acr: boundedNumber('acr', 0, 20_000, 'Urine albumin-to-creatinine ratio, mg/g'),
    bun: boundedNumber('bun', 1, 300, 'Blood urea nitrogen, mg/dL (CURB-65: above 19)'),
    urea: boundedNumber('urea', 0.5, 100, 'Serum urea, mmol/L (CURB-65: above 7)'),
    dDimer: boundedNumber('dDimer', 0, 100_000, 'D-dimer, ng/mL FEU'),
    medications: v.optional(
      v.pipe(
        v.array(MedicationInput, 'medications is a list'),
        v.maxLength(MAX_PROTOCOL_MEDICATIONS, `At most ${MAX_PROTOCOL_MEDICATIONS} medications`),
        v.description(
          'Current medications (names, brands or prescription lines); checked for contraindications and interactions',
        ),
      ),
    ),
    history: v.optional(
      v.pipe(
        v.array(
          v.picklist(HISTORY, `each history item is one of ${HISTORY.join(', ')}`),
          'history is a list',
        ),
        v.maxLength(HISTORY.length),
        v.description(
          'Diagnoses; an item left out counts as absent and is listed in assumedAbsent of each score',
        ),
      ),
    ),
    findings: v.optional(
      v.pipe(
        v.array(v.picklist(FINDINGS, `each finding is one of ${FINDINGS.join(', ')}`), 'findings is a list'),
        v.maxLength(FINDINGS.length),
        v.description(
          'Present signs for the scores (Wells, PERC, CURB-65 confusion, HAS-BLED, GINA control); left out counts as absent',
        ),
      ),
    ),
    suspected: v.optional(
      v.pipe(
        v.picklist(['pe', 'dvt'], 'suspected is pe or dvt'),
        v.description('VTE: the diagnosis suspected (required)'),
      ),
    ),
    asthmaStep: whole('asthmaStep', 0, 5, 'Asthma: current GINA step when on treatment (0: none)'),
    symptomFrequency: v.optional(
      v.pipe(
        v.picklist(SYMPTOM_FREQUENCY, `symptomFrequency is one of ${SYMPTOM_FREQUENCY.join(', ')}`),
        v.description('Asthma, before treatment: how often symptoms occur (GINA 2024 initial step)'),
      ),
    ),
  }),
  v.forward(
    v.check(
      (patient) =>
        patient.systolic === undefined ||
        patient.diastolic === undefined ||
        patient.diastolic < patient.systolic,
      'diastolic is below systolic',
    ),
    ['diastolic'],
  ),
);

const ProtocolFields = v.strictObject({
  condition: v.pipe(
    v.picklist(CONDITIONS, `condition is one of ${CONDITIONS.join(', ')}`),
    v.description('The condition whose guideline to apply'),
  ),
  patient: v.pipe(ProtocolPatient, v.description('Patient factors; each condition names the ones it needs')),
});

/**
 * The dangerous readings of a body that may be invalid ("age": "60" beside 250/150): a blood
 * pressure above 180/120 and a low oxygen saturation; its 400 leads with the urgent-care message.
 */
const urgentInRawBody = (body: unknown): string | undefined => {
  const patient =
    typeof body === 'object' && body !== null ? (body as { patient?: unknown }).patient : undefined;
  if (typeof patient !== 'object' || patient === null) return undefined;
  const raw = patient as Record<string, unknown>;
  const systolic = rawNumber(raw.systolic, 40, 300);
  const diastolic = rawNumber(raw.diastolic, 20, 200);
  const spo2 = rawNumber(raw.oxygenSaturation, 50, 100);
  const age = rawNumber(raw.age, 0, 120);
  return urgentOf(
    [
      systolic !== undefined && diastolic !== undefined
        ? hypertensiveCrisisFlag(systolic, diastolic)
        : undefined,
      spo2 !== undefined ? oxygenFlag(spo2, { child: age !== undefined && age < 16 }) : undefined,
    ].filter((flag) => flag !== undefined),
  );
};

export const ProtocolBody = leadingWithUrgentCare(ProtocolFields, urgentInRawBody);

const Guideline = v.object({ title: v.string(), year: v.number(), url: v.string() });
const Evidence = v.pipe(
  v.object({
    system: v.picklist(['ACC/AHA', 'ADA', 'KDIGO', 'GINA', 'ATS/IDSA', 'ACP', 'NICE']),
    classOfRecommendation: v.optional(
      v.pipe(
        v.string(),
        v.description('ACC/AHA class (I, IIa, IIb, III: No Benefit, III: Harm), KDIGO or GRADE strength'),
      ),
    ),
    levelOfEvidence: v.pipe(
      v.string(),
      v.description(
        'As the guideline grades it (ACC/AHA A, B-R, B-NR, C-LD, C-EO; ADA A, B, C, E; KDIGO A–D; GINA A–D)',
      ),
    ),
  }),
  v.description('The guideline’s own grading, as written'),
);
const Recommendation = v.object({
  id: v.string(),
  text: v.string(),
  evidence: Evidence,
  source: Guideline,
  section: v.optional(v.string()),
});
const Caution = v.object({
  id: v.string(),
  therapy: v.string(),
  severity: v.pipe(
    v.picklist(['contraindicated', 'avoid', 'dose-adjust', 'caution']),
    v.description(
      'contraindicated: do not use; avoid: do not start, or change; dose-adjust; caution: monitor',
    ),
  ),
  reason: v.string(),
  basedOn: v.pipe(v.array(v.string()), v.description('The request fields it rests on')),
  source: Guideline,
  evidence: v.optional(Evidence),
});
const Calculation = v.object({
  id: v.string(),
  name: v.string(),
  value: v.union([v.number(), v.string()]),
  unit: v.optional(v.string()),
  category: v.string(),
  interpretation: v.string(),
  inputs: v.pipe(
    v.record(v.string(), v.union([v.number(), v.boolean(), v.string()])),
    v.description('The inputs used, after derivation'),
  ),
  assumedAbsent: v.pipe(
    v.array(v.string()),
    v.description('Score items the request did not state, counted as absent'),
  ),
  source: Guideline,
});

export const ProtocolResponse = v.object({
  urgentCare: v.optional(
    v.pipe(v.string(), v.description('Present when the inputs need care now: show first')),
  ),
  condition: v.picklist(CONDITIONS),
  title: v.string(),
  summary: v.string(),
  calculations: v.array(Calculation),
  recommendations: v.array(Recommendation),
  cautions: v.pipe(
    v.array(Caution),
    v.description(
      'Contraindications and interactions of the guideline’s therapies with the patient’s medications, labs and pregnancy',
    ),
  ),
  interactions: v.pipe(v.array(Interaction), v.description('Interactions among the current medications')),
  unrecognizedMedications: v.pipe(v.array(v.string()), v.description('Not read, so not checked')),
  notes: v.array(v.string()),
  guidelines: v.pipe(v.array(Guideline), v.description('Every guideline and score paper cited, once')),
  disclaimer: v.string(),
  timestamp,
});

export const protocolOperation = defineOperation({
  operationId: 'recommendClinicalProtocol',
  method: 'POST',
  path: '/api/v1/clinical/protocols',
  tag: 'Clinical',
  summary: 'Guideline management steps for a condition and patient',
  description: `A condition (${CONDITIONS.join(', ')}) and patient factors → the guideline's management steps, each citing its guideline, year and grading (class of recommendation and level of evidence as that guideline writes them), with the calculators implemented exactly: 10-year ASCVD risk (Pooled Cohort Equations, 2013), 2017 ACC/AHA blood-pressure category and targets, ADA 2025 glucose-lowering choices, 2018 ACC/AHA statin benefit groups, KDIGO 2024 CKD stage, risk and monitoring (eGFR by CKD-EPI 2021), CHA2DS2-VASc and HAS-BLED (2023 ACC/AHA/ACCP/HRS), CURB-65 (2019 ATS/IDSA treatment), Wells and PERC (ACP 2015, NICE NG158), GINA 2024 control and steps. Contraindications from the medications, kidney function and pregnancy are checked (metformin and eGFR, SGLT2 inhibitors and eGFR, statins or ACE inhibitors/ARBs in pregnancy, an anticoagulant or antibiotic with current medications through the interaction checker). A field the condition needs and the request lacks is a 400 naming it; score items not stated are counted as absent and listed in \`assumedAbsent\`. Nothing is stored. Informational decision support for clinicians.`,
  public: false,
  status: 200,
  body: ProtocolBody,
  response: ProtocolResponse,
  errors: [],
  examples: {
    request: {
      condition: 'atrial-fibrillation',
      patient: {
        age: 72,
        sex: 'female',
        history: ['hypertension', 'diabetes'],
        systolic: 150,
        diastolic: 85,
        medications: ['ibuprofen 400 mg'],
      },
    },
    response: {
      condition: 'atrial-fibrillation',
      title: 'Atrial fibrillation: stroke prevention (2023 ACC/AHA/ACCP/HRS)',
      summary: 'CHA2DS2-VASc 4, HAS-BLED 2: anticoagulation recommended.',
      calculations: [
        {
          id: 'cha2ds2-vasc',
          name: 'CHA2DS2-VASc',
          value: 4,
          category: 'high',
          interpretation: 'CHA2DS2-VASc 4 (H 1, D 1, A 1, Sc 1): annual stroke risk 2% or more.',
          inputs: { age: 72, sex: 'female', hypertension: true, vascularDisease: false },
          assumedAbsent: ['heart-failure', 'stroke-tia', 'vascular-disease'],
          source: { ...SOURCES.cha2ds2vasc },
        },
        {
          id: 'has-bled',
          name: 'HAS-BLED',
          value: 2,
          category: 'not high',
          interpretation:
            'HAS-BLED 2 (E, D-drugs): 1.88 major bleeds per 100 patient-years in the validation cohort.',
          inputs: { age: 72, systolic: 150, abnormalRenal: false, antiplateletOrNsaid: true },
          assumedAbsent: [
            'abnormal renal function (dialysis, kidney-transplant or creatinine)',
            'liver-disease',
            'stroke-tia',
            'bleeding',
            'labile-inr',
            'alcohol-excess',
          ],
          source: { ...SOURCES.hasBled },
        },
      ],
      recommendations: [
        {
          id: 'af-anticoagulate',
          text: 'CHA2DS2-VASc 4 (annual stroke risk 2% or more): oral anticoagulation is recommended to prevent stroke and systemic embolism.',
          evidence: { system: 'ACC/AHA', classOfRecommendation: '1', levelOfEvidence: 'A' },
          source: { ...SOURCES.af2023 },
          section: 'Section 6.3.1',
        },
        {
          id: 'af-doac',
          text: 'A DOAC (apixaban, dabigatran, edoxaban or rivaroxaban) is recommended over warfarin.',
          evidence: { system: 'ACC/AHA', classOfRecommendation: '1', levelOfEvidence: 'A' },
          source: { ...SOURCES.af2023 },
          section: 'Section 6.3.1',
        },
      ],
      cautions: [
        {
          id: 'interaction-oral-anticoagulant-ibuprofen',
          therapy: 'oral anticoagulant',
          severity: 'avoid',
          reason:
            'oral anticoagulant with ibuprofen 400 mg (major interaction, Blood thinners: taking them safely (MedlinePlus)): Serious bleeding, especially from the stomach and gut. Avoid NSAIDs such as ibuprofen and naproxen; acetaminophen is usually the safer pain reliever. Ask a pharmacist.',
          basedOn: ['patient.medications'],
          source: { ...SOURCES.af2023 },
        },
      ],
      interactions: [],
      unrecognizedMedications: [],
      notes: [],
      guidelines: [{ ...SOURCES.cha2ds2vasc }, { ...SOURCES.hasBled }, { ...SOURCES.af2023 }],
      disclaimer: PROTOCOL_DISCLAIMER,
      timestamp: '2026-11-22T10:00:00.000Z',
    },
  },
});
