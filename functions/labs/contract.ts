import * as v from 'valibot';
import { MAX_UPLOAD_RESULTS } from '../../shared/clinical/labs/csv.ts';
import { criticalAlertsInRaw, labUrgentCare } from '../../shared/clinical/labs/interpret.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { SourceRef, timestamp } from '../../shared/http/schemas.ts';
import { leadingWithUrgentCare } from '../../shared/http/urgent-body.ts';

const Sex = v.pipe(
  v.picklist(['female', 'male'], 'sex is female or male'),
  v.description('Selects sex-specific intervals and the eGFR equation'),
);
const Age = v.pipe(
  v.number('age is a number'),
  v.integer('age is a whole number of years'),
  v.minValue(0, 'age is at least 0'),
  v.maxValue(120, 'age is at most 120'),
  v.description('Years; needed with sex to calculate eGFR from creatinine'),
);

export const LabResultInput = v.strictObject({
  test: v.pipe(
    v.string('test is text'),
    v.trim(),
    v.minLength(1, 'test is required'),
    v.maxLength(100),
    v.description('LOINC code (e.g. 2160-0) or a common name (creatinine, HbA1c, TSH…)'),
  ),
  value: v.union(
    [v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))],
    'value is a number, or text for dipstick results (negative, trace, 1+…)',
  ),
  unit: v.optional(
    v.pipe(
      v.string('unit is text'),
      v.trim(),
      v.maxLength(40),
      v.description('UCUM or a common spelling; the test’s usual unit when left out'),
    ),
  ),
});

const InterpretObject = v.strictObject({
  results: v.pipe(
    v.array(LabResultInput, 'results is a list'),
    v.minLength(1, 'Give at least one result'),
    v.maxLength(MAX_UPLOAD_RESULTS, `At most ${MAX_UPLOAD_RESULTS} results`),
  ),
  sex: v.optional(Sex),
  age: v.optional(Age),
});

/**
 * The urgent-care message for the critical values among a body's results that can be read, however
 * wrong the rest of the body is (too many results, a malformed one beside them).
 */
const urgentInRawBody = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const { results, sex } = body as { results?: unknown; sex?: unknown };
  return labUrgentCare(criticalAlertsInRaw(results, sex));
};

/**
 * The interpret body. A body that fails validation (too many results, a malformed result) but holds a
 * readable critical value is still a 400, and its message leads with the urgent-care message: a
 * critical value is never lost to a malformed request.
 */
const InterpretBody = leadingWithUrgentCare(InterpretObject, urgentInRawBody);

const UnitWarning = v.pipe(
  v.object({
    statedUnit: v.string(),
    likelyUnit: v.pipe(
      v.string(),
      v.description('UCUM code of a common unit in which the value is possible'),
    ),
    valueIfLikelyUnit: v.pipe(
      v.number(),
      v.description('The value read in likelyUnit, in the reference unit'),
    ),
    message: v.string(),
  }),
  v.description(
    'The value is impossible in its stated unit but possible in another common unit (e.g. glucose 5.5 mg/dL, which looks like mmol/L): the result is flagged IND and not interpreted',
  ),
);

const Interpretation = v.object({
  test: v.object({ loinc: v.string(), name: v.string() }),
  value: v.union([v.number(), v.string()]),
  unit: v.string(),
  referenceUnit: v.pipe(v.string(), v.description('UCUM code of the reference interval')),
  valueInReferenceUnit: v.optional(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.description('Absent when the result was not interpreted (IND)'),
    ),
  ),
  referenceRange: v.object({ low: v.optional(v.number()), high: v.optional(v.number()), text: v.string() }),
  flag: v.pipe(
    v.picklist(['N', 'L', 'H', 'LL', 'HH', 'A', 'IND']),
    v.description(
      'FHIR interpretation code: N normal, L/H below/above the interval, LL/HH beyond a critical limit from a published critical-value list, A abnormal (dipstick), IND indeterminate (a likely unit mix-up, see unitWarning; or an ambiguous reading, see ambiguous)',
    ),
  ),
  explanation: v.string(),
  unitWarning: v.optional(UnitWarning),
  ambiguous: v.optional(
    v.pipe(
      v.string(),
      v.description(
        'Why the reading is uncertain: a bare "pH" (urine or blood?), or a value reported only as above or below a number (">7.0")',
      ),
    ),
  ),
  source: SourceRef,
});

