import { describe, expect, it } from 'vitest';
import { clauses, phraseStems, tokenize, WITHOUT_MARK } from '../../../../shared/clinical/coding/text.ts';

const assertionOf = (text: string, word: string) => {
  const start = text.indexOf(word);
  return tokenize(text).find((t) => t.start === start)?.assertion;
};

describe('clinical text tokens', () => {
  it('splits clauses at sentences, lines and semicolons, keeping offsets', () => {
    const text = 'HTN; DM2.\nCOPD';
    expect(clauses(text).map((c) => [c.text, text.slice(c.start, c.start + c.text.length)])).toEqual([
      ['HTN', 'HTN'],
      [' DM2.', ' DM2.'],
      ['COPD', 'COPD'],
    ]);
  });

  it('expands abbreviations to the words codes use, spanning the abbreviation', () => {
    const tokens = tokenize('DM2 and afib');
    expect(tokens.map((t) => t.term)).toEqual(phraseStems('type 2 diabetes mellitus atrial fibrillation'));
    expect(tokens.every((t) => t.end - t.start <= 4)).toBe(true);
    expect(tokenize('heart attack').map((t) => [t.term, t.start, t.end])).toEqual([
      ['myocardi', 0, 12],
      ['infarct', 0, 12],
    ]);
  });

  it('folds synonyms and spellings the same way in notes and code titles', () => {
    expect(phraseStems('renal failure')).toEqual(phraseStems('kidney failure'));
    expect(phraseStems('femoral neck')).toEqual(phraseStems('neck of femur').reverse());
  });

  it('scopes negation, history, family and uncertainty to their clause', () => {
    const text =
      'Denies chest pain but has cough. History of MI. Mother had breast cancer. Rule out pneumonia. Pneumonia was ruled out.';
    expect(assertionOf(text, 'chest')).toBe('absent');
    expect(assertionOf(text, 'cough')).toBe('present');
    expect(assertionOf(text, 'MI')).toBe('historical');
    expect(assertionOf(text, 'breast')).toBe('family');
    expect(assertionOf(text, 'pneumonia')).toBe('uncertain');
    expect(assertionOf(text, 'Pneumonia was')).toBe('absent');
  });

  it('ends a history scope at "now" and reads a Family history heading for its line', () => {
    const text = 'History of MI, now with CHF.\nFamily history: diabetes\nAsthma';
    expect(assertionOf(text, 'MI')).toBe('historical');
    expect(assertionOf(text, 'CHF')).toBe('present');
    expect(assertionOf(text, 'diabetes')).toBe('family');
    expect(assertionOf(text, 'Asthma')).toBe('present');
  });

  it('keeps what a finding is "without" as marked stems, not as a negation of the finding', () => {
    const tokens = tokenize('migraine without aura, with nausea');
    expect(tokens.map((t) => [t.term, t.assertion])).toEqual([
      ['migrain', 'present'],
      [`${WITHOUT_MARK}aura`, 'present'],
      ['nausea', 'present'],
    ]);
  });
});
