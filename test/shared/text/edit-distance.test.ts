import { describe, expect, it } from 'vitest';
import { editDistance } from '../../../shared/text/edit-distance.ts';

describe('editDistance', () => {
  it('counts substitutions, insertions, deletions and adjacent transpositions as one edit each', () => {
    expect(editDistance('diabetes', 'diabetis', 2)).toBe(1);
    expect(editDistance('heart', 'haert', 1)).toBe(1);
    expect(editDistance('glucose', 'glucse', 1)).toBe(1);
    expect(editDistance('banaan', 'banana', 2)).toBe(1);
    expect(editDistance('brocolli', 'broccoli', 2)).toBe(2);
    expect(editDistance('', 'abc', 3)).toBe(3);
    expect(editDistance('same', 'same', 0)).toBe(0);
  });

  it('stops at the bound, answering bound + 1', () => {
    expect(editDistance('kidney', 'liver', 2)).toBe(3);
    expect(editDistance('abc', 'abcdefg', 2)).toBe(3);
    expect(editDistance('apple', 'orange', 2)).toBe(3);
  });
});
