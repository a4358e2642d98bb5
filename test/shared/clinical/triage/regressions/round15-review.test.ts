import { describe, expect, it } from 'vitest';
import type { SymptomInput } from '../../../../../shared/clinical/symptoms.ts';
import { triage } from '../../../../support/triage.ts';

/**
 * A hostile review of round fifteen (167 probes written against its rules): what it found wrong,
 * in both directions, as regression cases. Levels are those the cited guidance names.
 */
type Case = [text: string, extra: Partial<SymptomInput>, level: ReturnType<typeof triage>];

const URGENT_OR_MORE = ['urgent-care', 'emergency'];

describe('people who do not respond are still an emergency (NHS 999; NICE NG143, NG232)', () => {
  it.each<Case>([
    ['my dad does not respond to noises or to pain, his eyes are open but nothing', { age: 75 }, 'emergency'],
    ['grandma fell and now she does not respond to sounds or when we talk to her', { age: 82 }, 'emergency'],
    [
      'he did not respond to loud noises or when I shook him, his breathing is funny',
      { age: 2 },
      'emergency',
    ],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });

  it('leaves a toddler who does not react to the doorbell to a GP (hearing)', () => {
    expect(
      triage(
        'my 18 month old does not respond to loud noises like the doorbell and is not saying any words',
        {
          age: 1.5,
        },
      ),
    ).toBe('see-a-doctor');
  });
});

describe('babies not yet mobile (NICE CG89, NG232)', () => {
  it.each<Case>([
    ['2/12, rolled off the changing table onto the floor', { age: 0.17 }, 'emergency'],
    ['3/52 term infant with bruising on chest', { age: 0.06 }, 'urgent-care'],
    ['6/52 ex-prem, bruise on left ear noticed by mum', { age: 0.12 }, 'urgent-care'],
    ['bruise on his cheek, no idea how it happened', { age: 0.1 }, 'urgent-care'],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });
});

describe('a jaundiced baby with pale poo (NICE CG98; Yellow Alert)', () => {
  it.each<Case>([
    ['my 3 week old son still looks yellow and his poo is very pale', { age: 0.06 }, 'urgent-care'],
    ['my 4 week old is still jaundice and his poop is the colour of putty', { age: 0.08 }, 'urgent-care'],
    [
      'my 3 week old has yellow eyes and his poop is light tan, almost colorless',
      { age: 0.06 },
      'urgent-care',
    ],
    ['LO is 5 weeks, still yellowy and poo is really light coloured', { age: 0.1 }, 'urgent-care'],
    ['the babys yellow and her poo has gone pale', { age: 0.05 }, 'urgent-care'],
    ['baby is jaundised and his poo is white', { age: 0.05 }, 'urgent-care'],
    ['5/52 M, conjugated hyperbilirubinaemia, pale stools', { age: 0.1 }, 'urgent-care'],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, { ...extra, duration: { value: 4, unit: 'weeks' } })).toBe(level);
  });

  it('does not read a fading bruise, fake tan or a trick of the light as jaundice', () => {
    for (const [text, age] of [
      ['he got a black eye at football last week and now he looks yellowy around the eye as it fades', 10],
      ['my daughter put on fake tan and she is quite yellow on her hands and face', 15],
      [
        'my baby is 8 weeks, he looks yellow in this light but the health visitor said his colour is fine',
        0.15,
      ],
    ] as const)
      expect(URGENT_OR_MORE, text).not.toContain(triage(text, { age }));
  });
});

describe('mastoiditis in ordinary words (NICE CKS otitis media; NHS ear infections)', () => {
  it.each<Case>([
    ['ear infection last week, now the back of his ear is swollen and red', { age: 4 }, 'urgent-care'],
    [
      'after her ear infection her ear sticks out and she has a puffy bump behind it',
      { age: 3 },
      'urgent-care',
    ],
    ['6yo, L AOM, retroauricular swelling and erythema, ear protrudes', { age: 6 }, 'urgent-care'],
    ['behind both ears swollen and tender after ear infection', { age: 5 }, 'urgent-care'],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });

  it('does not read a gland, head lice, a hat or eczema behind the ear as mastoiditis', () => {
    for (const [text, age] of [
      ['tender lump behind his ear since his cold last week, he is well and eating', 5],
      ['swollen lymph gland behind his ear with the cold', 4],
      ['head lice, itchy scalp, a small pea-sized post-auricular swelling, non tender', 7],
      ['her ear is sticking out a bit from under her new hat, she is fine', 5],
      ['eczema flare: the skin behind her ear is red, dry and cracked', 6],
    ] as const)
      expect(URGENT_OR_MORE, text).not.toContain(triage(text, { age }));
  });
});

describe('whooping cough in babies under 6 months (NHS; UKHSA)', () => {
  it.each<Case>([
    ['my 3 month old coughs so hard she throws up', { age: 0.25 }, 'urgent-care'],
    ['my 2 month old has bouts of coughing and then vomits', { age: 0.17 }, 'urgent-care'],
    [
      '8 week old, coughing jags that end with him gagging and turning dark red',
      { age: 0.15 },
      'urgent-care',
    ],
    [
      '4 month old coughing until she is sick, her brother has had a cough for a month',
      { age: 0.33 },
      'urgent-care',
    ],
    ['baby is 6 weeks, coughs and coughs then goes purple and brings up milk', { age: 0.12 }, 'urgent-care'],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });

  it('does not read reflux during feeds, or "sick of", as whooping cough', () => {
    for (const text of [
      'she has coughing fits during feeds and goes red in the face, then brings up a little milk, she is gaining weight well',
      '4 month old with a cold, a few coughing fits, he is sick of being in the house all week',
    ])
      expect(URGENT_OR_MORE, text).not.toContain(triage(text, { age: 0.25 }));
  });
});

