import { describe, expect, it } from 'vitest';
import { leadingSentences, sentenceSpans, sentences } from '../../../shared/text/sentences.ts';

describe('sentences', () => {
  it('keeps decimals whole', () => {
    expect(sentences('A fever is 38.4 °C or higher. Call now.')).toEqual([
      'A fever is 38.4 °C or higher.',
      'Call now.',
    ]);
    expect(
      sentences('Below 54 mg/dL (3.0 mmol/L) is level 2. An HbA1c of 5.7% to 6.4% is prediabetes.'),
    ).toEqual(['Below 54 mg/dL (3.0 mmol/L) is level 2.', 'An HbA1c of 5.7% to 6.4% is prediabetes.']);
    expect(sentences('38.4 °C')).toEqual(['38.4 °C']);
  });

  it('splits at question and exclamation marks, and at paragraph breaks', () => {
    expect(sentences('Is it serious? Call 911! Then wait.\n\nA heading\nNext line.')).toEqual([
      'Is it serious?',
      'Call 911!',
      'Then wait.',
      'A heading',
      'Next line.',
    ]);
  });

  it('does not end a sentence at an abbreviation', () => {
    expect(
      sentences('Outside the U.S., call local services. Ask Dr. Lee, e.g. About it. Take it vs. Not.'),
    ).toEqual(['Outside the U.S., call local services.', 'Ask Dr. Lee, e.g. About it.', 'Take it vs. Not.']);
  });

  it('gives positions in the text, and nothing for blank text', () => {
    const text = '  One.  Two 2.5 mg!';
    expect(sentenceSpans(text).map(({ start, end }) => text.slice(start, end))).toEqual([
      'One.',
      'Two 2.5 mg!',
    ]);
    expect(sentences('  \n ')).toEqual([]);
    expect(leadingSentences('', 10)).toBe('');
  });

  it('summarizes with leading whole sentences, at least one, as written', () => {
    const text = 'First is 1.5 mg.  Second one. Third.';
    expect(leadingSentences(text, 5)).toBe('First is 1.5 mg.');
    expect(leadingSentences(text, 30)).toBe('First is 1.5 mg.  Second one.');
    expect(leadingSentences(text, 100)).toBe(text);
  });
});
