import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResponse } from '../../functions/drug-interactions/schemas.ts';
import type { AnalysisResponse } from '../../functions/health-data/schemas.ts';
import { signUp, startTestApi, type TestApi } from '../support/local-api.ts';

interface ErrorBody {
  code: string;
  error: string;
  details?: Array<{ path: string; message: string }>;
}
type AnalysisBody = v.InferOutput<typeof AnalysisResponse>;
type CheckBody = v.InferOutput<typeof CheckResponse>;

let t: TestApi;
let key: string;

beforeAll(async () => {
  t = await startTestApi();
  key = (await signUp(t.http)).key;
});

afterAll(async () => {
  await t.close();
});

const analyze = (json: unknown) => t.http.post<AnalysisBody>('/api/v1/health-data/analyze', { key, json });
const glucose = (value: number, unit: string, context?: string) => ({
  value,
  unit,
  ...(context ? { context } : {}),
});

describe('POST /api/v1/health-data/analyze', () => {
  it('classifies glucose, blood pressure and medications, with the spec fields and a trust score', async () => {
    // Act
    const result = await analyze({
      data: {
        bloodGlucose: [
          { value: 132, unit: 'mg/dL', context: 'fasting', timestamp: '2026-11-20T07:00:00Z' },
          { value: 7.4, unit: 'mmol/L', context: 'fasting', timestamp: '2026-11-21T07:00:00Z' },
        ],
        bloodPressure: [
          { systolic: 142, diastolic: 91, timestamp: '2026-11-20T08:00:00Z' },
          { systolic: 138, diastolic: 88, timestamp: '2026-11-21T08:00:00Z' },
        ],
        medications: [{ name: 'lisinopril', dosage: '10 mg', frequency: 'daily' }, 'Aldactone'],
      },
    });

    // Assess
    expect(result.status).toBe(200);
    const { analysis } = result.body;
    expect(result.body.id).toMatch(/^ana_/);
    expect(analysis.bloodGlucose).toMatchObject({
      status: 'diabetes-range',
      priority: 'high',
      unit: 'mg/dL',
    });
    expect(analysis.bloodGlucose?.average).toBeCloseTo((132 + 7.4 * 18.0156) / 2, 1);
    expect(analysis.bloodGlucose?.interpretation).toContain('ADA Standards of Care in Diabetes 2025');
    expect(analysis.bloodPressure).toMatchObject({
      status: 'stage-2',
      priority: 'high',
      average: { systolic: 140, diastolic: 89.5 },
    });
    expect(analysis.bloodPressure?.interpretation).toContain('2017 ACC/AHA');
    expect(analysis.medications?.interactions[0]).toMatchObject({
      ingredients: ['lisinopril', 'spironolactone'],
      severity: 'major',
    });
    expect(result.body.trustScore).toBe(1);
    expect(result.body.recommendations).toBeUndefined();
    expect(result.body.alerts).toEqual([]);
    expect(result.body.disclaimer).toMatch(/not a diagnosis/);
  });

  it('gives recommendations only when asked, most urgent first, each with its source', async () => {
    const result = await analyze({
      data: {
        bloodPressure: [
          { systolic: 186, diastolic: 110 },
          { systolic: 150, diastolic: 95 },
        ],
      },
      includeRecommendations: true,
    });
    expect(result.body.recommendations?.[0]).toMatchObject({
      category: 'blood-pressure',
      priority: 'urgent',
    });
    expect(result.body.recommendations?.[0]?.source.url).toMatch(/^https:\/\/www\.heart\.org\//);
  });

  it('always raises an urgent-care alert for a crisis reading and level 2 hypoglycemia', async () => {
    const result = await analyze({
      data: { bloodPressure: [{ systolic: 181, diastolic: 90 }], bloodGlucose: [glucose(2.9, 'mmol/L')] },
    });
    expect(result.body.analysis.bloodPressure?.status).toBe('crisis');
    expect(result.body.analysis.bloodGlucose?.status).toBe('hypoglycemia-level-2');
    expect(result.body.alerts.map((alert) => alert.kind).sort()).toEqual([
      'hypertensive-crisis',
      'severe-hypoglycemia',
    ]);
    expect(result.body.alerts.find((alert) => alert.kind === 'hypertensive-crisis')?.message).toMatch(
      /call 911/,
    );
  });

  it.each([
    [glucose(69, 'mg/dL'), 'hypoglycemia-level-1'],
    [glucose(70, 'mg/dL'), 'normal'],
    [glucose(3.8, 'mmol/l'), 'hypoglycemia-level-1'],
    [glucose(3.9, 'MMOL/L'), 'normal'],
    [glucose(125, 'mg/dl', 'fasting'), 'prediabetes-range'],
    [glucose(7.0, 'mmol/L', 'fasting'), 'diabetes-range'],
  ])('classifies %j as %s over HTTP', async (reading, status) => {
    const result = await analyze({ data: { bloodGlucose: [reading] } });
    expect(result.body.analysis.bloodGlucose?.status).toBe(status);
  });

  it('adds per-reading findings when detailed', async () => {
    const result = await analyze({
      data: {
        bloodGlucose: [glucose(90, 'mg/dL'), glucose(250, 'mg/dL')],
        bloodPressure: [{ systolic: 118, diastolic: 76 }],
      },
      detailed: true,
    });
    expect(result.body.analysis.bloodGlucose?.findings?.map((f) => f.status)).toEqual([
      'normal',
      'very-high',
    ]);
    expect(
      (result.body.analysis.bloodGlucose?.findings?.[1] as { mmolL?: number } | undefined)?.mmolL,
    ).toBeCloseTo(13.88, 2);
    expect(result.body.analysis.bloodPressure?.findings?.[0]?.status).toBe('normal');
    expect(result.body.trustScore).toBeLessThan(1);
  });
});

describe('FHIR R4 Observations', () => {
  const observation = (code: string, value: number, unit: string, effectiveDateTime?: string) => ({
    resourceType: 'Observation',
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code }] },
    ...(effectiveDateTime ? { effectiveDateTime } : {}),
    valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
  });
  const pressure = (systolic: number, diastolic: number) => ({
    resourceType: 'Observation',
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code: '85354-9' }] },
    component: [
      {
        code: { coding: [{ system: 'http://loinc.org', code: '8480-6' }] },
        valueQuantity: { value: systolic, code: 'mm[Hg]' },
      },
      {
        code: { coding: [{ system: 'http://loinc.org', code: '8462-4' }] },
        valueQuantity: { value: diastolic, code: 'mm[Hg]' },
      },
    ],
  });

  it('reads LOINC-coded glucose and blood pressure from a Bundle, and round-trips its FHIR output', async () => {
    // Prepare
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        { resource: observation('1558-6', 101, 'mg/dL', '2026-11-20T07:00:00Z') },
        { resource: observation('15074-8', 3.5, 'mmol/L') },
        { resource: pressure(135, 85) },
      ],
    };

    // Act
    const first = await analyze({ data: { observations: bundle }, fhirOutput: true, detailed: true });
    const again = await analyze({ data: { observations: first.body.fhir }, detailed: true });

    // Assess
    expect(first.status).toBe(200);
    expect(
      first.body.analysis.bloodGlucose?.findings?.map((f) => [(f as { context?: string }).context, f.status]),
    ).toEqual([
      ['fasting', 'prediabetes-range'],
      ['random', 'hypoglycemia-level-1'],
    ]);
    expect(first.body.analysis.bloodPressure?.status).toBe('stage-1');
    const entries = (
      first.body.fhir as {
        entry: Array<{ resource: { interpretation: Array<{ coding: Array<{ code: string }> }> } }>;
      }
    ).entry;
    const codes = entries.map((e) => e.resource.interpretation[0]?.coding[0]?.code);
    expect(codes).toEqual(['H', 'L', 'H']);
    expect(again.status).toBe(200);
    expect(again.body.analysis).toEqual(first.body.analysis);
  });

  it('names every entry it cannot read, and analyzes nothing', async () => {
    const result = await t.http.post<ErrorBody>('/api/v1/health-data/analyze', {
      key,
      json: {
        data: {
          observations: [
            observation('2339-0', 100, 'mg/dL'),
            observation('2339-0', 100, 'g/L'),
            observation('12345-6', 1, 'mg/dL'),
            { resourceType: 'Patient' },
            pressure(80, 120),
          ],
        },
      },
    });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.details?.map((d) => d.path)).toEqual([
      'body.data.observations[1].valueQuantity.code',
      'body.data.observations[2].code',
      'body.data.observations[3].resourceType',
      'body.data.observations[4].component',
    ]);
  });
});

