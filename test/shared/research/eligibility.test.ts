import { describe, expect, it } from 'vitest';
import {
  judgeCriterion,
  type PatientProfile,
  profileCondition,
  splitCriteria,
  yearsOf,
} from '../../../shared/research/eligibility.ts';

const profile = (overrides: Partial<PatientProfile> = {}): PatientProfile => ({
  age: 58,
  sex: 'female',
  conditions: [profileCondition('E11.9'), profileCondition('high blood pressure')],
  medications: ['metformin', 'lisinopril'],
  labs: [
    { test: 'HbA1c', value: 8.1, unit: '%' },
    { test: 'eGFR', value: 75 },
  ],
  ...overrides,
});

describe('splitCriteria', () => {
  it('splits ClinicalTrials.gov criteria text into inclusion and exclusion lines', () => {
    const text =
      'Inclusion Criteria:\n\n* Adults\n  * aged 18 or over\n1. HbA1c 7-10%\n\nKey Exclusion Criteria:\n\n* eGFR \\< 30\n- Pregnancy';
    expect(splitCriteria(text)).toEqual({
      inclusion: ['Adults', 'aged 18 or over', 'HbA1c 7-10%'],
      exclusion: ['eGFR < 30', 'Pregnancy'],
    });
  });
});

describe('judgeCriterion', () => {
  it.each([
    ['HbA1c between 7.0% and 10.5%', 'inclusion', 'met'],
    ['HbA1c ≥ 9.0%', 'inclusion', 'not-met'],
    ['HbA1c 58-86 mmol/mol', 'inclusion', 'unknown'],
    ['eGFR < 30 mL/min/1.73m2', 'exclusion', 'not-met'],
    ['eGFR between 25 and 60 mL/min/1.73m2', 'inclusion', 'not-met'],
    ['BMI ≥ 30 kg/m2', 'inclusion', 'unknown'],
    ['Diagnosis of type 2 diabetes', 'inclusion', 'met'],
    ['Type 1 diabetes', 'exclusion', 'unknown'],
    ['Hypertension', 'exclusion', 'met'],
    ['Uncontrolled hypertension', 'exclusion', 'unknown'],
    ['Current use of metformin', 'exclusion', 'met'],
    ['Stable dose of metformin for at least 3 months', 'inclusion', 'unknown'],
    ['Taking metformin', 'inclusion', 'met'],
    ['Diagnosis of type 2 diabetes for at least 6 months', 'inclusion', 'unknown'],
    ['Current use of insulin', 'exclusion', 'unknown'],
    ['Treated with lisinopril', 'exclusion', 'met'],
    ['No history of hypertension', 'inclusion', 'not-met'],
    ['Aged 18 to 75 years', 'inclusion', 'met'],
    ['Age ≥ 65 years', 'inclusion', 'not-met'],
    ['Pregnant or breastfeeding', 'exclusion', 'unknown'],
    ['Able to give informed consent', 'inclusion', 'unknown'],
  ] as const)('%s (%s) is %s', (text, kind, status) => {
    expect(judgeCriterion(text, kind, profile()).status).toBe(status);
  });

  it('judges pregnancy from sex and the pregnant flag', () => {
    expect(judgeCriterion('Pregnant or breastfeeding', 'exclusion', profile({ sex: 'male' })).status).toBe(
      'not-met',
    );
    expect(judgeCriterion('Pregnant or breastfeeding', 'exclusion', profile({ pregnant: true })).status).toBe(
      'met',
    );
  });

  it('never judges a criterion met when the profile is silent', () => {
    const empty: PatientProfile = { conditions: [], medications: [], labs: [] };
    for (const text of ['HbA1c 7-10%', 'Type 2 diabetes', 'Age 18 to 75 years', 'Taking metformin'])
      expect(judgeCriterion(text, 'inclusion', empty).status).toBe('unknown');
  });
});

describe('yearsOf', () => {
  it('reads the eligibility module age limits', () => {
    expect(yearsOf('18 Years')).toBe(18);
    expect(yearsOf('6 Months')).toBe(0.5);
    expect(yearsOf('N/A')).toBeUndefined();
    expect(yearsOf(undefined)).toBeUndefined();
  });
});
