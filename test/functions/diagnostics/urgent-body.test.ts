import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SymptomsBody, urgentInRawSymptoms } from '../../../functions/diagnostics/contract.ts';
import { checkSymptoms } from '../../../functions/diagnostics/service.ts';
import { SCREENED_TEXT_LIMIT } from '../../../shared/http/urgent-body.ts';

/**
 * A refused triage body is read for vital signs as the triage reads them: on valid bodies, the
 * reader's message is the triage's own advice whenever the triage is urgent, and nothing otherwise.
 */
const VALID_BODIES = [
  { description: 'feeling dizzy', vitals: { spo2: 85 } },
  {
    description: 'cough and fever',
    vitals: { respiratoryRate: 24, systolic: 95, consciousness: 'new-confusion' },
  },
  { description: 'headache', vitals: { systolic: 190, diastolic: 125 } },
  { description: 'severe headache and blurred vision', vitals: { systolic: 190, diastolic: 125 } },
  { description: 'cough', age: 4, vitals: { respiratoryRate: 65 } },
  { description: 'headache', pregnant: true, vitals: { systolic: 165, diastolic: 112 } },
  {
    description: 'cough',
    vitals: { temperature: { value: 39.5, unit: 'C' }, heartRate: 135, respiratoryRate: 26 },
  },
  { description: 'runny nose', vitals: { heartRate: 80, spo2: 98 } },
  { description: 'sore throat', age: 30, vitals: { temperature: { value: 100.4, unit: 'F' } } },
] as const;

describe('diagnostics/symptoms: the urgent-care message of a refused body', () => {
  it.each(VALID_BODIES)('agrees with the triage on a valid body: %j', (body) => {
    const input = v.parse(SymptomsBody, body);
    const triage = checkSymptoms(input);
    const urgent = triage.triage === 'emergency' || triage.triage === 'urgent-care';
    expect(urgentInRawSymptoms(body)).toBe(urgent ? triage.advice : undefined);
  });

  it('reads vital signs leniently: numeric text, fields we do not take, a temperature without its unit', () => {
    expect(urgentInRawSymptoms({ description: 'dizzy', vitals: { spo2: '85', oxygen: 'no' } })).toMatch(
      /^This may be an emergency\./,
    );
    expect(
      urgentInRawSymptoms({
        description: 'cough and fever',
        vitals: {
          respiratoryRate: '24',
          systolic: 95,
          consciousness: 'new-confusion',
          temperature: { value: 39 },
        },
      }),
    ).toMatch(/^This may be an emergency\./);
    // Out of order, impossible or of the wrong kind: not read.
    expect(
      urgentInRawSymptoms({ description: 'dizzy', vitals: { systolic: 80, diastolic: 120 } }),
    ).toBeUndefined();
    expect(urgentInRawSymptoms({ description: 'dizzy', vitals: { spo2: 20 } })).toBeUndefined();
    expect(urgentInRawSymptoms({ description: 'dizzy', vitals: [{ spo2: 85 }] })).toBeUndefined();
  });

  it('screens text up to SCREENED_TEXT_LIMIT characters and no further', () => {
    const pad = (length: number) =>
      'I feel a little tired today. '.repeat(Math.ceil(length / 29)).slice(0, length);
    const danger = ' Now I have chest pain and sweating.';
    expect(urgentInRawSymptoms({ description: `${pad(SCREENED_TEXT_LIMIT - 100)}${danger}` })).toMatch(
      /^This may be an emergency\./,
    );
    expect(urgentInRawSymptoms({ description: `${pad(SCREENED_TEXT_LIMIT)}${danger}` })).toBeUndefined();
    const many = [...Array.from({ length: 3_000 }, () => pad(30)), 'chest pain and sweating'];
    expect(urgentInRawSymptoms({ symptoms: many })).toBeUndefined();
    expect(urgentInRawSymptoms({ symptoms: many.slice(-100) })).toMatch(/^This may be an emergency\./);
  });
});