describe('bad input is a 400 naming the field', () => {
  const cases: Array<[string, unknown, string]> = [
    ['no data', {}, 'body.data'],
    ['empty data', { data: {} }, 'body.data'],
    [
      'a glucose unit other than mg/dL or mmol/L',
      { data: { bloodGlucose: [glucose(5, 'g/L')] } },
      'body.data.bloodGlucose.0.unit',
    ],
    [
      'a glucose value as text',
      { data: { bloodGlucose: [{ value: '100', unit: 'mg/dL' }] } },
      'body.data.bloodGlucose.0.value',
    ],
    [
      'a negative glucose',
      { data: { bloodGlucose: [glucose(-1, 'mg/dL')] } },
      'body.data.bloodGlucose.0.value',
    ],
    [
      'an impossible mmol/L value',
      { data: { bloodGlucose: [glucose(500, 'mmol/L')] } },
      'body.data.bloodGlucose.0.value',
    ],
    [
      'an unknown context',
      { data: { bloodGlucose: [glucose(5, 'mmol/L', 'lunch')] } },
      'body.data.bloodGlucose.0.context',
    ],
    [
      'a timestamp that is not one',
      { data: { bloodGlucose: [{ ...glucose(5, 'mmol/L'), timestamp: 'yesterday' }] } },
      'body.data.bloodGlucose.0.timestamp',
    ],
    [
      'diastolic above systolic',
      { data: { bloodPressure: [{ systolic: 80, diastolic: 120 }] } },
      'body.data.bloodPressure.0.diastolic',
    ],
    [
      'a missing diastolic',
      { data: { bloodPressure: [{ systolic: 120 }] } },
      'body.data.bloodPressure.0.diastolic',
    ],
    [
      'too many readings',
      { data: { bloodGlucose: Array.from({ length: 1_001 }, () => glucose(100, 'mg/dL')) } },
      'body.data.bloodGlucose',
    ],
    ['an oversized medication name', { data: { medications: ['x'.repeat(201)] } }, 'body.data.medications.0'],
    ['an unknown field', { data: { bloodGlucose: [glucose(100, 'mg/dL')] }, verbose: true }, 'body.verbose'],
    [
      'observations that are not FHIR',
      { data: { observations: { hello: 'world' } } },
      'body.data.observations',
    ],
    [
      'an empty Bundle',
      { data: { observations: { resourceType: 'Bundle', entry: [] } } },
      'body.data.observations',
    ],
  ];
  it.each(cases)('%s', async (_label, json, path) => {
    const result = await t.http.post<ErrorBody>('/api/v1/health-data/analyze', { key, json });
    expect(result.status).toBe(400);
    expect(result.body.details?.map((d) => d.path)).toContain(path);
  });
});

