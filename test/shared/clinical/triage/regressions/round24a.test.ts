import { describe, expect, it } from 'vitest';
import { complaints, findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round twenty-four (a): what the second hostile probe of 2026-11-29 found under-triaged in its
 * sections 1, 2 and 4, each tested in other words than the probe's, with the near-misses that must
 * not move.
 */
describe('despair that the self-care reader took for constipation (NHS urgent mental health help)', () => {
  it('reads a bare "cannot go on" as despair, not constipation', () => {
    expect(complaints('honestly I just can not go on')).not.toContain('constipation');
    expect(triage('she keeps telling me she cannot go on', { age: 35 })).toBe('urgent-care');
    expect(triage("I'm so tired of living", { age: 52 })).toBe('urgent-care');
  });

  it('makes despair with a weapon at hand an emergency', () => {
    expect(triage("my brother has got his dad's shotgun and keeps saying he can't go on", { age: 44 })).toBe(
      'emergency',
    );
  });

  it('keeps constipation and everyday "cannot go" as they were', () => {
    expect(complaints('I cannot go to the loo, bunged up for 4 days')).toContain('constipation');
    expect(triage("haven't been able to go to the toilet for 3 days, bit bloated", { age: 30 })).toBe(
      'self-care',
    );
    expect(ids('I cannot go on holiday with this knee')).toEqual([]);
  });
});

describe('a headache told as the worst ever in other words (NHS headaches, NICE CKS headache)', () => {
  it('reads "never had one this bad" and an onset in seconds further on', () => {
    expect(ids('I have never had a headache as bad as this one')).toContain('thunderclap-headache');
    expect(ids('never had a headache so bad, it is splitting')).toContain('thunderclap-headache');
    expect(
      ids('this headache at the back of my head, really nasty and I feel sick, started within seconds'),
    ).toContain('thunderclap-headache');
    expect(triage('headache - never felt one this severe in my life', { age: 38 })).toBe('emergency');
  });

  it('leaves an ordinary headache to self-care', () => {
    expect(triage('dull headache after staring at the laptop all day', { age: 30 })).toBe('self-care');
  });
});

describe('a fever with the feeling of dying (UK Sepsis Trust)', () => {
  it('is sepsis', () => {
    expect(ids('got a fever and honestly feel like I might die')).toContain('sepsis');
    expect(triage('high temperature since last night and she thinks she is dying', { age: 45 })).toBe(
      'emergency',
    );
  });

  it('is not dying of embarrassment or for a drink', () => {
    expect(findings('I am dying of embarrassment about this rash')).not.toContain('feelsLikeDying');
    expect(findings('feel like I am dying for a cup of tea')).not.toContain('feelsLikeDying');
  });
});

describe('serotonin syndrome told with bare twitching or agitation (MedlinePlus)', () => {
  it('reads twitching with no body part named, and agitation', () => {
    expect(ids('been on citalopram, took some tramadol, now twitchy, restless and sweaty')).toContain(
      'serotonin-syndrome',
    );
    expect(triage('fluoxetine and a triptan today, jerking and agitated, temp 38.6', { age: 33 })).toBe(
      'emergency',
    );
  });

  it('does not read an eyelid twitch or the jerk of falling asleep', () => {
    expect(ids('on sertraline, my eyelid has been twitching for a week, sweaty in the heat')).not.toContain(
      'serotonin-syndrome',
    );
    expect(ids('on venlafaxine, jerking as I drift off to sleep, night sweats')).not.toContain(
      'serotonin-syndrome',
    );
  });
});

describe('suicide risk told indirectly (988 Lifeline warning signs)', () => {
  it('reads goodbye letters with tablets got ready, in either order', () => {
    expect(triage('tablets are all lined up. notes for my kids are written', { age: 39 })).toBe('emergency');
    expect(triage('wrote my goodbye notes last night and have my tablets laid out', { age: 27 })).toBe(
      'emergency',
    );
  });

  it('reads searching how many tablets it would take, and researching methods', () => {
    expect(triage('I looked up how much paracetamol it would take', { age: 19 })).toBe('emergency');
    expect(triage('she has been searching online for ways to die', { age: 15 })).toBe('emergency');
  });

  it('reads things given away with a last goodbye, and a will with a plan', () => {
    expect(
      triage('dad gave away his guitar and his savings and said it was the last time we would see him', {
        age: 55,
      }),
    ).toBe('emergency');
    expect(triage("I've sorted out my affairs and I know exactly how I'd do it", { age: 61 })).toBe(
      'emergency',
    );
  });

  it('reads a friend about to take all her tablets, and talk of not being here', () => {
    expect(triage('my mate said he is going to take all his sleeping pills tonight', { age: 22 })).toBe(
      'emergency',
    );
    expect(triage('my daughter keeps talking about not being around any more', { age: 14 })).toBe(
      'emergency',
    );
  });

  it('reads text-speak and clinical shorthand', () => {
    expect(triage('wanna die honestly', { age: 17 })).toBe('emergency');
    expect(triage('lol kms', { age: 16 })).toBe('emergency');
    expect(triage('kms ngl', { age: 16 })).toBe('emergency');
    expect(triage('Pt reports ideation and intent, no protective factors', { age: 30 })).toBe('emergency');
    expect(triage('never suicidal until this week, but I have ordered a noose', { age: 33 })).toBe(
      'emergency',
    );
  });

  it('reads a goodbye message as a crisis the same day', () => {
    expect(triage('this is my last message. bye', { age: 21 })).toBe('urgent-care');
  });

  it('does not read kilometres, dissertations, an ordinary will or a dying relative', () => {
    expect(ids('ran 10 kms this morning and now my calf is tight')).toEqual([]);
    expect(ids('cycled a few kms, knee sore')).toEqual([]);
    expect(ids('researching methods of data analysis for my thesis, back ache')).not.toContain(
      'suicidal-thoughts',
    );
    expect(ids('I have a rope for the tent, going camping with a cold')).not.toContain('suicidal-thoughts');
    expect(ids('updated my will last month, mild cough')).not.toContain('suicidal-thoughts');
    expect(
      ids('grandad is in a hospice and the nurse said it may be the last time we see him'),
    ).not.toContain('suicidal-thoughts');
    expect(ids('this is my last message for today, thank you for the help with my rash')).not.toContain(
      'mental-health-crisis',
    );
    expect(ids('my son has taken all his antibiotics, finished the course, still coughing')).not.toContain(
      'overdose-poisoning',
    );
  });
});

describe('overdose and drug toxicity in named-drug or slang wording (NHS, NICE CKS poisoning)', () => {
  it('reads all of a named medicine taken, a whole supply, and "OD on"', () => {
    expect(triage('she has swallowed all of her nortriptyline', { age: 48 })).toBe('emergency');
    expect(triage('he took his entire supply of quetiapine', { age: 36 })).toBe('emergency');
    expect(triage('OD on citalopram about 20', { age: 24 })).toBe('emergency');
  });

  it('does not read a finished course, a repeat prescription or a dose written "od"', () => {
    expect(ids('took all my sertraline this month, need a repeat prescription')).not.toContain(
      'overdose-poisoning',
    );
    expect(ids('omeprazole 20 mg od on waking, some heartburn')).not.toContain('overdose-poisoning');
  });

  it('reads overheating after MDMA, a stimulant or pills at a party', () => {
    expect(triage('took molly at a rave, now boiling hot and jaw going', { age: 20 })).toBe('emergency');
    expect(triage('had some pills from a festival, temp 39.5', { age: 19 })).toBe('emergency');
  });

  it('does not read a hot day at a party without a drug', () => {
    expect(ids('went to a party, it was really hot in there, headache now')).not.toContain(
      'stimulant-overheating',
    );
  });

  it('reads more than the maximum paracetamol and extra tablets every few hours', () => {
    expect(triage('have had more than the recommended dose of co-codamol today', { age: 41 })).toBe(
      'emergency',
    );
    expect(triage('been having 2 extra co-codamol every 3 hours for my back', { age: 57 })).toBe('emergency');
  });

  it('does not read a question about the maximum', () => {
    expect(ids('what happens if you take more than the maximum dose of paracetamol?')).not.toContain(
      'paracetamol-staggered-overdose',
    );
  });

  it('reads a child who got hold of vape liquid and drank it', () => {
    expect(triage('my 2 year old found a vape refill and sucked on it', { age: 2 })).not.toBe('see-a-doctor');
    expect(triage('toddler got into the e-liquid and swallowed some', { age: 2 })).toBe('emergency');
  });
});
