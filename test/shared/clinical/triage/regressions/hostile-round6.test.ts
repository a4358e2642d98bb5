import { describe, expect, it } from 'vitest';
import type { SymptomInput, TriageLevel } from '../../../../../shared/clinical/symptoms.ts';
import { triage } from '../../../../support/triage.ts';

/**
 * A hostile review of rounds five and six (2026-11-27) found that several of the day's patterns
 * negated or settled real emergencies, or raised false ones. Each row is one of its inputs; the
 * level is the one NHS or NICE guidance gives. Kept as they were written, so a later widening of a
 * pattern that brings one back fails here.
 */

const CASES: ReadonlyArray<[string, Partial<SymptomInput>, TriageLevel]> = [
  // A denied list ends where a statement with a time or a course begins.
  ['denies SOB, CP x 20 min now radiating to jaw', { age: 60, sex: 'male' }, 'emergency'],
  ['denies cough, chest pain since 1 hour radiating to left arm', { age: 58 }, 'emergency'],
  ['negative for covid, chest pain for an hour', { age: 55 }, 'emergency'],
  ['pt denies trauma, slurred speech since 9am', { age: 70 }, 'emergency'],
  // A negation reaches through "or" only to an item right after it.
  [
    "I don't know if it's a panic attack or a heart attack, my chest is crushing and I'm sweating",
    { age: 50 },
    'emergency',
  ],
  ["I haven't slept or eaten due to the crushing chest pain", { age: 62 }, 'emergency'],
  ['not been able to eat or drink since the crushing chest pain started', { age: 66 }, 'emergency'],
  [
    "don't know whether it's a migraine or a stroke, his face has dropped on one side",
    { age: 70 },
    'emergency',
  ],
  // A recovery in words does not settle what is happening again now.
  [
    'Had a TIA 2 weeks ago, made a good recovery, but 20 minutes ago my face drooped and my speech went slurred',
    { age: 68 },
    'emergency',
  ],
  [
    'Had a heart attack 3 weeks ago and made a good recovery, crushing chest pain since 10 minutes',
    { age: 64 },
    'emergency',
  ],
  ['Seizure 3 weeks ago, made a full recovery, fitting for 6 minutes', { age: 30 }, 'emergency'],
  // A glass test is a worry to act on, whatever result is reported.
  ['I did the glass test and hoped it faded but it did not, he has a fever', { age: 3 }, 'emergency'],
  [
    'did the glass test, rash faded on his tummy but the spots on his legs stayed, fever',
    { age: 3 },
    'emergency',
  ],
  // "Not waking him" is a person who will not wake.
  ['shaking and shouting is not waking him', { age: 60 }, 'emergency'],
  ['nothing we do is waking her, she is breathing', { age: 80 }, 'emergency'],
  // A spreading dental infection, a rigid belly, shoulder-tip pain with fainting, a young testicle.
  ['dental abscess and the swelling is spreading down my neck and under my tongue', { age: 30 }, 'emergency'],
  [
    "pain moved to the bottom right and now it's all over my tummy, hard as a board, I can't move",
    { age: 20 },
    'emergency',
  ],
  ['period pain, but I fainted and have pain in my shoulder tip', { age: 25, sex: 'female' }, 'emergency'],
  [
    'no trauma or anything, just woke up with my left ball really painful and swollen',
    { age: 16, sex: 'male' },
    'emergency',
  ],
  ['I want someone to kill me', { age: 30 }, 'emergency'],
  [
    'he was not drunk, he fell down the stairs and knocked himself out and is now vomiting',
    { age: 40 },
    'emergency',
  ],
  ['constipated, cannot fart, tummy swollen and full', { age: 70 }, 'urgent-care'],
  [
    "indigestion after a curry, burning in chest, and now cold sweat and feel like I'm going to pass out",
    { age: 60, sex: 'male' },
    'emergency',
  ],
  ['period pain worse than ever, pregnancy test positive', { age: 25, sex: 'female' }, 'urgent-care'],
  // False emergencies.
  ['dribbling a bit while teething, no fever', { age: 1 }, 'self-care'],
  [
    'pregnant, my toddler has been very quiet today with a cold',
    { pregnant: true, sex: 'female' },
    'see-a-doctor',
  ],
  [
    '32 weeks pregnant, kicking a lot, hardly slept',
    { pregnant: true, pregnancyWeeks: 32, sex: 'female' },
    'see-a-doctor',
  ],
  ['do I need to carry an EpiPen if I am allergic to cats?', { age: 30 }, 'see-a-doctor'],
  ['my boss is going to kill me if I am late, sore throat since yesterday', { age: 30 }, 'self-care'],
];

describe('hostile review of rounds five and six', () => {
  it.each(CASES)('%s → %s', (description, extra, level) => {
    // Emergencies and same-day cases must be exactly that; a harmless message must not be raised to
    // same-day or emergency care (self-care or a routine visit both answer it).
    const got = triage(description, extra);
    if (level === 'emergency' || level === 'urgent-care') expect(got).toBe(level);
    else expect(['see-a-doctor', 'self-care']).toContain(got);
  });
});

describe('lists that could be split many ways', () => {
  // With "and" allowed inside a list item, a long "no a and b and c…" could be split into items in
  // exponentially many ways and never return (found by timing the day's patterns on 4,000
  // characters). Each input is about the longest description the API accepts, with the finding
  // as the list's last item, so the list is read to its end.
  it.each([
    // A list this long is read in windows (text.ts), and the last window does not see the denial
    // at its start, so the chest pain counts: toward care.
    ['no', 'and', 'emergency'],
    ['denies', 'and', 'emergency'],
    ['no', 'or', 'emergency'],
  ] as const)('reads "%s x %s y…" of 4,000 characters and ends with chest pain: %s', (lead, word, level) => {
    const list = Array.from({ length: 700 }, (_, i) => `thing${i}`).join(` ${word} `);
    const description = `${lead} ${list}`.slice(0, 3_950).replace(/\s\S*$/, '');
    expect(triage(`${description} ${word} chest pain`, { age: 60 })).toBe(level);
  });
});