describe('POST /api/v1/drug-interactions', () => {
  it('reads brands, doses and misspellings and returns interactions most severe first', async () => {
    const result = await t.http.post<CheckBody>('/api/v1/drug-interactions', {
      key,
      json: { medications: ['Zoloft 50 mg', { name: 'tramadol', dosage: '50 mg' }, 'selegeline', 'Tylenol'] },
    });
    expect(result.status).toBe(200);
    expect(result.body.medications.map((m) => m.ingredients[0])).toEqual([
      'sertraline',
      'tramadol',
      'selegiline',
      'acetaminophen',
    ]);
    expect(result.body.highestSeverity).toBe('contraindicated');
    expect(result.body.interactions[0]).toMatchObject({
      severity: 'contraindicated',
      rule: 'maoi-serotonergic',
    });
    expect(result.body.interactions.every((i) => i.source.url.startsWith('https://'))).toBe(true);
    expect(result.body.disclaimer).toMatch(/pharmacist/);
  });

  it('answers null highestSeverity when nothing interacts', async () => {
    const result = await t.http.post<CheckBody>('/api/v1/drug-interactions', {
      key,
      json: { medications: ['metformin', 'atorvastatin'] },
    });
    expect(result.body).toMatchObject({ interactions: [], highestSeverity: null });
  });

  it.each([
    ['one medication', { medications: ['aspirin'] }],
    ['51 medications', { medications: Array.from({ length: 51 }, () => 'aspirin') }],
    ['a number for a name', { medications: ['aspirin', 5] }],
    ['an empty name', { medications: ['aspirin', ''] }],
    ['no list', {}],
  ])('refuses %s with 400', async (_label, json) => {
    const result = await t.http.post<ErrorBody>('/api/v1/drug-interactions', { key, json });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
  });
});