const Skipped = v.pipe(
  v.array(v.object({ path: v.string(), status: v.string(), message: v.string() })),
  v.description('FHIR Observations not interpreted because of their status (entered-in-error, cancelled)'),
);

const Unrecognized = v.object({
  index: v.pipe(v.number(), v.description('Position of the result in the request (or in the upload)')),
  test: v.string(),
  value: v.union([v.number(), v.string()]),
  unit: v.optional(v.string()),
  suggestions: v.pipe(
    v.array(v.object({ loinc: v.string(), name: v.string() })),
    v.description('Known tests with close names'),
  ),
  message: v.string(),
  path: v.optional(
    v.pipe(v.string(), v.description('Where it is in the request: a field, a CSV line or a FHIR entry')),
  ),
});

const LabAlert = v.object({
  id: v.string(),
  label: v.string(),
  urgency: v.picklist(['emergency', 'urgent']),
  advice: v.string(),
  source: SourceRef,
  test: v.string(),
  loinc: v.string(),
  flag: v.picklist(['LL', 'HH']),
});

const UrgentCare = v.optional(
  v.pipe(
    v.string(),
    v.description(
      'Present when any result is beyond a critical limit: the urgent-care message (the wording triage and /ask use), to show first',
    ),
  ),
);
const Alerts = v.pipe(
  v.array(LabAlert),
  v.description(
    'Urgent-care advice for each result beyond a critical limit (LL or HH), in the red-flag shape of triage and /ask',
  ),
);
const UnrecognizedList = v.pipe(
  v.array(Unrecognized),
  v.description('Tests we do not know, listed beside the interpreted ones with close known names'),
);

export const LabReport = v.object({
  urgentCare: UrgentCare,
  results: v.array(Interpretation),
  derived: v.pipe(v.array(Interpretation), v.description('eGFR (CKD-EPI 2021) from creatinine, age and sex')),
  unrecognized: UnrecognizedList,
  notes: v.array(v.string()),
  alerts: Alerts,
  disclaimer: v.string(),
  timestamp,
});

/** A FHIR Bundle sent as the body itself is read as {bundle: <the Bundle>}. */
const isBundle = (input: unknown): boolean =>
  typeof input === 'object' &&
  input !== null &&
  (input as { resourceType?: unknown }).resourceType === 'Bundle';

const UploadBody = v.pipe(
  v.unknown(),
  v.transform((input) => (isBundle(input) ? { bundle: input } : input)),
  v.strictObject(
    {
      bundle: v.optional(
        v.pipe(
          v.record(v.string(), v.unknown(), 'bundle is a FHIR Bundle'),
          v.description('A FHIR R4 Bundle of laboratory Observations'),
        ),
      ),
      csv: v.optional(
        v.pipe(
          v.string('csv is text'),
          v.maxLength(262_144, 'csv is at most 256 KiB'),
          v.description('CSV with a header naming test and value (unit and date optional)'),
        ),
      ),
      name: v.optional(
        v.pipe(v.string(), v.trim(), v.maxLength(100), v.description('A label for the upload')),
      ),
      sex: v.optional(Sex),
      age: v.optional(Age),
    },
    'Send a FHIR Bundle, or {"csv": …} or {"bundle": …}, or CSV as text/csv',
  ),
  v.check(
    (body) => (body.bundle === undefined) !== (body.csv === undefined),
    'Send exactly one of bundle or csv',
  ),
);

