import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FINDINGS } from '../../../shared/clinical/red-flags/findings.ts';
import { normalize } from '../../../shared/clinical/red-flags/text.ts';
import { requiredLiterals } from '../../../shared/text/required-literals.ts';

describe('requiredLiterals', () => {
  it.each<[RegExp, readonly string[] | undefined]>([
    [/\bpeak flow\b.{0,25}\b(?:below|under)/, ['peak flow']],
    [/\b(?:pef|peak (?:expiratory )?flow)\b/, ['pef', 'peak ']],
    [/abc?d/, ['ab']],
    [/x{2}y/, ['xxy']],
    [/ab{2,3}c/, ['a']],
    [/(?<!no )pain(?! relief)/, ['pain']],
    [/(?<site>chest|arm) pain/, [' pain']],
    [/[abc]def|ghi/, ['def', 'ghi']],
    [/\bwheez\w*/, ['wheez']],
    [/\.\/x\u0041\x42/, ['./xAB']],
    [/(?:red|blue)?spots/, ['spots']],
    [/a{2,}/, ['a']],
    [/a{,2}b/, ['a{,2}b']],
  ])('reads %s as needing one of %j', (pattern, literals) => {
    expect(requiredLiterals(pattern)).toEqual(literals);
  });

  it.each([/a|/, /(?:a|b?)/, /.*/, /\d+ mg/i, /\p{L}+/u, /x*/, /(?:cough)?/, /[xy]z?/])(
    'requires nothing of %s (an empty branch, a class, a flag or a group it does not read)',
    (pattern) => {
      expect(requiredLiterals(pattern)).toBeUndefined();
    },
  );

  it('reads a back-reference as requiring nothing more than its group', () => {
    expect(requiredLiterals(/(ab)\1/)).toEqual(['ab']);
  });

  it('gives a filter for nearly every red-flag pattern', () => {
    const patterns = Object.values(FINDINGS).flatMap((def) => def.patterns);
    const filtered = patterns.filter((pattern) => requiredLiterals(pattern) !== undefined);
    expect(filtered.length / patterns.length).toBeGreaterThan(0.95);
  });

  it('never filters out a text a red-flag pattern matches (development vignettes)', () => {
    const vignettes = JSON.parse(
      readFileSync(new URL('../../fixtures/triage/vignettes-dev-probes-17.json', import.meta.url), 'utf8'),
    ) as { input: { description?: string; symptoms?: string[] } }[];
    const texts = vignettes
      .flatMap(({ input }) => [input.description ?? '', ...(input.symptoms ?? [])])
      .map(normalize);
    let matched = 0;
    for (const pattern of Object.values(FINDINGS).flatMap((def) => def.patterns)) {
      const literals = requiredLiterals(pattern);
      if (!literals) continue;
      for (const text of texts) {
        if (!pattern.test(text)) continue;
        matched += 1;
        expect(
          literals.some((literal) => text.includes(literal)),
          `${pattern.source.slice(0, 60)} on "${text}"`,
        ).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(500);
  });
});
