import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResponse } from '../../functions/drug-interactions/contract.ts';
import type { AnalysisResponse } from '../../functions/health-data/contract.ts';
import { detectRedFlags } from '../../shared/clinical/red-flags.ts';
import { type ErrorBody, signUp, startTestApi, type TestApi } from '../support/local-api.ts';

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

  // Changed for issue #10: an Observation of a kind we do not analyze (here LOINC 12345-6) used to be
  // an error of its own; it is now listed as unsupported, and only unreadable entries are errors.
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
    // The Patient resource is not an entry that cannot be read: it is listed as not analyzed, as a
    // record system's Bundle carries one (test/integration/urgent-refusals.test.ts).
    expect(result.body.details?.map((d) => d.path)).toEqual([
      'body.data.observations[1].valueQuantity.code',
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
      'a day that does not exist',
      { data: { bloodGlucose: [{ ...glucose(5, 'mmol/L'), timestamp: '2026-02-30T10:00:00Z' }] } },
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

describe('clinical safety of the analysis (issue #10)', () => {
  type Alerted = AnalysisBody & {
    analysis: {
      bloodGlucose?: { unitWarnings?: Array<{ index: number; likelyUnit: string; message: string }> };
    };
  };
  const post = (json: unknown) => t.http.post<Alerted>('/api/v1/health-data/analyze', { key, json });
  const kinds = (body: AnalysisBody) => body.alerts.map((alert) => alert.kind);

  describe('glucose units: a value that does not fit its unit is flagged, not classified', () => {
    it('reads 5.5 mg/dL as a unit mix-up, not level 2 hypoglycemia, and still gives the urgent advice', async () => {
      const result = await post({ data: { bloodGlucose: [glucose(5.5, 'mg/dL')] }, detailed: true });
      expect(result.status).toBe(200);
      const analysis = result.body.analysis.bloodGlucose;
      expect(analysis?.status).toBe('unit-unclear');
      expect(analysis?.hypoglycemia).toEqual({ level1: 0, level2: 0 });
      expect(analysis?.average).toBeUndefined();
      expect(analysis?.unitWarnings).toEqual([
        expect.objectContaining({ index: 0, value: 5.5, unit: 'mg/dL', likelyUnit: 'mmol/L' }),
      ]);
      expect(analysis?.findings?.[0]).toMatchObject({
        status: 'unit-unclear',
        unitWarning: { likelyUnit: 'mmol/L' },
      });
      // Err toward care: if it really is 5.5 mg/dL, it is severe hypoglycemia.
      expect(kinds(result.body)).toEqual(['possible-severe-hypoglycemia']);
      expect(result.body.alerts[0]?.message).toMatch(/If the reading really is 5\.5 mg\/dL.*check the unit/);
      expect(result.body.urgentCare).toMatch(
        /^This needs prompt medical attention\. If the reading really is/,
      );
    });

    it('gives a true-looking 15 mg/dL both the urgent-care message and the unit warning', async () => {
      const result = await post({ data: { bloodGlucose: [glucose(15, 'mg/dL')] } });
      expect(result.body.analysis.bloodGlucose?.unitWarnings?.[0]?.likelyUnit).toBe('mmol/L');
      expect(result.body.urgentCare).toContain('15 grams of fast-acting carbohydrate');
      expect(result.body.analysis.bloodGlucose?.priority).toBe('urgent');
    });

    it('reads 110 mmol/L as a mg/dL value, with the crisis advice if it is right', async () => {
      const result = await post({ data: { bloodGlucose: [glucose(110, 'mmol/L')] } });
      expect(result.status).toBe(200);
      expect(result.body.analysis.bloodGlucose?.status).toBe('unit-unclear');
      expect(result.body.analysis.bloodGlucose?.unitWarnings?.[0]?.likelyUnit).toBe('mg/dL');
      expect(kinds(result.body)).toEqual(['possible-hyperglycemic-crisis']);
    });

    it.each([
      [glucose(19.9, 'mg/dL'), 'unit-unclear', ['possible-severe-hypoglycemia']],
      [glucose(20, 'mg/dL'), 'hypoglycemia-level-2', ['severe-hypoglycemia']],
      [glucose(1.1, 'mmol/L'), 'hypoglycemia-level-2', ['severe-hypoglycemia']],
      [glucose(53, 'mg/dL'), 'hypoglycemia-level-2', ['severe-hypoglycemia']],
      [glucose(54, 'mg/dL'), 'hypoglycemia-level-1', []],
      [glucose(2.9, 'mmol/L'), 'hypoglycemia-level-2', ['severe-hypoglycemia']],
      [glucose(3.0, 'mmol/L'), 'hypoglycemia-level-1', []],
      [glucose(599, 'mg/dL'), 'very-high', []],
      [glucose(600, 'mg/dL'), 'very-high', ['hyperglycemic-crisis']],
      [glucose(2000, 'mg/dL'), 'very-high', ['hyperglycemic-crisis']],
      [glucose(33.2, 'mmol/L'), 'very-high', []],
      [glucose(33.3, 'mmol/L'), 'very-high', ['hyperglycemic-crisis']],
      [glucose(35, 'mmol/L'), 'very-high', ['hyperglycemic-crisis']],
      [glucose(35.1, 'mmol/L'), 'unit-unclear', ['possible-hyperglycemic-crisis']],
    ])('%j is %s with alerts %j', async (reading, status, alerts) => {
      const result = await post({ data: { bloodGlucose: [reading] } });
      expect(result.status).toBe(200);
      expect(result.body.analysis.bloodGlucose?.status).toBe(status);
      expect(kinds(result.body)).toEqual(alerts);
      expect(result.body.urgentCare === undefined).toBe(alerts.length === 0);
    });

    it('classifies and averages only the readings that fit their unit', async () => {
      const result = await post({
        data: { bloodGlucose: [glucose(5.5, 'mg/dL'), glucose(100, 'mg/dL'), glucose(5.5, 'mmol/L')] },
      });
      const analysis = result.body.analysis.bloodGlucose;
      expect(analysis?.status).toBe('normal');
      expect(analysis?.readings).toBe(3);
      expect(analysis?.average).toBeCloseTo((100 + 5.5 * 18.0156) / 2, 1);
      expect(analysis?.unitWarnings?.map((warning) => warning.index)).toEqual([0]);
      expect(analysis?.interpretation).toContain(
        '1 reading not classified because the value does not fit its unit',
      );
    });
  });

  describe('blood pressure: the status and the text agree', () => {
    it('calls 86/54 low, in the status, the text and the advice, with the symptoms to watch', async () => {
      const result = await post({
        data: { bloodPressure: [{ systolic: 86, diastolic: 54 }] },
        detailed: true,
        includeRecommendations: true,
      });
      const analysis = result.body.analysis.bloodPressure;
      expect(analysis?.status).toBe('low');
      expect(analysis?.priority).toBe('medium');
      expect(analysis?.interpretation).toContain(
        'average 86/54 mm Hg: low blood pressure (below 90/60 mm Hg)',
      );
      expect(analysis?.interpretation).not.toMatch(/\bnormal\b/);
      expect(analysis?.interpretation).toMatch(/dizziness.*fainting.*blurred vision/);
      expect(analysis?.findings?.[0]?.status).toBe('low');
      expect(result.body.recommendations?.[0]?.source.url).toMatch(
        /^https:\/\/www\.heart\.org\/.*low-blood-pressure/,
      );
      expect(result.body.alerts).toEqual([]);
    });

    it.each([
      [{ systolic: 90, diastolic: 60 }, 'normal'],
      [{ systolic: 89, diastolic: 60 }, 'low'],
      [{ systolic: 90, diastolic: 59 }, 'low'],
      [{ systolic: 150, diastolic: 55 }, 'stage-2'],
      [{ systolic: 180, diastolic: 120 }, 'stage-2'],
      [{ systolic: 181, diastolic: 90 }, 'crisis'],
      [{ systolic: 170, diastolic: 121 }, 'crisis'],
    ])('%j is %s', async (reading, status) => {
      const result = await post({ data: { bloodPressure: [reading] } });
      expect(result.body.analysis.bloodPressure?.status).toBe(status);
      expect(kinds(result.body)).toEqual(status === 'crisis' ? ['hypertensive-crisis'] : []);
    });

    it('makes low blood pressure with symptoms urgent, and with signs of shock an emergency', async () => {
      const dizzy = await post({
        data: { bloodPressure: [{ systolic: 86, diastolic: 54 }], symptoms: ['dizzy when I stand up'] },
      });
      expect(dizzy.body.analysis.bloodPressure?.priority).toBe('urgent');
      expect(kinds(dizzy.body)).toEqual(['symptomatic-hypotension']);
      expect(dizzy.body.urgentCare).toMatch(/^This needs prompt medical attention\./);

      const shock = await post({
        data: {
          bloodPressure: [{ systolic: 78, diastolic: 50 }],
          symptoms: ['confused', 'cold clammy skin'],
        },
      });
      // The shared engine adds what the words alone say (confusion); the reading adds shock.
      expect(kinds(shock.body).sort()).toEqual(
        [
          'hypotension-shock-signs',
          ...detectRedFlags('confused. cold clammy skin').map((flag) => flag.id),
        ].sort(),
      );
      expect(shock.body.urgentCare).toMatch(/^This may be an emergency\. Call 911/);

      const negated = await post({
        data: { bloodPressure: [{ systolic: 86, diastolic: 54 }], symptoms: ['no dizziness'] },
      });
      expect(negated.body.alerts).toEqual([]);
    });
  });

  describe('dangerous findings lead with the red-flag engine’s urgent-care message', () => {
    it('uses the same words as triage and /ask, and puts the message first', async () => {
      const result = await post({
        data: { bloodPressure: [{ systolic: 186, diastolic: 110 }], bloodGlucose: [glucose(50, 'mg/dL')] },
      });
      const flags = detectRedFlags('blood pressure 186/110, blood glucose 50 mg/dl');
      expect(kinds(result.body).sort()).toEqual(flags.map((flag) => flag.id).sort());
      for (const flag of flags)
        expect(result.body.alerts.find((alert) => alert.kind === flag.id)?.message).toBe(flag.advice);
      expect(result.body.urgentCare).toMatch(/^This needs prompt medical attention\./);
      expect(Object.keys(JSON.parse(result.text))[0]).toBe('urgentCare');
    });

    it('raises level 3 hypoglycemia signs (passing out) as an emergency, first', async () => {
      const result = await post({
        data: { bloodGlucose: [glucose(2.5, 'mmol/L')], symptoms: ['passed out, needed help'] },
      });
      expect(result.body.alerts[0]).toMatchObject({ kind: 'unresponsive-or-seizure', urgency: 'emergency' });
      expect(kinds(result.body)).toContain('severe-hypoglycemia');
      expect(result.body.urgentCare).toMatch(/^This may be an emergency\./);
    });

    it.each([
      [glucose(300, 'mg/dL'), ['vomiting', 'ketones are high'], ['possible-dka']],
      [glucose(16.7, 'mmol/L'), ['fruity breath'], ['possible-dka']],
      [glucose(13.3, 'mmol/L'), ['vomiting'], []],
      [glucose(300, 'mg/dL'), [], []],
      [glucose(300, 'mg/dL'), ['no vomiting'], []],
    ])('%j with %j gives %j', async (reading, symptoms, alerts) => {
      const result = await post({
        data: { bloodGlucose: [reading], ...(symptoms.length ? { symptoms } : {}) },
      });
      // The reading's own alert, plus whatever the shared engine reads in the same words.
      const fromWords = symptoms.length > 0 ? detectRedFlags(symptoms.join('. ')) : [];
      expect(kinds(result.body).sort()).toEqual([...alerts, ...fromWords.map((flag) => flag.id)].sort());
      if (alerts.length > 0) {
        expect(result.body.alerts[0]?.urgency).toBe('emergency');
        expect(result.body.analysis.bloodGlucose?.priority).toBe('urgent');
      }
    });
  });

  describe('FHIR Observations we do not analyze', () => {
    const vital = (code: string, value: number, unit: string, status = 'final') => ({
      resourceType: 'Observation',
      status,
      code: { coding: [{ system: 'http://loinc.org', code, display: 'Heart rate' }] },
      valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
    });
    const glucoseObservation = {
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: '2339-0' }] },
      valueQuantity: { value: 98, code: 'mg/dL' },
    };

    it('analyzes what it can and lists a heart rate as unsupported, with its code', async () => {
      const result = await post({
        data: {
          observations: {
            resourceType: 'Bundle',
            type: 'collection',
            entry: [{ resource: glucoseObservation }, { resource: vital('8867-4', 72, '/min') }],
          },
        },
      });
      expect(result.status).toBe(200);
      expect(result.body.analysis.bloodGlucose?.status).toBe('normal');
      expect(result.body.unsupported).toEqual([
        expect.objectContaining({
          path: 'body.data.observations.entry[1].resource',
          system: 'http://loinc.org',
          code: '8867-4',
        }),
      ]);
    });

    it('lists an entry entered in error as unsupported', async () => {
      const result = await post({
        data: { observations: [glucoseObservation, { ...glucoseObservation, status: 'entered-in-error' }] },
      });
      expect(result.body.analysis.bloodGlucose?.readings).toBe(1);
      expect(result.body.unsupported?.[0]).toMatchObject({ reason: 'status entered-in-error' });
    });

    it('still refuses a Bundle with nothing it can analyze', async () => {
      const result = await t.http.post<ErrorBody>('/api/v1/health-data/analyze', {
        key,
        json: {
          data: {
            observations: { resourceType: 'Bundle', entry: [{ resource: vital('8867-4', 72, '/min') }] },
          },
        },
      });
      expect(result.status).toBe(400);
      expect(result.body.details?.[0]).toMatchObject({ path: 'body.data.observations' });
      expect(result.body.details?.[0]?.message).toContain('8867-4');
    });

    it.each([
      [vital('8867-4', 0, '/min')],
      [vital('8867-4', -5, '/min')],
      [vital('8867-4', 301, '/min')],
      [vital('2708-6', 101, '%')],
    ])('refuses an impossible vital sign %j', async (observation) => {
      const result = await t.http.post<ErrorBody>('/api/v1/health-data/analyze', {
        key,
        json: { data: { observations: [glucoseObservation, observation] } },
      });
      expect(result.status).toBe(400);
      expect(result.body.details?.map((d) => d.path)).toEqual([
        'body.data.observations[1].valueQuantity.value',
      ]);
    });

    it('writes low blood pressure as L and a mis-united glucose as IND in its FHIR output, and reads them back', async () => {
      const first = await post({
        data: { bloodPressure: [{ systolic: 86, diastolic: 54 }], bloodGlucose: [glucose(5.5, 'mg/dL')] },
        fhirOutput: true,
      });
      const entries = (
        first.body.fhir as {
          entry: Array<{ resource: { interpretation: Array<{ coding: Array<{ code: string }> }> } }>;
        }
      ).entry;
      expect(entries.map((e) => e.resource.interpretation[0]?.coding[0]?.code)).toEqual(['IND', 'L']);
      const again = await post({ data: { observations: first.body.fhir } });
      expect(again.body.analysis).toEqual(first.body.analysis);
      expect(again.body.alerts).toEqual(first.body.alerts);
    });

    it('accepts the smallest glucose that is a reading in one unit, with its urgent advice', async () => {
      const result = await post({ data: { bloodGlucose: [glucose(0.5, 'mmol/L')] } });
      expect(result.status).toBe(200);
      expect(kinds(result.body)).toContain('severe-hypoglycemia');
    });

    it('accepts the highest possible heart rate', async () => {
      const result = await post({
        data: { observations: [glucoseObservation, vital('8867-4', 300, '/min')] },
      });
      expect(result.status).toBe(200);
    });
  });

  describe('bad input is a 400 naming the field, never a 500', () => {
    const cases: Array<[string, unknown, string]> = [
      ['a zero glucose', { data: { bloodGlucose: [glucose(0, 'mg/dL')] } }, 'body.data.bloodGlucose.0.value'],
      [
        'a zero mmol/L glucose',
        { data: { bloodGlucose: [glucose(0, 'mmol/L')] } },
        'body.data.bloodGlucose.0.value',
      ],
      [
        'a glucose too small to be a reading in either unit',
        { data: { bloodGlucose: [glucose(1e-308, 'mg/dL')] } },
        'body.data.bloodGlucose.0.value',
      ],
      [
        'a glucose just under the floor in mmol/L',
        { data: { bloodGlucose: [glucose(0.49, 'mmol/L')] } },
        'body.data.bloodGlucose.0.value',
      ],
      [
        'a glucose above 2000 mg/dL',
        { data: { bloodGlucose: [glucose(2000.1, 'mg/dL')] } },
        'body.data.bloodGlucose.0.value',
      ],
      [
        'a glucose above 2000 mg/dL in mmol/L',
        { data: { bloodGlucose: [glucose(111.1, 'mmol/L')] } },
        'body.data.bloodGlucose.0.value',
      ],
      [
        'a systolic above 300',
        { data: { bloodPressure: [{ systolic: 301, diastolic: 100 }] } },
        'body.data.bloodPressure.0.systolic',
      ],
      [
        'a diastolic equal to the systolic',
        { data: { bloodPressure: [{ systolic: 100, diastolic: 100 }] } },
        'body.data.bloodPressure.0.diastolic',
      ],
      [
        'a systolic as text',
        { data: { bloodPressure: [{ systolic: '120', diastolic: 80 }] } },
        'body.data.bloodPressure.0.systolic',
      ],
      [
        'symptoms as text',
        { data: { bloodPressure: [{ systolic: 120, diastolic: 80 }], symptoms: 'dizzy' } },
        'body.data.symptoms',
      ],
      [
        'an empty symptom',
        { data: { bloodPressure: [{ systolic: 120, diastolic: 80 }], symptoms: ['  '] } },
        'body.data.symptoms.0',
      ],
      [
        'an oversized symptom',
        { data: { bloodPressure: [{ systolic: 120, diastolic: 80 }], symptoms: ['x'.repeat(201)] } },
        'body.data.symptoms.0',
      ],
      [
        'too many symptoms',
        {
          data: {
            bloodPressure: [{ systolic: 120, diastolic: 80 }],
            symptoms: Array.from({ length: 21 }, () => 'dizzy'),
          },
        },
        'body.data.symptoms',
      ],
      [
        'a FHIR glucose of 0',
        {
          data: {
            observations: [
              {
                resourceType: 'Observation',
                code: { coding: [{ system: 'http://loinc.org', code: '2339-0' }] },
                valueQuantity: { value: 0, code: 'mg/dL' },
              },
            ],
          },
        },
        'body.data.observations[0].valueQuantity.value',
      ],
      [
        'an Observation without a code',
        {
          data: {
            observations: [{ resourceType: 'Observation', valueQuantity: { value: 1, code: '/min' } }],
          },
        },
        'body.data.observations[0].code',
      ],
    ];
    it.each(cases)('%s', async (_label, json, path) => {
      const result = await t.http.post<ErrorBody>('/api/v1/health-data/analyze', { key, json });
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('VALIDATION_ERROR');
      expect(result.body.details?.map((d) => d.path)).toContain(path);
    });
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

describe('clinical safety of the analysis (issue #10, hostile tester)', () => {
  // A key of its own, so that the earlier tests' requests do not count against its rate limit.
  let own: string;
  beforeAll(async () => {
    own = (await signUp(t.http)).key;
  });
  const post = (json: unknown) =>
    t.http.post<AnalysisBody>('/api/v1/health-data/analyze', { key: own, json });
  const kinds = (body: AnalysisBody) => body.alerts.map((alert) => alert.kind);
  const observation = (code: string, value: number, unit: string) => ({
    resourceType: 'Observation',
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code }] },
    valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
  });
  const bundleOf = (...resources: unknown[]) => ({
    resourceType: 'Bundle',
    type: 'collection',
    entry: resources.map((resource) => ({ resource })),
  });

  it('answers the red flags of symptoms sent alone: 200 with the alerts and no analysis sections', async () => {
    const result = await post({ data: { symptoms: ['I want to kill myself'] } });
    expect(result.status).toBe(200);
    expect(result.body.alerts.length).toBeGreaterThan(0);
    expect(kinds(result.body)).toEqual(detectRedFlags('I want to kill myself').map((flag) => flag.id));
    expect(Object.keys(result.body)[0]).toBe('urgentCare');
    expect(result.body.analysis).toEqual({});
  });

  it('answers symptoms alone without a red flag with no alerts', async () => {
    const result = await post({ data: { symptoms: ['a mild cold'] } });
    expect(result.status).toBe(200);
    expect(result.body.alerts).toEqual([]);
    expect(result.body.urgentCare).toBeUndefined();
  });

  it.each([
    ['59408-5', 82, '%', 'low-oxygen', 'emergency'],
    ['2708-6', 82, '%', 'low-oxygen', 'emergency'],
    ['2708-6', 92, '%', 'low-oxygen-urgent', 'urgent'],
    ['8867-4', 180, '/min', 'abnormal-heart-rate', 'urgent'],
    ['8867-4', 131, '/min', 'abnormal-heart-rate', 'urgent'],
    ['8867-4', 35, '/min', 'abnormal-heart-rate', 'urgent'],
    ['9279-1', 30, '/min', 'abnormal-respiratory-rate', 'urgent'],
    ['8310-5', 41.5, 'Cel', 'high-temperature', 'urgent'],
    ['8310-5', 39.1, 'Cel', 'high-temperature', 'urgent'],
    ['8310-5', 34.5, 'Cel', 'low-temperature', 'urgent'],
    ['2823-3', 7.2, 'mmol/L', 'lab-critical-2823-3', 'urgent'],
  ])('alerts on an unsupported Observation %s = %s %s (%s)', async (code, value, unit, kind, urgency) => {
    const result = await post({ data: { observations: bundleOf(observation(code, value, unit)) } });
    expect(result.status).toBe(200);
    expect(result.body.unsupported?.map((entry) => entry.code)).toEqual([code]);
    expect(result.body.alerts.map((alert) => [alert.kind, alert.urgency])).toEqual([[kind, urgency]]);
    expect(Object.keys(result.body)[0]).toBe('urgentCare');
  });

  it.each([
    ['2708-6', 95, '%'],
    ['8867-4', 130, '/min'],
    ['8310-5', 39, 'Cel'],
    ['2823-3', 4.2, 'mmol/L'],
  ])(
    'raises no alert for an unremarkable %s = %s %s (and still has nothing to analyze)',
    async (code, value, unit) => {
      const result = await t.http.post<ErrorBody>('/api/v1/health-data/analyze', {
        key: own,
        json: { data: { observations: bundleOf(observation(code, value, unit)) } },
      });
      expect(result.status).toBe(400);
    },
  );

  it('reads symptoms through zero-width characters and look-alike letters', async () => {
    const result = await post({ data: { symptoms: ['crushing ch\u200best pain', 'cold \u0455weat'] } });
    expect(result.status).toBe(200);
    expect(result.body.alerts[0]?.urgency).toBe('emergency');
    expect(kinds(result.body)).toContain('chest-pain');
  });

  it('makes a hypertensive crisis with target-organ symptoms an emergency (call 911)', async () => {
    for (const symptom of ['bad headache and blurry vision', 'trouble speaking', 'my vision is blurred']) {
      const result = await post({
        data: { bloodPressure: [{ systolic: 185, diastolic: 110 }], symptoms: [symptom] },
      });
      // The symptoms' own emergency (stroke signs) stands for it when the engine raises one.
      expect(result.body.alerts[0]?.urgency, symptom).toBe('emergency');
      expect(
        kinds(result.body).some((kind) => ['hypertensive-emergency', 'stroke-signs'].includes(kind)),
      ).toBe(true);
      if (symptom === 'bad headache and blurry vision')
        expect(result.body.alerts[0]?.kind).toBe('hypertensive-emergency');
      expect(result.body.urgentCare).toMatch(/^This may be an emergency\. Call 911/);
    }
    const calm = await post({ data: { bloodPressure: [{ systolic: 185, diastolic: 110 }] } });
    expect(kinds(calm.body)).toEqual(['hypertensive-crisis']);
  });

  it.each([['breathing fast'], ['breathing deeply and quickly'], ['fast breathing'], ['my stomach hurts']])(
    'reads very high glucose with "%s" as possible DKA',
    async (symptom) => {
      const result = await post({ data: { bloodGlucose: [glucose(320, 'mg/dL')], symptoms: [symptom] } });
      expect(kinds(result.body)).toContain('possible-dka');
      expect(result.body.analysis.bloodGlucose?.priority).toBe('urgent');
    },
  );

  it('makes 70/40 urgent even without symptoms (mean arterial pressure below 60 mm Hg)', async () => {
    const result = await post({ data: { bloodPressure: [{ systolic: 70, diastolic: 40 }] } });
    expect(result.body.analysis.bloodPressure?.status).toBe('low');
    expect(result.body.analysis.bloodPressure?.priority).toBe('urgent');
    expect(kinds(result.body)).toEqual(['severe-hypotension']);
    expect(result.body.urgentCare).toMatch(/^This needs prompt medical attention\./);
  });

  it('accepts the glucose context in any case, as units', async () => {
    const result = await post({ data: { bloodGlucose: [glucose(130, 'mg/dL', 'Fasting')] } });
    expect(result.status).toBe(200);
    expect(result.body.analysis.bloodGlucose?.status).toBe('diabetes-range');
  });
});
