import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../../../shared/clinical/red-flags.ts';
import {
  clinicalFindings,
  clinicalValidation,
  sourceReliability,
  trustScore,
} from '../../../shared/consensus/trust.ts';

const rules = (text: string, flags = detectRedFlags(''), cited = true) =>
  clinicalFindings(text, flags, cited).map((finding) => finding.rule);

describe('trust score', () => {
  it('is the weighted geometric mean of its parts', () => {
    expect(trustScore({ consensus: 1, sourceReliability: 1, clinicalValidation: 1 })).toBe(1);
    expect(trustScore({ consensus: 0.64, sourceReliability: 0.95, clinicalValidation: 1 })).toBe(
      Math.round(0.8 * 0.95 ** 0.3 * 1000) / 1000,
    );
  });

  it('is 0 when any part is 0, however good the others', () => {
    expect(trustScore({ consensus: 0, sourceReliability: 0.95, clinicalValidation: 1 })).toBe(0);
    expect(trustScore({ consensus: 1, sourceReliability: 0, clinicalValidation: 1 })).toBe(0);
  });

  it('takes source reliability as the mean grade of the sources, 0 without any', () => {
    expect(sourceReliability([0.95, 0.85])).toBeCloseTo(0.9, 10);
    expect(sourceReliability([])).toBe(0);
  });
});

describe('clinical validation of an answer', () => {
  it('passes a sourced, non-diagnostic answer', () => {
    expect(rules('Less sodium lowers blood pressure [nutrition-sodium].')).toEqual([]);
    expect(clinicalValidation([])).toBe(1);
  });

  it('requires urgent-care advice in the answer itself when the question shows red flags', () => {
    const flags = detectRedFlags('crushing chest pain');
    expect(rules('It is probably heartburn [urgent-chest-pain].', flags)).toEqual([
      'red flags present but the answer does not advise urgent care',
    ]);
    expect(rules('Call 911 now [urgent-chest-pain].', flags)).toEqual([]);
  });

  it('penalises a diagnosis and advice to change treatment alone', () => {
    expect(rules('You have type 2 diabetes.')).toContain('the answer states a diagnosis');
    expect(rules('Stop taking your metformin if it upsets your stomach.')).toContain(
      'the answer tells the reader to change care on their own',
    );
  });

  it('catches a reading put in the wrong 2017 ACC/AHA category, on both sides of a boundary', () => {
    expect(rules('A reading of 130/79 is normal.')[0]).toMatch(
      /^guideline category: 130\/79 mm Hg is stage 1/,
    );
    expect(rules('A reading of 129/79 is elevated.')).toEqual([]);
    expect(rules('A reading of 181/100 is stage 2.')[0]).toMatch(/hypertensive crisis/);
    expect(rules('A reading of 180/100 is stage 2.')).toEqual([]);
  });

  it('does not mistake a stated threshold for a reading', () => {
    expect(rules('Normal blood pressure is below 120/80 mm Hg, and 140/90 or higher is stage 2.')).toEqual(
      [],
    );
  });

  it('catches an HbA1c put in the wrong ADA category', () => {
    expect(rules('An A1c of 6.5% is prediabetes.')[0]).toMatch(/HbA1c 6.5% is in the diabetes range/);
    expect(rules('An A1c of 6.4% is prediabetes.')).toEqual([]);
    expect(rules('An A1c of 5.6% is normal.')).toEqual([]);
  });

  it('penalises an answer citing nothing, and never goes below 0', () => {
    const findings = clinicalFindings(
      'You have diabetes, stop taking your insulin. A reading of 200/130 is normal.',
      detectRedFlags('crushing chest pain'),
      false,
    );
    expect(findings.map((finding) => finding.rule)).toContain(
      'the answer cites none of the retrieved sources',
    );
    expect(clinicalValidation(findings)).toBe(0);
  });
});
