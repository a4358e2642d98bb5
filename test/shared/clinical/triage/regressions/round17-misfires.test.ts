import { describe, expect, it } from 'vitest';
import type { SymptomInput } from '../../../../../shared/clinical/symptoms.ts';
import { triage } from '../../../../support/triage.ts';

/**
 * Misreadings found on the thirteenth probe set and in earlier hostile reviews: words that named no
 * emergency but were read as one. Each has a counterpart that must stay an emergency.
 */
type Case = [text: string, extra: Partial<SymptomInput>, level: ReturnType<typeof triage>];

describe('words that were read as an emergency they do not name', () => {
  it.each<Case>([
    // "a banging head" is a headache, not a blow to the head.
    ['uni bday last nite, way 2 many shots. threw up twice, banging head, shaky', { age: 19 }, 'emergency'],
    ['banging head and sleepy with this cold', { age: 45 }, 'emergency'],
    [
      "my shoulders hurt and my head is pounding, headache won't go away with paracetamol",
      { age: 45 },
      'emergency',
    ],
    ["fell asleep with my head on the desk, now headache won't go away", { age: 45 }, 'emergency'],
    // A word glossed in brackets shares the negation of the word it glosses.
    [
      'My uncle drinks 8 cans a day and shakes in the morning. He never had fit (convulsion) or see things.',
      { age: 63 },
      'emergency',
    ],
    // "no tears" after a birth is the perineum, not dehydration; a clot the size of a 5p is small.
    [
      'Gave birth 3 days ago (normal delivery, no tears). Bleeding like a heavy period, passed a small clot about the size of a 5p.',
      { age: 26, sex: 'female' },
      'emergency',
    ],
    // A clinician's safety-netting names what to come back for, not what the patient has.
    [
      '20F, bulimia, induced vomiting 3-4x/week. No fainting, no palpitations. Plan: GP and bloods; safety-netting re dizziness, fainting, palpitations.',
      { age: 20, sex: 'female' },
      'emergency',
    ],
    [
      'Seen today, settled. Safety netting given: advised to call 999 if chest pain returns.',
      { age: 50 },
      'emergency',
    ],
  ])('%s is not %s', (text, extra, level) => {
    expect(triage(text, extra)).not.toBe(level);
  });
});

describe('the same words where they do name an emergency', () => {
  it.each<Case>([
    ['he keeps banging his head on the floor and now he is drowsy and vomiting', { age: 30 }, 'emergency'],
    ['he hurt his head falling off the ladder and now vomiting', { age: 45 }, 'emergency'],
    ['hurt the back of my head on the cupboard, I take warfarin', { age: 70 }, 'emergency'],
    ['fell and hit my head, on apixaban', { age: 80 }, 'emergency'],
    ['had a fit (convulsion) this morning and still not with it', { age: 40 }, 'emergency'],
    [
      'gave birth yesterday, passing clots the size of a plum and soaking a pad every hour',
      { age: 30 },
      'emergency',
    ],
    ['chest pain now, sweaty and clammy. Was advised to call 999 if worse', { age: 55 }, 'emergency'],
    [
      'i was told to come back if the rash spreads but now it has spread and is purple and does not fade',
      { age: 20 },
      'emergency',
    ],
    ['the rash has spread and is purple and does not fade', { age: 20 }, 'emergency'],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });

  it('keeps a baby with no tears and dry nappies a same-day case', () => {
    expect(triage('baby has no tears when crying and dry nappies', { age: 1 })).toBe('urgent-care');
  });
});
