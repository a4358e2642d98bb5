import { describe, expect, it } from 'vitest';
import {
  gateModelSuggestions,
  suggestCodes,
  validateCodes,
} from '../../../../shared/clinical/coding/index.ts';

describe('suggestCodes', () => {
  it('lists non-current findings apart with their reason, and never as suggestions', () => {
    const result = suggestCodes('No fever. Hx of DVT. FHx: colon cancer. Possible pneumonia. Cough.');
    expect(result.suggestions.map((s) => s.code)).toEqual(['R05.9']);
    expect(result.excluded.map((e) => e.assertion)).toEqual(['absent', 'historical', 'family', 'uncertain']);
    expect(result.excluded.every((e) => e.reason.length > 10)).toBe(true);
  });

  it('suggests only billable codes, each with a span that is in the text', () => {
    const text =
      'Acute on chronic diastolic heart failure. CKD stage 4. Major depressive disorder, recurrent, moderate.';
    const { suggestions } = suggestCodes(text);
    expect(suggestions.length).toBe(3);
    for (const s of suggestions) {
      expect(validateCodes([s.code]).codes[0]?.billable).toBe(true);
      expect(text.slice(s.span.start, s.span.end)).toBe(s.span.text);
    }
  });

  it('names the notes that matter: code first, and Excludes1 between suggested codes', () => {
    const ckd = suggestCodes('CKD stage 4').suggestions[0];
    expect(ckd?.instructions.some((i) => i.type === 'codeFirst' && i.noteOn === 'N18')).toBe(true);
    const both = suggestCodes('Type 1 diabetes mellitus. Type 2 diabetes mellitus.');
    expect(both.conflicts).toHaveLength(1);
    expect(both.suggestions[0]?.instructions.some((i) => i.type === 'excludes1')).toBe(true);
  });
});

describe('words of injury that describe a pain', () => {
  const codes = (text: string) => suggestCodes(text).suggestions.map((s) => s.code);

  // A hostile tester's "crushing chest pain radiating to L arm" was coded as a crushed chest.
  it('code the pain, not an injury the text does not report', () => {
    expect(codes('pt c/o crushing chest pain radiating to L arm, diaphoretic')).toEqual(['R07.9', 'M79.602']);
    expect(codes('burning chest pain after meals')).toEqual(['R07.9']);
    expect(codes('crushing headache since this morning')).toEqual(['R51.9']);
  });

  it('still code the injury when the words report one', () => {
    expect(codes('crushed his chest under a car')).toEqual(['S28.0XXA']);
    expect(codes('crush injury to the right foot')).toEqual(['S97.81XA']);
  });
});

describe('words that name object properties', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'constructor of the heart'])(
    'reads "%s" as plain text (the fuzz test found a 500)',
    (text) => {
      expect(suggestCodes(text, {}).suggestions).toEqual([]);
    },
  );
});

describe('the drug table', () => {
  it('codes an overdose or adverse effect, with its intent and 7th character, and never a medication list', () => {
    expect(suggestCodes('Intentional overdose of acetaminophen.').suggestions.map((s) => s.code)).toEqual([
      'T39.1X2A',
    ]);
    expect(suggestCodes('Adverse effect of lisinopril.').suggestions.map((s) => s.code)).toEqual([
      'T46.4X5A',
    ]);
    expect(suggestCodes('Medications: metformin, lisinopril, atorvastatin.').suggestions).toEqual([]);
  });
});

describe('gateModelSuggestions: a model’s codes reach a client only when valid, billable and supported', () => {
  const text = 'Patient with type 2 diabetes and left femoral neck fracture. Denies chest pain.';

  it('accepts a valid billable code supported by a span that asserts it', () => {
    const { accepted, rejected } = gateModelSuggestions(text, [
      { code: 'E11.9', evidence: 'type 2 diabetes', model: 'm1' },
      { code: 's72002a', evidence: 'Left femoral  neck fracture' },
    ]);
    expect(rejected).toEqual([]);
    expect(accepted.map((a) => [a.code, a.span.text, a.model])).toEqual([
      ['E11.9', 'type 2 diabetes', 'm1'],
      ['S72.002A', 'left femoral neck fracture', undefined],
    ]);
  });

  it('rejects invented, header, unsupported, contradicted, negated and unevidenced codes, with reasons', () => {
    const { accepted, rejected } = gateModelSuggestions(text, [
      { code: 'X99.99', evidence: 'type 2 diabetes' },
      { code: 'E11', evidence: 'type 2 diabetes' },
      { code: 'E11.65', evidence: 'type 2 diabetes' },
      { code: 'S72.001A', evidence: 'left femoral neck fracture' },
      { code: 'R07.9', evidence: 'chest pain' },
      { code: 'I10' },
      { code: 'I10', evidence: 'hypertension' },
    ]);
    expect(accepted).toEqual([]);
    expect(rejected.map((r) => r.reason)).toEqual([
      expect.stringMatching(/not in the ICD-10-CM code set/),
      expect.stringMatching(/header/),
      expect.stringMatching(/does not support E11.65/),
      expect.stringMatching(/does not support S72.001A/),
      expect.stringMatching(/does not assert it as current \(absent\)/),
      expect.stringMatching(/no supporting span/),
      expect.stringMatching(/no supporting span/),
    ]);
  });
});
