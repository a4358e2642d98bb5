import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round twenty-three (2026-11-29): dev-probes-18's under-triages (medicine toxicity, a wound's
 * infection, the eye, mental health, the legs' arteries and nerves, giant cell arteritis, a
 * tonsillectomy, immune-suppressing medicines), each tested in wording unlike the probe that exposed
 * it, with the near-misses that must not move.
 */
describe('serotonin syndrome (MedlinePlus; NHS sertraline)', () => {
  it('reads muscle jerks with sweating, fever or a racing heart on a serotonin medicine as an emergency', () => {
    expect(
      triage(
        'started fluoxetine last week and had a migraine so took sumatriptan, now my arms keep twitching and I am drenched in sweat',
        { age: 31 },
      ),
    ).toBe('emergency');
    expect(
      ids('on venlafaxine 225mg, linezolid started Tuesday. Inducible ankle clonus, HR 124, agitated', {
        age: 60,
      }),
    ).toContain('serotonin-syndrome');
  });

  it('leaves a serotonin medicine with only sweating, an eyelid twitch or the jerk of falling asleep', () => {
    expect(ids('on citalopram and sweating more at night than before', { age: 40 })).not.toContain(
      'serotonin-syndrome',
    );
    expect(ids('taking sertraline, my eyelid keeps twitching and I feel hot and sweaty')).not.toContain(
      'serotonin-syndrome',
    );
    expect(
      ids('on mirtazapine, my legs jerk just as I am falling asleep, and I sweat at night'),
    ).not.toContain('serotonin-syndrome');
    expect(ids('used to take tramadol, now my legs keep twitching and I am sweating')).not.toContain(
      'serotonin-syndrome',
    );
  });
});

describe('neuroleptic malignant syndrome (NHS haloperidol; MedlinePlus)', () => {
  it('reads rigid muscles with a fever or confusion on an antipsychotic as an emergency', () => {
    expect(
      triage(
        'my brother had his depot injection for schizophrenia, now his whole body has gone rigid, he is burning up and muddled',
        {
          age: 27,
        },
      ),
    ).toBe('emergency');
    expect(ids('on olanzapine, generalised rigidity, T 39.2, sweaty', { age: 52 })).toContain(
      'neuroleptic-malignant-syndrome',
    );
  });

  it('leaves an antipsychotic with a stiff neck or back, or rigid muscles without fever or confusion', () => {
    expect(ids('on quetiapine, stiff back after gardening, temperature 38.2 with a cold')).not.toContain(
      'neuroleptic-malignant-syndrome',
    );
    expect(ids('on risperidone and my muscles feel rigid in the mornings, no fever')).not.toContain(
      'neuroleptic-malignant-syndrome',
    );
    expect(ids('generalised rigidity and fever 39, not on any medicines')).not.toContain(
      'neuroleptic-malignant-syndrome',
    );
  });
});

describe('necrotising fasciitis (NHS)', () => {
  it('reads pain far worse than a wound looks, with a fever or blisters, as an emergency', () => {
    expect(
      triage(
        'graze on my knee 2 days ago, the pain is far worse than it looks and I have a temperature of 38.7',
        {
          age: 45,
        },
      ),
    ).toBe('emergency');
    expect(ids('pain out of proportion to the appearance of the thigh wound, T 38.4', { age: 58 })).toContain(
      'necrotising-fasciitis',
    );
  });

  it('leaves pain worse than expected without a fever, blisters or a spreading redness', () => {
    expect(ids('paper cut on my finger hurts way more than it should lol')).not.toContain(
      'necrotising-fasciitis',
    );
    expect(triage('this splinter hurts much more than I expected, no redness, no temperature')).not.toBe(
      'emergency',
    );
  });
});

describe('something that flew into the eye (NHS eye injuries)', () => {
  it('reads grit, dust or a bit of metal that flew or blew into the eye as an eye injury', () => {
    expect(findings('a bit of metal flew into my left eye when I was using the grinder')).toContain(
      'eyeInjury',
    );
    expect(
      triage('sawdust blew into his eye at work, it is red, watering and still scratchy', { age: 38 }),
    ).toBe('urgent-care');
  });

  it('leaves something that came or washed out and is fine, and gritty dry eyes', () => {
    expect(
      findings('dust blew into my eye on the beach but I rinsed it out and it feels fine now'),
    ).not.toContain('eyeInjury');
    expect(
      findings('my eyes feel gritty like there is sand in them, worse with the heating on'),
    ).not.toContain('eyeInjury');
  });
});

describe('mania told by sleep (NHS bipolar disorder)', () => {
  it('reads nights without sleep while not tired, and non stop talking, as mania', () => {
    expect(findings('she has not slept for three nights and says she is not even tired')).toContain(
      'maniaSigns',
    );
    expect(findings('talking non stop about his business ideas and has not slept since Friday')).toContain(
      'maniaSigns',
    );
    expect(
      triage('my partner does not seem to need any sleep this week, full of energy and big plans', {
        age: 33,
      }),
    ).toBe('urgent-care');
  });

  it('leaves poor sleep from worry or a new baby', () => {
    expect(findings('have not slept well for a week, exhausted and worried about work')).not.toContain(
      'maniaSigns',
    );
    expect(findings('not sleeping much with the new baby, so tired')).not.toContain('maniaSigns');
  });
});

