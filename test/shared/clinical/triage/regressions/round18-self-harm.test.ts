import { describe, expect, it } from 'vitest';
import { triage } from '../../../../support/triage.ts';

/**
 * "Not wanting to be here" affirms thoughts of suicide (988 Lifeline), so a negated "want" was never
 * read as a denial; but "I don't want to hurt myself" is one, and in a second language it read as
 * a disclosure. A denial that goes on to the thoughts themselves still is one.
 */
describe('a denial of wanting to harm oneself', () => {
  it.each([
    ['I do not want to hurt myself but I feel stressed about work', 28],
    ['Not dangerous feelings, I dont want hurt myself. Where I must go for help to stop smoking weed?', 22],
    ["I'm sad since my mother died. I don't want to harm myself, I just can't stop crying", 34],
  ])('%s is not an emergency', (text, age) => {
    expect(triage(text, { age })).not.toBe('emergency');
  });

  it.each([
    // Self-harm that has been happening, and thoughts told after the denial.
    ["I don't want to hurt myself anymore, I cut my arms last week", 17],
    ['i do not want to kill myself but i think about it', 30],
    ["I don't want to kill myself, but I keep thinking about it every night", 22],
    ['I dont want hurt myself but sometimes I think of it', 30],
    ['I would never hurt myself but I do think about it', 40],
    ["I don't want to be here anymore", 30],
    ['I want to hurt myself', 30],
  ])('%s is an emergency', (text, age) => {
    expect(triage(text, { age })).toBe('emergency');
  });
});
