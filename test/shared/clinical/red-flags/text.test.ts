import { describe, expect, it } from 'vitest';
import { affirmedAs } from '../../../../shared/clinical/red-flags/text.ts';
import { ids, triage } from '../../../support/triage.ts';

describe('a red-flag word that names no complaint', () => {
  it.each([
    'How can I reduce my risk of stroke?',
    'Is aspirin good for preventing a heart attack? I want to avoid a stroke.',
    'My grandmother died from a stroke. Is stroke hereditary?',
    'Does stroke run in families?',
    'I had a stroke two years ago. Can I drink alcohol?',
    'She had a seizure 3 years ago, can she get a driving licence?',
  ])('%s', (text) => {
    expect(ids(text)).toEqual([]);
    expect(triage(text)).not.toBe('emergency');
  });
});

describe('the same words when something is happening now', () => {
  it.each([
    ['I had a stroke two years ago and now my arm is weak again', 'stroke-signs'],
    ['am i at risk of a stroke? my face is drooping on one side', 'stroke-signs'],
    ['is she having a stroke? her face is weird', 'stroke-signs'],
    ['I had a heart attack 5 years ago and today I have crushing chest pain', 'chest-pain'],
    ['had a seizure 2 years ago, had another one this morning', 'unresponsive-or-seizure'],
    ['? stroke, onset 40 min', 'stroke-signs'],
  ])('%s', (text, id) => {
    expect(ids(text)).toContain(id);
    expect(triage(text)).toBe('emergency');
  });

  it('keeps thoughts of suicide current however long ago they began', () => {
    expect(ids('I had thoughts of suicide two years ago and I have a plan')).toContain('suicidal-thoughts');
  });
});

describe('affirmedAs with lookarounds (read through a guard without them)', () => {
  // The guard only skips sentences the pattern cannot match: the answers are those of the pattern.
  it.each([
    [/(?<!\bice bath\b(?:(?![.;!?]).)*)\bcold\b/, 'after an ice bath my leg is cold', undefined],
    [/(?<!\bice bath\b(?:(?![.;!?]).)*)\bcold\b/, 'my leg is suddenly cold', 'current'],
    [/\bleg\b(?= is cold)/, 'my leg is cold', 'current'],
    [/\bleg\b(?= is cold)/, 'my leg is warm', undefined],
    [/[(?<!]\bx\b(?!\))/, 'a (x y', 'current'],
    [/\\\(\?<!a\)b/, 'x \\(?<!a)b', 'current'],
  ] as const)('%s on "%s"', (pattern, text, expected) => {
    expect(affirmedAs([text], pattern)).toBe(expected);
  });
});
