import * as v from 'valibot';
import { MAX_UPLOAD_RESULTS } from '../../shared/clinical/labs/csv.ts';
import { defineOperation } from '../../shared/http/operation.ts';
import { SourceRef, timestamp } from '../../shared/http/schemas.ts';

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

export const InterpretBody = v.strictObject({
  results: v.pipe(
    v.array(LabResultInput, 'results is a list'),
    v.minLength(1, 'Give at least one result'),
    v.maxLength(100, 'At most 100 results'),
  ),
  sex: v.optional(Sex),
  age: v.optional(Age),
});

const Interpretation = v.object({
  test: v.object({ loinc: v.string(), name: v.string() }),
  value: v.union([v.number(), v.string()]),
  unit: v.string(),
  referenceUnit: v.pipe(v.string(), v.description('UCUM code of the reference interval')),
  valueInReferenceUnit: v.union([v.number(), v.string()]),
  referenceRange: v.object({ low: v.optional(v.number()), high: v.optional(v.number()), text: v.string() }),
  flag: v.pipe(
    v.picklist(['N', 'L', 'H', 'LL', 'HH', 'A']),
    v.description(
      'FHIR interpretation code: N normal, L/H below/above the interval, LL/HH beyond a critical limit, A abnormal (dipstick)',
    ),
  ),
  explanation: v.string(),
  source: SourceRef,
});

export const LabReport = v.object({
  results: v.array(Interpretation),
  derived: v.pipe(v.array(Interpretation), v.description('eGFR (CKD-EPI 2021) from creatinine, age and sex')),
  notes: v.array(v.string()),
  alerts: v.pipe(
    v.array(v.object({ test: v.string(), message: v.string(), source: SourceRef })),
    v.description('Urgent-care advice for each result beyond a critical limit (LL or HH)'),
  ),
  disclaimer: v.string(),
  timestamp,
});

/** A FHIR Bundle sent as the body itself is read as {bundle: <the Bundle>}. */
const isBundle = (input: unknown): boolean =>
  typeof input === 'object' &&
  input !== null &&
  (input as { resourceType?: unknown }).resourceType === 'Bundle';

export const UploadBody = v.pipe(
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

export const UploadRecord = v.object({
  id: v.string(),
  format: v.picklist(['fhir', 'csv']),
  name: v.optional(v.string()),
  results: v.array(Interpretation),
  derived: v.array(Interpretation),
  notes: v.array(v.string()),
  alerts: v.array(v.object({ test: v.string(), message: v.string(), source: SourceRef })),
  createdAt: timestamp,
  expiresAt: v.pipe(timestamp, v.description('When the upload is deleted (retention period)')),
});

export const UploadIdParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

const exampleInterpretation = {
  test: { loinc: '2160-0', name: 'Creatinine' },
  value: 97,
  unit: 'umol/L',
  referenceUnit: 'mg/dL',
  valueInReferenceUnit: 1.097,
  referenceRange: { low: 0.6, high: 1.1, text: '0.6 to 1.1 mg/dL' },
  flag: 'N',
  explanation: '1.097 mg/dL is within the typical adult range (0.6 to 1.1 mg/dL).',
  source: {
    title: 'Creatinine test (MedlinePlus)',
    url: 'https://medlineplus.gov/lab-tests/creatinine-test/',
  },
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
    'Each result against its typical adult reference interval, converted through UCUM, with a FHIR interpretation flag, a plain explanation and its source; eGFR (CKD-EPI 2021) is added from creatinine, age and sex. 50 common tests: metabolic panel, blood count, lipids, HbA1c, thyroid, liver, kidney, iron and vitamins, urinalysis. Informational, not a diagnosis.',
  public: false,
  status: 200,
  body: InterpretBody,
  response: LabReport,
  errors: [],
  examples: {
    request: {
      results: [
        { test: 'creatinine', value: 97, unit: 'umol/L' },
        { test: 'HbA1c', value: 6.1, unit: '%' },
      ],
      sex: 'female',
      age: 54,
    },
    response: {
      results: [exampleInterpretation],
      derived: [],
      notes: [],
      alerts: [],
      disclaimer: 'Informational only…',
      timestamp: '2026-11-22T10:00:00.000Z',
    },
  },
});

export const uploadLabs = defineOperation({
  operationId: 'uploadLabResults',
  method: 'POST',
  path: '/api/v1/labs/upload',
  tag: 'Labs',
  summary: 'Upload lab results (FHIR Bundle or CSV)',
  description: `Interprets a FHIR R4 Bundle of Observations (as the body, or as {"bundle": …}) or CSV (as text/csv, or as {"csv": …}) and stores the upload with its interpretation for the organization. Up to ${MAX_UPLOAD_RESULTS} results; any malformed line or entry fails the upload with its line or entry named, and nothing is stored.`,
  public: false,
  status: 201,
  body: UploadBody,
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
