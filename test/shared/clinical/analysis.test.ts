import { describe, expect, it } from 'vitest';
import { analyzeHealthData } from '../../../shared/clinical/analysis.ts';
import { detectRedFlags, urgentCareMessage } from '../../../shared/clinical/red-flags.ts';

const options = { detailed: true, includeRecommendations: true };

describe('health-data analysis: clinical safety', () => {
  it('keeps a mis-united glucose out of the status and averages, and still warns', () => {
    const result = analyzeHealthData(
      {
        bloodGlucose: [
          { value: 5.5, unit: 'mg/dL' },
          { value: 110, unit: 'mmol/L' },
        ],
      },
      options,
    );
    expect(result.bloodGlucose).toMatchObject({ status: 'unit-unclear', priority: 'urgent', readings: 2 });
    expect(result.bloodGlucose?.average).toBeUndefined();
    expect(result.bloodGlucose?.timeInRange).toBeUndefined();
    expect(result.bloodGlucose?.unitWarnings?.map((w) => w.likelyUnit)).toEqual(['mmol/L', 'mg/dL']);
    expect(result.alerts.map((alert) => alert.kind)).toEqual([
      'possible-severe-hypoglycemia',
      'possible-hyperglycemic-crisis',
    ]);
    expect(result.recommendations[0]?.text).toMatch(/Check whether the meter shows mg\/dL or mmol\/L/);
    expect(result.trustScore).toBe(0.5);
  });

  it('builds the urgent-care message with the red-flag engine, emergencies first', () => {
    const result = analyzeHealthData(
      {
        bloodPressure: [{ systolic: 200, diastolic: 100 }],
        symptoms: ['crushing chest pain'],
      },
      options,
    );
    expect(result.alerts.map((alert) => [alert.kind, alert.urgency])).toEqual([
      ['chest-pain', 'emergency'],
      // A crisis with chest pain is a hypertensive emergency on every path, never "measure again".
      ['hypertensive-emergency', 'emergency'],
    ]);
    const flags = detectRedFlags('crushing chest pain. blood pressure 200/100');
    expect(result.urgentCare).toBe(urgentCareMessage(flags));
  });

  it('says low, never normal, for a low average, and crisis first for a crisis', () => {
    const low = analyzeHealthData({ bloodPressure: [{ systolic: 86, diastolic: 54 }] }, options);
    expect(low.bloodPressure?.interpretation).toMatch(
      /^1 reading on 1 day, average 86\/54 mm Hg: low blood pressure/,
    );
    const crisis = analyzeHealthData(
      {
        bloodPressure: [
          { systolic: 186, diastolic: 100 },
          { systolic: 120, diastolic: 70 },
        ],
      },
      options,
    );
    expect(crisis.bloodPressure?.interpretation).toMatch(/^Hypertensive crisis: 1 of 2 readings/);
  });

  it('has no alerts and no urgent-care message for ordinary readings', () => {
    const result = analyzeHealthData(
      { bloodGlucose: [{ value: 100, unit: 'mg/dL' }], bloodPressure: [{ systolic: 118, diastolic: 76 }] },
      options,
    );
    expect(result.alerts).toEqual([]);
    expect(result.urgentCare).toBeUndefined();
  });
});

describe('a series with one mis-united reading', () => {
  it('classifies the rest, and recommends checking the unit as well', () => {
    const result = analyzeHealthData(
      {
        bloodGlucose: [
          { value: 100, unit: 'mg/dL' },
          { value: 6, unit: 'mg/dL' },
        ],
      },
      options,
    );
    expect(result.bloodGlucose?.status).toBe('normal');
    expect(result.bloodGlucose?.hypoglycemia.level2).toBe(0);
    expect(result.alerts.map((alert) => alert.kind)).toEqual(['possible-severe-hypoglycemia']);
    expect(result.recommendations.map((r) => r.text)).toEqual([
      expect.stringMatching(/within the expected range/),
      expect.stringMatching(/Check whether the meter shows mg\/dL or mmol\/L/),
    ]);
  });
});

describe('health-data analysis: findings the hostile tester missed (issue #10)', () => {
  it.each([['breathing fast'], ['breathing deeply and quickly'], ['rapid breathing'], ['pain in my belly']])(
    'reads "%s" with glucose above 240 mg/dL as possible DKA',
    (symptom) => {
      const result = analyzeHealthData(
        { bloodGlucose: [{ value: 320, unit: 'mg/dL' }], symptoms: [symptom] },
        options,
      );
      expect(result.alerts.map((alert) => alert.kind)).toContain('possible-dka');
    },
  );

  it('does not read a negated symptom as DKA', () => {
    const result = analyzeHealthData(
      { bloodGlucose: [{ value: 320, unit: 'mg/dL' }], symptoms: ['no fast breathing'] },
      options,
    );
    expect(result.alerts.map((alert) => alert.kind)).not.toContain('possible-dka');
  });

  it('calls a crisis with a severe headache and vision change a hypertensive emergency', () => {
    const result = analyzeHealthData(
      { bloodPressure: [{ systolic: 185, diastolic: 110 }], symptoms: ['bad headache and blurry vision'] },
      options,
    );
    expect(result.alerts.map((alert) => [alert.kind, alert.urgency])[0]).toEqual([
      'hypertensive-emergency',
      'emergency',
    ]);
    expect(result.urgentCare).toMatch(/^This may be an emergency\. Call 911/);
  });

  it.each([
    [{ systolic: 70, diastolic: 40 }, true],
    [{ systolic: 78, diastolic: 48 }, true],
    [{ systolic: 80, diastolic: 50 }, false],
    [{ systolic: 86, diastolic: 54 }, false],
    [{ systolic: 90, diastolic: 45 }, false],
  ])('%j without symptoms: severe hypotension is %s (MAP below 60 mm Hg)', (reading, severe) => {
    const result = analyzeHealthData({ bloodPressure: [reading] }, options);
    expect(result.alerts.map((alert) => alert.kind)).toEqual(severe ? ['severe-hypotension'] : []);
    expect(result.bloodPressure?.priority).toBe(severe ? 'urgent' : 'medium');
  });

  it('answers symptoms alone, and joins alerts from data it does not analyze', () => {
    const alone = analyzeHealthData({ symptoms: ['crushing chest pain'] }, options);
    expect(alone.alerts.map((alert) => alert.kind)).toEqual(['chest-pain']);
    expect(alone.bloodGlucose).toBeUndefined();
    const other = analyzeHealthData(
      {
        otherFlags: [
          {
            id: 'low-oxygen',
            label: 'Oxygen saturation 82%',
            urgency: 'emergency',
            advice: 'Call 911.',
            source: { title: 'NEWS2', url: 'https://www.rcp.ac.uk/' },
          },
        ],
      },
      options,
    );
    expect(other.alerts.map((alert) => alert.kind)).toEqual(['low-oxygen']);
    expect(other.urgentCare).toMatch(/^This may be an emergency/);
  });
});