/**
 * What a CSV sent as text/csv cannot carry in its body: the sex and age its intervals and eGFR
 * need, and its label. In a JSON body the same fields win.
 */
const UploadQuery = v.strictObject({
  sex: v.optional(Sex),
  age: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'age is a whole number of years from 0 to 120'),
      v.transform(Number),
      v.maxValue(120, 'age is at most 120'),
      v.metadata({ jsonSchema: { type: 'integer', minimum: 0, maximum: 120, description: 'Years' } }),
    ),
  ),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100), v.description('A label for the upload'))),
});

export const UploadRecord = v.object({
  urgentCare: UrgentCare,
  id: v.string(),
  format: v.picklist(['fhir', 'csv']),
  name: v.optional(v.string()),
  results: v.array(Interpretation),
  derived: v.array(Interpretation),
  unrecognized: UnrecognizedList,
  skipped: v.optional(Skipped),
  notes: v.array(v.string()),
  alerts: Alerts,
  createdAt: timestamp,
  expiresAt: v.pipe(timestamp, v.description('When the upload is deleted (retention period)')),
});

const UploadIdParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

const exampleReport = {
  urgentCare:
    'This needs prompt medical attention. Troponin T, high-sensitivity (hs-cTnT) 52 ng/L is critically high: troponin above the 99th percentile means heart muscle injury, which includes heart attacks. Contact the clinician who ordered the test or seek urgent care today; call 911 for chest pain, palpitations, fainting, severe weakness, confusion or trouble breathing.',
  results: [
    {
      test: {
        loinc: '2160-0',
        name: 'Creatinine',
      },
      value: 97,
      unit: 'umol/L',
      referenceUnit: 'mg/dL',
      source: {
        title: 'Creatinine test (MedlinePlus, National Library of Medicine (NLM))',
        url: 'https://medlineplus.gov/lab-tests/creatinine-test/',
      },
      valueInReferenceUnit: 1.097,
      referenceRange: {
        low: 0.6,
        high: 1.1,
        text: '0.6 to 1.1 mg/dL',
      },
      flag: 'N',
      explanation: '1.097 mg/dL is within the typical adult range (0.6 to 1.1 mg/dL).',
    },
    {
      test: {
        loinc: '67151-1',
        name: 'Troponin T, high-sensitivity (hs-cTnT)',
      },
      value: 52,
      unit: 'ng/L',
      referenceUnit: 'ng/L',
      source: {
        title: 'Troponin test (MedlinePlus, National Library of Medicine (NLM))',
        url: 'https://medlineplus.gov/lab-tests/troponin-test/',
      },
      valueInReferenceUnit: 52,
      referenceRange: {
        high: 14,
        text: 'up to 14 ng/L',
      },
      flag: 'HH',
      explanation:
        'Critical: above the critical limit of 14 ng/L (Fourth Universal Definition of Myocardial Infarction (Thygesen et al., 2018): above the 99th percentile upper reference limit is myocardial injury; 14 ng/L for the Roche Elecsys hs-cTnT assay (Giannitsis et al., Clin Chem 2010)); troponin above the 99th percentile means heart muscle injury, which includes heart attacks. Contact the clinician who ordered the test or seek urgent care today. 52 ng/L is above the typical adult range (up to 14 ng/L). Troponin above the 99th percentile means heart muscle injury: a heart attack, or other strain such as heart failure, kidney disease, infection or a lung clot. A name without the assay is read as this one, the lowest common cut-off; your laboratory’s own cut-off applies.',
    },
    {
      test: {
        loinc: '2345-7',
        name: 'Glucose (fasting, serum or plasma)',
      },
      value: 5.5,
      unit: 'mg/dL',
      referenceUnit: 'mg/dL',
      source: {
        title: 'Fasting blood glucose test (MedlinePlus, National Library of Medicine (NLM))',
        url: 'https://medlineplus.gov/lab-tests/blood-glucose-test/',
      },
      referenceRange: {
        low: 70,
        high: 99,
        text: '70 to 99 mg/dL',
      },
      flag: 'IND',
      explanation:
        'Glucose (fasting, serum or plasma) 5.5 mg/dL is not a possible value in that unit, but looks like a result in mmol/L (99.09 mg/dL). Check the unit on the report; this result was not interpreted.',
      unitWarning: {
        statedUnit: 'mg/dL',
        likelyUnit: 'mmol/L',
        valueIfLikelyUnit: 99.09,
        message:
          'Glucose (fasting, serum or plasma) 5.5 mg/dL is not a possible value in that unit, but looks like a result in mmol/L (99.09 mg/dL). Check the unit on the report; this result was not interpreted.',
      },
    },
  ],
  derived: [
    {
      test: {
        loinc: '62238-1',
        name: 'eGFR (CKD-EPI 2021)',
      },
      value: 60,
      unit: 'mL/min/{1.73_m2}',
      referenceUnit: 'mL/min/{1.73_m2}',
      source: {
        title: 'Glomerular filtration rate (eGFR) (MedlinePlus, National Library of Medicine (NLM))',
        url: 'https://medlineplus.gov/lab-tests/glomerular-filtration-rate-gfr-test/',
      },
      valueInReferenceUnit: 60,
      referenceRange: {
        low: 90,
        text: '90 mL/min/1.73 m² or more',
      },
      flag: 'L',
      explanation:
        'Calculated with the CKD-EPI 2021 equation from creatinine, age and sex: KDIGO category G2. 60 mL/min/1.73 m² is below the typical adult range (90 mL/min/1.73 m² or more). An eGFR of 60 to 89 is mildly decreased; below 60 for three months or more indicates chronic kidney disease (KDIGO).',
    },
  ],
  unrecognized: [
    {
      index: 3,
      test: 'vitamin k2',
      value: 1.2,
      suggestions: [
        {
          loinc: '1989-3',
          name: '25-hydroxyvitamin D',
        },
        {
          loinc: '2132-9',
          name: 'Vitamin B12',
        },
      ],
      message:
        '"vitamin k2" is not a test we know, so it was not interpreted; did you mean 25-hydroxyvitamin D, or Vitamin B12?',
      path: 'body.results.3.test',
    },
  ],
  notes: [],
  alerts: [
    {
      id: 'lab-critical-67151-1',
      label: 'Troponin T, high-sensitivity (hs-cTnT) 52 ng/L is critically high',
      urgency: 'urgent',
      advice:
        'Troponin T, high-sensitivity (hs-cTnT) 52 ng/L is critically high: troponin above the 99th percentile means heart muscle injury, which includes heart attacks. Contact the clinician who ordered the test or seek urgent care today; call 911 for chest pain, palpitations, fainting, severe weakness, confusion or trouble breathing.',
      source: {
        title: 'Troponin test (MedlinePlus, National Library of Medicine (NLM))',
        url: 'https://medlineplus.gov/lab-tests/troponin-test/',
      },
      test: 'Troponin T, high-sensitivity (hs-cTnT)',
      loinc: '67151-1',
      flag: 'HH',
    },
  ],
  disclaimer: 'Informational only…',
  timestamp: '2026-11-22T10:00:00.000Z',
};

