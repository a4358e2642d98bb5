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