describe('rest pain in the leg (NICE CG147; NHS peripheral arterial disease)', () => {
  it('reads foot pain at night eased by hanging the leg out of bed as same-day care', () => {
    expect(
      triage('his toes ache every night and he can only get comfy dangling his leg off the edge of the bed', {
        age: 79,
      }),
    ).toBe('urgent-care');
    expect(ids('known PAD, now ischaemic rest pain L foot', { age: 70 })).toContain(
      'critical-limb-ischaemia',
    );
  });

  it('leaves night cramps, restless legs and a calf that hurts only on walking', () => {
    expect(
      ids('cramp in my calf at night, I hang my leg over the side of the bed and stretch it'),
    ).not.toContain('critical-limb-ischaemia');
    expect(ids('restless legs at night, have to hang my feet out of the bed')).not.toContain(
      'critical-limb-ischaemia',
    );
    expect(ids('calf aches when I walk uphill and goes when I stop', { age: 64 })).not.toContain(
      'critical-limb-ischaemia',
    );
    expect(ids('my feet get hot at night so I hang them out of the bed', { age: 70 })).not.toContain(
      'critical-limb-ischaemia',
    );
  });
});

describe('Guillain-Barré syndrome (NHS)', () => {
  it('reads weakness told as ascending, with breathlessness, as an emergency', () => {
    expect(triage('ascending weakness over 4 days, now short of breath', { age: 50 })).toBe('emergency');
    expect(findings('ascending paraesthesia since Monday')).toContain('weaknessSpreading');
  });

  it('reads paraesthesia as tingling, and new tingling in the feet and the hands as same-day care', () => {
    expect(findings('paresthesia in both legs and weakness')).toContain('bothLimbsNumbWeak');
    expect(triage('pins and needles in my toes for 2 days and now in my fingers too', { age: 36 })).toBe(
      'urgent-care',
    );
    expect(ids('tingling feet, then hands, over the last week', { age: 41 })).toContain(
      'tingling-feet-and-hands',
    );
  });

  it('leaves tingling in the hands alone, a long-standing neuropathy and tingling denied in the feet', () => {
    expect(ids('tingling in my fingers when I type, no problems with my feet')).not.toContain(
      'tingling-feet-and-hands',
    );
    expect(
      ids('numb feet and hands from diabetic neuropathy', { age: 70, durationHours: 24 * 365 * 3 }),
    ).not.toContain('tingling-feet-and-hands');
  });
});

describe('giant cell arteritis with sight symptoms (NHS temporal arteritis; NICE CKS)', () => {
  it('reads jaw pain on chewing or a tender temple with sight going or blurring as an emergency', () => {
    expect(
      triage(
        'tender temples and my jaw aches when I chew, and this morning my vision blurred for ten minutes',
        {
          age: 76,
        },
      ),
    ).toBe('emergency');
    expect(findings('transient visual loss R eye this morning')).toContain('suddenVisionLoss');
    expect(findings('2 episodes of TMVL today')).toContain('suddenVisionLoss');
  });

  it('leaves giant cell arteritis signs without sight symptoms as same-day care', () => {
    expect(
      triage('scalp sore when I brush my hair and jaw aches when eating, eyesight fine', { age: 72 }),
    ).toBe('urgent-care');
    expect(findings('no visual loss, scalp tender')).not.toContain('suddenVisionLoss');
  });
});

describe('bleeding after a tonsillectomy (MedlinePlus; NHS)', () => {
  it('reads blood from the mouth or throat after a tonsillectomy as an emergency', () => {
    expect(
      triage('my daughter had her tonsils out 6 days ago and she just coughed up bright red blood', {
        age: 7,
      }),
    ).toBe('emergency');
    expect(ids('day 8 post tonsillectomy, blood in saliva and clots', { age: 30 })).toContain(
      'post-tonsillectomy-bleed',
    );
  });

  it('leaves a sore throat after a tonsillectomy, and one long ago', () => {
    expect(ids('had my tonsils out 5 days ago, throat very sore, white patches at the back')).not.toContain(
      'post-tonsillectomy-bleed',
    );
    expect(ids('tonsillectomy as a child, now a nosebleed that stopped after 5 minutes')).not.toContain(
      'post-tonsillectomy-bleed',
    );
    expect(ids('she is having her tonsils out next week and has a nosebleed now', { age: 6 })).not.toContain(
      'post-tonsillectomy-bleed',
    );
  });
});

describe('a fever on an immune-suppressing medicine (NHS adalimumab; NICE NG51)', () => {
  it('reads a temperature of 38 or more on a biologic or long-term steroids as same-day care', () => {
    expect(triage('on etanercept for psoriatic arthritis, temp 38.5 and a cough', { age: 47 })).toBe(
      'urgent-care',
    );
    expect(ids('RA on tofacitinib, febrile 38.3, dysuria', { age: 61 })).toContain(
      'fever-on-immunosuppressant',
    );
  });

  it('leaves these medicines without a fever', () => {
    expect(ids('on humira, runny nose, temperature 37.2')).not.toContain('fever-on-immunosuppressant');
    expect(ids('humira injection site is a bit red and itchy')).not.toContain('fever-on-immunosuppressant');
  });
});
