import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Concepts added after the fourth generalisation probes (vignettes-dev-probes-4.json) missed five
 * emergencies and read two negated or settled red flags as present. Each is tested in wording unlike
 * the probe that exposed it, with the near-miss it must not catch.
 */

describe('a severe allergic reaction in lay words', () => {
  it('reads a tongue that feels too big as a swelling tongue', () => {
    expect(findings('my tongue feels really thick and strange')).toContain('anaphylaxis');
    expect(findings('she says her tongue is too big for her mouth')).toContain('anaphylaxis');
    expect(findings('my tongue is not thick or swollen')).not.toContain('anaphylaxis');
    expect(findings('a fat lip from football')).not.toContain('anaphylaxis');
  });

  it('takes wheeze or breathlessness after a food, with or without a swelling face, as anaphylaxis', () => {
    expect(triage('after a prawn curry his face is blowing up and he is wheezy')).toBe('emergency');
    // A swollen face and a wheeze without a trigger are not enough: a dental abscess in an asthmatic.
    expect(ids('my face is swollen from a tooth abscess and I have my usual asthma wheeze')).not.toContain(
      'anaphylaxis',
    );
    expect(ids('ate cashews at a party, cheeks puffing up and short of breath')).toContain('anaphylaxis');
    expect(ids('ate cashews at a party, no swelling, no wheeze, just an itchy mouth')).not.toContain(
      'anaphylaxis',
    );
  });
});

describe('a head injury in lay words', () => {
  it('reads a knock to the head in colloquial verbs, so anticoagulants make it an emergency', () => {
    expect(findings('gave his forehead a right clout on the shelf')).toContain('headInjury');
    expect(triage('walked into a lamp post and smacked my head, I take apixaban')).toBe('emergency');
    expect(findings('smacked my knee on the table')).not.toContain('headInjury');
  });
});

describe('heat stroke in an older person at home', () => {
  it('reads not knowing the day as new confusion, and a heatwave of several days as heat exposure', () => {
    expect(findings('grandma does not know what year it is this evening')).toContain('confusion');
    expect(findings('36 degrees for four days and her flat is an oven')).toContain('heatExposure');
    expect(
      triage('my aunt is 88, it has been 35 degrees for days, she does not know what day it is', {
        age: 88,
      }),
    ).toBe('emergency');
  });

  it('reads a person who is hot and dry, not dry hot weather, as not sweating', () => {
    expect(findings('after the match he is flushed and hot and dry')).toContain('notSweating');
    expect(findings('it has been hot and dry weather all week')).not.toContain('notSweating');
  });
});

describe('a quiet baby in a pregnancy, without the word "baby"', () => {
  it('is an emergency in a pregnancy, and not outside one', () => {
    const pregnant = { pregnant: true, pregnancyWeeks: 34, sex: 'female' as const };
    expect(triage('the bump has barely moved since lunch, usually she kicks loads', pregnant)).toBe(
      'emergency',
    );
    expect(triage('32 weeks and the baby has gone really still today', pregnant)).toBe('emergency');
    expect(
      ids('32 weeks, my toddler has been very quiet today with a cold', { pregnant: true }),
    ).not.toContain('reduced-fetal-movement-lay');
    expect(ids('34 weeks, kicking a lot, I have hardly slept', { pregnant: true })).not.toContain(
      'reduced-fetal-movement-lay',
    );
    expect(ids('the house is very quiet since the kids left', {})).not.toContain(
      'reduced-fetal-movement-lay',
    );
    expect(ids('he has barely moved off the sofa all weekend', {})).not.toContain(
      'reduced-fetal-movement-lay',
    );
  });
});

describe('cauda equina once "my back is killing me" is pain, not a wish to die', () => {
  it('reads a numb bum or inner thighs, and not managing to pee properly, in lay words', () => {
    expect(findings('her bum and the inside of her thighs have gone numb')).toContain('saddleNumbness');
    expect(findings('I cannot seem to wee properly since yesterday')).toContain('bladderBowelChange');
    expect(triage('my back is killing me and I cannot really pee, and my bum feels numb')).toBe('emergency');
    expect(findings('my bum is sore from the saddle and my fingers went numb in the cold')).not.toContain(
      'saddleNumbness',
    );
  });
});

describe('a rigid belly described at length', () => {
  it('reads a belly gone hard like a board further on in the sentence', () => {
    expect(
      findings('the pain spread across her stomach and now it is stiff and hard like a board'),
    ).toContain('rigidBelly');
    expect(findings('my stomach is soft and only a bit sore')).not.toContain('rigidBelly');
  });
});

describe('negated and settled red flags are not read as present', () => {
  it('carries a negation through a list joined by "or"', () => {
    expect(findings('to be honest I am not having any urges to harm myself or to end my life')).not.toContain(
      'suicidal',
    );
    expect(findings('no thoughts of suicide, no plan')).not.toContain('suicidal');
    // "and" starts a new statement: the negation does not reach it.
    expect(findings('I am not sleeping and I want to end my life')).toContain('suicidal');
  });

  it('reads "killing me" as pain, and a wish to be killed as suicidal', () => {
    expect(findings('this toothache is killing me')).not.toContain('suicidal');
    expect(findings('my knees are killing me today')).not.toContain('suicidal');
    expect(findings('sometimes I wish somebody would just kill me')).toContain('suicidal');
    expect(findings('I keep thinking of ways to kill myself')).toContain('suicidal');
  });

  it('reads a stroke long ago from which the person recovered as history', () => {
    expect(findings('he had a stroke in 2015 and made a full recovery')).not.toContain('strokeSigns');
    expect(findings('a stroke 4 years ago, back to normal since')).not.toContain('strokeSigns');
    expect(findings('had a stroke in 2015 and today his face is drooping again')).toContain('strokeSigns');
  });

  it('keeps any glass test as a worry to act on, even one reported as fading', () => {
    // Tried and withdrawn: reading a reported result let "hoped it faded but it didn't" and "faded on
    // his tummy but the spots on his legs stayed" through. A fade misread is not worth the risk.
    expect(findings('did the glass test and the spots faded straight away')).toContain('nonBlanchingRash');
    expect(findings('did the glass test and the spots did not fade')).toContain('nonBlanchingRash');
  });
});
