import { describe, expect, it } from 'vitest';
import type { SymptomInput } from '../../../../../shared/clinical/symptoms.ts';
import { ids, triage } from '../../../../support/triage.ts';

/**
 * Round eighteen (helper A): stroke signs told in lay words in the middle of a long message
 * (NHS stroke: FAST, call 999), and the look-alikes that must not read as a stroke.
 */
type Case = [text: string, extra: Partial<SymptomInput>, level: ReturnType<typeof triage>];

describe('stroke signs in lay words', () => {
  it.each<Case>([
    ["my mum's arm just sort of hangs and her talking is a bit slurry", { age: 80 }, 'emergency'],
    ["Dad's smile is crooked since lunch and he keeps dropping the remote", { age: 75 }, 'emergency'],
    ['one side of his face looks lower than the other, started an hour ago', { age: 68 }, 'emergency'],
    ['72M, R arm hangs limp, onset 1h', { age: 72 }, 'emergency'],
    ['my grandads talking is all slurry n his face is wonky', { age: 85 }, 'emergency'],
    [
      'she has a water infection and is a bit muddled, but now her mouth looks a bit lower on one side when she smiles',
      { age: 82 },
      'emergency',
    ],
  ])('%s is %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });
});

describe('look-alikes that are not a new stroke', () => {
  it.each<[string]>([
    ['her talking was a bit slurry after too much wine'],
    ['had a stroke in 2015, left arm hangs since then, no change, wants flu jab advice'],
    ['hungover, feel sick, headache'],
    ['my arm hangs off the bed when I sleep'],
    ['his hand hangs over the side of the chair'],
  ])('%s raises no stroke flag', (text) => {
    expect(ids(text)).not.toContain('stroke-signs');
  });
});
