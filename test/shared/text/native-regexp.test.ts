import { describe, expect, it } from 'vitest';
import { compiledNatively } from '../../../shared/text/native-regexp.ts';

describe('compiledNatively', () => {
  it('returns the same pattern', () => {
    const pattern = /\bchest pain\b/;
    expect(compiledNatively(pattern)).toBe(pattern);
  });

  it('leaves a global or sticky pattern that matched the blank ready to match from the start', () => {
    const global = compiledNatively(/\s+/g);
    expect(global.lastIndex).toBe(0);
    expect(global.exec('a b')?.index).toBe(1);
    const sticky = compiledNatively(/\s/y);
    expect(sticky.lastIndex).toBe(0);
    expect(sticky.exec(' x')?.index).toBe(0);
  });

  it('matches as a pattern that was never run does', () => {
    const source = String.raw`\b(?:crushing|tight)\b(?:(?![.;!?]).){0,40}?\bchest (?:pain|pressure)\b`;
    const texts = [
      'crushing central chest pain since 10am',
      'tight. chest pain',
      'no pain',
      ' '.repeat(1200),
    ];
    for (const text of texts) {
      expect(compiledNatively(new RegExp(source, 'g')).exec(text)?.[0]).toBe(
        new RegExp(source, 'g').exec(text)?.[0],
      );
    }
  });
});