describe('sticky eyes under 28 days (NHS conjunctivitis)', () => {
  it.each<Case>([
    ['10 day old, eye is goopy with green pus', { age: 0.03 }, 'urgent-care'],
    ['my newborn has pus oozing from his eye', { age: 0.02 }, 'urgent-care'],
    ['3 week old, mucky eye with yellow discharge', { age: 0.06 }, 'urgent-care'],
    [
      '12 day old baby, lots of eye boogers, yellow and thick, eye a bit swollen',
      { age: 0.03 },
      'urgent-care',
    ],
    ['2/52, bilateral purulent conjunctivitis', { age: 0.04 }, 'urgent-care'],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });
});

describe("a child's very urgent blood count (NICE NG12 1.11.1)", () => {
  it.each<Case>([
    ['4yo, lethargy, pallor and easy bruising for 3 weeks', { age: 4 }, 'urgent-care'],
    ['bruising with no injury and ongoing fatigue, 12 year old', { age: 12 }, 'urgent-care'],
    [
      'my 9 year old daughter has random nosebleeds, looks grey and is sleeping all the time',
      { age: 9 },
      'urgent-care',
    ],
    [
      'my son is 7, always exhausted, and he complains of pain in his legs that wakes him up',
      { age: 7 },
      'urgent-care',
    ],
    [
      'my 10 year old has swollen glands in his neck, armpits and groin, pale and knackered for weeks',
      { age: 10 },
      'urgent-care',
    ],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });

  it('does not fire on flu, bruises with a cause, pale ale or the parent’s own tiredness', () => {
    for (const [text, age] of [
      ['flu since yesterday: fever, my bones ache all over and I am exhausted', 19],
      ['he is pale and tired after a cold last week and has a big bruise on his shin from football', 9],
      ['drank too many pale ales last night, woke up with a huge bruise on my knee from falling over', 20],
      ['my toddler has a big bruise on his forehead from falling at nursery today and I am exhausted', 2],
      ['her legs ache every night at bedtime after swimming club, she is exhausted after training', 8],
      ['I am exhausted with the new baby and my gums bleed when I brush', 24],
    ] as const)
      expect(URGENT_OR_MORE, text).not.toContain(triage(text, { age }));
  });
});

describe('a child who will not take weight after a fall (NICE CKS limp in children)', () => {
  it.each<Case>([
    ['3yo fell off the trampoline, now not weight bearing on her right leg', { age: 3 }, 'urgent-care'],
    ['4yo NWB L leg after fall from slide', { age: 4 }, 'urgent-care'],
    ["toddler won't weightbear since falling off the sofa", { age: 2 }, 'urgent-care'],
    [
      'my 3 year old is not putting weight on his leg since he fell off the climbing frame',
      { age: 3 },
      'urgent-care',
    ],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });
});

describe('emergency contraception (NHS; FSRH)', () => {
  it.each<Case>([
    ['he came inside me last night and I am not on anything', { age: 20 }, 'urgent-care'],
    ['UPSI <72h, not on contraception', { age: 22 }, 'urgent-care'],
    ['had sex without a rubber last night and need plan B', { age: 20 }, 'urgent-care'],
    ['4 days since unprotected sex, is it too late for the morning after pill', { age: 25 }, 'urgent-care'],
    ['we did it without protection the night before last', { age: 18 }, 'urgent-care'],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });

  it('does not send for it when the time belongs to something else, or it is not needed', () => {
    for (const text of [
      'I had unprotected sex 3 months ago and today I noticed a smelly discharge',
      'the condom split about 3 weeks ago, my period is late and I did a test today',
      'I am 24 weeks pregnant and we had unprotected sex last night, is that safe for the baby?',
      'we had unprotected sex yesterday because we are trying for a baby, how soon can I test?',
      'the condom split last night but I had my coil fitted 2 years ago, is the coil enough?',
      'my husband had a vasectomy 5 years ago, we had sex without a condom last night',
    ])
      expect(triage(text, { age: 30 }), text).not.toBe('urgent-care');
  });
});

describe('treatment that has not worked, and good news that is not that (NHS self-care pages)', () => {
  it.each<Case>([
    ['hay fever still bad even with cetirizine and nasal spray', { age: 25 }, 'see-a-doctor'],
    ['athletes foot, used Daktarin for 4 weeks and it is no different', { age: 35 }, 'see-a-doctor'],
    [
      'ringworm patch keeps getting bigger even though I have used cream for two weeks',
      { age: 22 },
      'see-a-doctor',
    ],
    ['I still went to work despite the cold, runny nose and sneezing for 3 days', { age: 30 }, 'self-care'],
    [
      'been using the athletes foot cream for 2 weeks and it is not spreading any more, nearly gone',
      { age: 35 },
      'self-care',
    ],
    [
      'hay fever, sneezing and itchy eyes, but my symptoms are mild despite the high pollen count',
      { age: 30 },
      'self-care',
    ],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });
});
