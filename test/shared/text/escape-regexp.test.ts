import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../../shared/text/escape-regexp.ts';

describe('escapeRegExp', () => {
  it('makes every syntax character literal', () => {
    const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('1.5 mg')).test('105 mg')).toBe(false);
  });
});