const exampleUpload = {
  id: 'upl_CP3kubvhLIMw81kaoi2S',
  format: 'csv',
  name: 'annual check',
  results: [
    {
      test: { loinc: '2951-2', name: 'Sodium' },
      value: 150,
      unit: 'mmol/L',
      referenceUnit: 'mmol/L',
      valueInReferenceUnit: 150,
      referenceRange: { low: 135, high: 145, text: '135 to 145 mmol/L' },
      flag: 'H',
      explanation:
        '150 mmol/L is above the typical adult range (135 to 145 mmol/L). High sodium (hypernatremia) usually means dehydration.',
      source: {
        title: 'Sodium blood test (MedlinePlus)',
        url: 'https://medlineplus.gov/lab-tests/sodium-blood-test/',
      },
    },
  ],
  derived: [],
  unrecognized: [],
  notes: [],
  alerts: [],
  createdAt: '2026-11-22T10:00:00.000Z',
  expiresAt: '2027-02-20T10:00:00.000Z',
};

export const interpretLabs = defineOperation({
  operationId: 'interpretLabResults',
  method: 'POST',
  path: '/api/v1/labs/interpret',
  tag: 'Labs',
  summary: 'Interpret lab results',
  description:
    'Each result against its typical adult reference interval, converted through UCUM, with a FHIR interpretation flag, a plain explanation and its source; eGFR (CKD-EPI 2021) is added from creatinine, age and sex. 62 common tests: metabolic panel, blood count, lipids, HbA1c, thyroid, liver, kidney, iron and vitamins, troponin, BNP, lactate, ammonia, coagulation, blood gases, urinalysis. A result beyond a critical limit from a published critical-value list (docs/lab-critical-values.md) always gets an urgent alert, and `urgentCare` leads the response. A value impossible in its stated unit but possible in another common unit is flagged IND with a `unitWarning` and not interpreted; a value impossible in every common unit, or negative, is a 400 naming `results.N.value`. Names are matched through punctuation, LOINC long names, sample and timing words and abbreviations in parentheses; unknown tests are listed in `unrecognized` with close known names, and one whose closest catalog test makes its value critical still raises an alert (matched approximately). Values may be text with a comparator (">7.0", read conservatively) or a trailing report flag ("6.8 H"). A bare "pH" is ambiguous: beyond the blood critical limits it is flagged IND with a possibly-critical alert. Up to 300 results (as for uploads); a body that fails validation but holds a readable critical value is a 400 whose message leads with the urgent-care message. Informational, not a diagnosis.',
  public: false,
  status: 200,
  body: InterpretBody,
  response: LabReport,
  errors: [],
  examples: {
    request: {
      results: [
        { test: 'creatinine', value: 97, unit: 'umol/L' },
        { test: 'troponin', value: 52, unit: 'ng/L' },
        { test: 'glucose', value: 5.5, unit: 'mg/dL' },
        { test: 'vitamin k2', value: 1.2 },
      ],
      sex: 'female',
      age: 54,
    },
    response: exampleReport,
  },
});

