import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/errors.ts';
import { parseObservations } from '../../../shared/fhir/observations.ts';

const LOINC = 'http://loinc.org';
const observation = (code: string, value: number, unit: string, system = LOINC) => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system, code }] },
  valueQuantity: { value, code: unit },
});

describe('parseObservations', () => {
  it('reads glucose and lists other Observations as unsupported with their code', () => {
    const parsed = parseObservations([
      observation('2339-0', 90, 'mg/dL'),
      observation('8867-4', 70, '/min'),
      observation('29463-7', 70, 'kg'),
      observation('271649006', 120, 'mm[Hg]', 'http://snomed.info/sct'),
    ]);
    expect(parsed.bloodGlucose).toEqual([{ value: 90, unit: 'mg/dL' }]);
    expect(parsed.unsupported.map((entry) => [entry.path, entry.system, entry.code])).toEqual([
      ['body.data.observations[1]', LOINC, '8867-4'],
      ['body.data.observations[2]', LOINC, '29463-7'],
      ['body.data.observations[3]', 'http://snomed.info/sct', '271649006'],
    ]);
  });

  it.each([
    ['8867-4', 0, '/min'],
    ['8867-4', 300.5, '/min'],
    ['9279-1', 0, '/min'],
    ['9279-1', 101, '/min'],
    ['59408-5', 0, '%'],
    ['59408-5', 100.1, '%'],
  ])('refuses the impossible vital sign %s = %f %s', (code, value, unit) => {
    try {
      parseObservations([observation(code, value, unit)]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).details.map((d) => d.path)).toEqual([
        'body.data.observations[0].valueQuantity.value',
      ]);
    }
  });

  it.each([
    ['8867-4', 1, '/min'],
    ['8867-4', 300, '/min'],
    ['59408-5', 100, '%'],
  ])('accepts the possible vital sign %s = %f %s as unsupported', (code, value, unit) => {
    expect(parseObservations([observation(code, value, unit)]).unsupported).toHaveLength(1);
  });
});

describe('dangerous values in Observations not analyzed (issue #10)', () => {
  it.each([
    ['59408-5', 82, '%', 'low-oxygen'],
    ['2708-6', 92, '%', 'low-oxygen-urgent'],
    ['8867-4', 180, '/min', 'abnormal-heart-rate'],
    ['8867-4', 40, '/min', 'abnormal-heart-rate'],
    ['9279-1', 8, '/min', 'abnormal-respiratory-rate'],
    ['8310-5', 41.5, 'Cel', 'high-temperature'],
    ['8310-5', 106, '[degF]', 'high-temperature'],
    ['8310-5', 35, 'Cel', 'low-temperature'],
    ['2823-3', 7.2, 'mmol/L', 'lab-critical-2823-3'],
    ['6298-4', 7.2, 'mmol/L', 'lab-critical-2823-3'],
  ])('%s = %s %s is unsupported for analysis but raises %s', (code, value, unit, id) => {
    const parsed = parseObservations([observation(code, value, unit)]);
    expect(parsed.unsupported.map((entry) => entry.code)).toEqual([code]);
    expect(parsed.alerts.map((alert) => alert.id)).toEqual([id]);
  });

  it.each([
    ['59408-5', 93, '%'],
    ['8867-4', 41, '/min'],
    ['8867-4', 130, '/min'],
    ['8310-5', 39, 'Cel'],
    ['8310-5', 35.1, 'Cel'],
    ['2823-3', 5.5, 'mmol/L'],
    ['29463-7', 300, 'kg'],
  ])('%s = %s %s raises no alert', (code, value, unit) => {
    expect(parseObservations([observation(code, value, unit)]).alerts).toEqual([]);
  });

  it('raises no alert for an Observation entered in error', () => {
    const parsed = parseObservations([{ ...observation('59408-5', 80, '%'), status: 'entered-in-error' }]);
    expect(parsed.alerts).toEqual([]);
  });
});

it('leads the 400 of a request with an unreadable entry with the urgent-care message of a dangerous one', () => {
  const read = () =>
    parseObservations([observation('59408-5', 82, '%'), observation('2339-0', 98, 'bananas')]);
  expect(read).toThrow(ValidationError);
  expect(read).toThrow(/^This may be an emergency\. Call 911.*Some FHIR observations cannot be read$/s);
});