export const uploadLabs = defineOperation({
  operationId: 'uploadLabResults',
  method: 'POST',
  path: '/api/v1/labs/upload',
  tag: 'Labs',
  summary: 'Upload lab results (FHIR Bundle or CSV)',
  description: `Interprets a FHIR R4 Bundle of Observations (as the body, or as {"bundle": …}) or CSV (as text/csv, with \`sex\`, \`age\` and \`name\` as query parameters, or as {"csv": …}) and stores the upload with its interpretation for the organization, read as by /labs/interpret (critical alerts, unit warnings, unknown tests listed in \`unrecognized\`). Up to ${MAX_UPLOAD_RESULTS} results; any malformed line or entry, or impossible value, fails the upload with its line or entry named, and nothing is stored.`,
  public: false,
  status: 201,
  body: UploadBody,
  query: UploadQuery,
  response: UploadRecord,
  errors: [],
  examples: {
    request: { csv: 'test,value,unit\nsodium,150,mmol/L', sex: 'female', age: 54, name: 'annual check' },
    response: exampleUpload,
  },
});

export const getLabUpload = defineOperation({
  operationId: 'getLabUpload',
  method: 'GET',
  path: '/api/v1/labs/upload/{id}',
  tag: 'Labs',
  summary: 'A stored lab upload and its interpretation',
  description: "Only the organization that uploaded it can read it; another organization's id answers 404.",
  public: false,
  status: 200,
  params: UploadIdParams,
  response: UploadRecord,
  errors: ['NOT_FOUND'],
  examples: {
    response: exampleUpload,
  },
});

export const operations = [interpretLabs, uploadLabs, getLabUpload];
