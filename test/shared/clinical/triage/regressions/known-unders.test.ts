import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Known under-triages, fixed by raising only: new rules and wider wording of emergency and
 * same-day findings, never a reassurance or a stand-down. Each concept is tested in patients' and
 * clinicians' words, with the near-miss it must not catch and the wording that must still fire.
 */

describe('a baby or toddler with a high-pitched, weak or constant cry (NHS; NICE NG143 red feature)', () => {
  it.each([
    ["my 4 month old has a high-pitched cry and won't settle", { age: 0.33 }],
    ["my baby has been screaming nonstop for 3 hours and can't be settled", {}],
    ['her cry sounds different, weak and high, she is 6 weeks old', {}],
    ['7 month old, high pitched crying since this morning, nothing calms him', {}],
    ['baby crying inconsolably for hours, cannot console him', {}],
    ["my 8 month old keeps crying, not like his normal cry, it's weaker and high", {}],
    ['infant with high pitched cry and irritability', {}],
    ["my newborn's cry is weak and whimpering", {}],
  ] as const)('sends "%s" to same-day care at least', (text, extra) => {
    expect(['urgent-care', 'emergency']).toContain(triage(text, extra));
  });

  it.each([
    ['my 9 month old has a fever of 38.5 and a high-pitched cry', {}],
    ['toddler has a high-pitched scream and is drowsy', {}],
    ['my baby has a temperature and is crying in a strange high pitched way and is very floppy', {}],
    ['18 month old, T 38.9, weak high-pitched cry, floppy', {}],
  ] as const)('sends "%s" (with a fever or drowsiness) to emergency care', (text, extra) => {
    expect(triage(text, extra)).toBe('emergency');
  });

  it('does not read a settled cry, colic that settles, or a teenager or adult who cannot be consoled', () => {
    expect(findings('my 4 month old baby cried a lot today but settled after a feed')).not.toContain(
      'abnormalCry',
    );
    expect(findings('baby has colic, cries every evening for an hour, settles with rocking')).not.toContain(
      'abnormalCry',
    );
    expect(findings('my 3 month old baby is not crying inconsolably, she settles fine')).not.toContain(
      'abnormalCry',
    );
    expect(
      ids("my daughter is 15 and can't stop crying since her breakup, she won't be consoled"),
    ).not.toContain('child-abnormal-cry');
    expect(ids('I keep crying and cannot be consoled since my dad died')).not.toContain('child-abnormal-cry');
  });
});

describe('a DVT told in lay words (NHS DVT: urgent same day; with breathlessness, a possible PE)', () => {
  it.each([
    ["my calf went rock hard and it's really sore since my flight yesterday", {}],
    ['calf is hot, swollen and hard', {}],
    ['my calf is hard and hot to touch', {}],
    ['one leg swollen and tight after a long flight', {}],
    ['right calf feels tight and hard, flew back from Australia 2 days ago', {}],
    ['calf went rock hard a few hours ago, now it is aching, I had surgery 10 days ago', {}],
    ["left calf went rock hard and painful, I'm on the pill and had a long flight yesterday", {}],
    ['L calf firm, warm and tender, recent long-haul flight', {}],
  ] as const)('sends "%s" to same-day care', (text, extra) => {
    expect(triage(text, extra)).toBe('urgent-care');
  });

  it.each([
    ["calf went rock hard after the flight and now I'm short of breath", {}],
    ['calf is hot, swollen and hard and I have chest pain when I breathe in', {}],
    ["after the op my leg has gone tight and swollen and I'm breathless", {}],
    ['my calf has gone hard since my knee surgery last week and I keep coughing up blood', {}],
  ] as const)('sends "%s" (with breathlessness or chest signs) to emergency care', (text, extra) => {
    expect(triage(text, extra)).toBe('emergency');
  });

  it('does not read a cramp that passed, a tight calf after a run or tight jeans as a clot', () => {
    for (const text of [
      'my calf went rock hard last night, cramp, gone after a minute',
      'calf cramp at night, leg went hard for a few seconds',
      'my calf is tight after my run',
      'flew back from Spain yesterday, legs feel a bit tight',
      'my calf is not hard or hot, just achy',
      'my leg feels tight in these jeans',
    ]) {
      const flags = ids(text);
      expect(flags, text).not.toContain('possible-dvt-lay');
      expect(flags, text).not.toContain('possible-dvt');
    }
  });
});

describe('neck pain after a dangerous mechanism (NICE NG41 spinal injury; NICE NG232)', () => {
  it.each([
    ['crashed the car this morning and now my neck really hurts', {}],
    ['got rear-ended on the motorway, neck pain and tingling in my arms', {}],
    ['rear ended at 60mph, neck stiff and painful', {}],
    ['fell off a ladder and my neck is killing me', {}],
    ['fell off a ladder, neck is sore, cannot turn my head', {}],
    ['fell off my horse yesterday, neck pain and my hands are tingling', {}],
    ['thrown from a horse, neck pain', {}],
    ['dived into a shallow pool and hit my head, neck hurts', {}],
    ['dived into the shallow end and now his neck is sore and arms feel weird', {}],
    ['motorbike crash, pain in the back of my neck', {}],
    ['RTC at speed, c-spine tenderness', {}],
    ['fell down the stairs and landed on my head, now my neck hurts', {}],
    ['fell asleep at the wheel and crashed the car, now neck pain', {}],
  ] as const)('sends "%s" to emergency care', (text, extra) => {
    expect(triage(text, extra)).toBe('emergency');
  });

  it('keeps a minor crash with tingling arms an emergency through the nerve signs', () => {
    expect(triage('minor car accident, neck pain and tingling in both arms')).toBe('emergency');
  });

  it('does not read a neck slept on, a long drive, an old crash or a low-speed bump as a dangerous mechanism', () => {
    for (const text of [
      'slept funny and my neck hurts',
      'my neck is sore after a long drive',
      'car crash 5 years ago, neck has ached on and off since',
      'rear-ended at the lights yesterday, neck a bit stiff',
      'neck stiff and sore after a minor car accident yesterday, can move it, no tingling',
      'my car broke down on the motorway, neck pain from sleeping in it',
      'crashed the car yesterday, no neck pain, just a bruised knee',
    ]) {
      expect(ids(text), text).not.toContain('neck-injury-dangerous-mechanism');
    }
  });
});

describe('orbital and periorbital cellulitis (NICE NG141; NHS cellulitis; NICE CKS)', () => {
  it.each([
    ['had a stye last week, now my whole eyelid is swollen and red and it hurts to move my eye', {}],
    ['eyelid swelling spreading after sinusitis, double vision', {}],
    ['sinus infection, now eye swollen, blurred vision and it hurts to look sideways', {}],
    ['swollen red eyelid after a stye, vision is blurry', {}],
    ["her eyelid is red and puffy and spreading, and her eye looks like it's bulging", {}],
    ['periorbital swelling and erythema, pain on eye movements, 6 year old', {}],
    ['upper lid red hot and swollen, spreading to the cheek, painful to move the eye', {}],
    ['eye bulging out and red swollen eyelid', {}],
    ["my son's eye is swollen shut and red and he has a fever, he is 4", {}],
    ["my 3 year old's eyelid is red and swollen and he has a temperature of 38.6", {}],
  ] as const)('sends "%s" to emergency care', (text, extra) => {
    expect(triage(text, extra)).toBe('emergency');
  });

  it('keeps an adult with a swollen eye area and sinusitis or a fever same-day', () => {
    expect(triage('sinusitis and my left eye is swollen', { age: 40 })).toBe('urgent-care');
  });

  it('does not read a stye, hay fever lids or morning puffiness as orbital cellulitis', () => {
    for (const text of [
      'stye on my eyelid, a bit swollen',
      'swollen eyelids from hay fever, eyes itchy and watering',
      'my eyelids are puffy in the morning',
      'my eyelid is not swollen, eye is a bit red',
      'sinusitis, hurts when I look down',
    ]) {
      const flags = ids(text);
      expect(flags, text).not.toContain('orbital-cellulitis-signs');
      expect(flags, text).not.toContain('orbital-cellulitis-vision');
    }
  });
});

describe('compartment syndrome (NHS compartment syndrome: call 999 or go to A&E)', () => {
  it.each([
    ['pain getting worse in my cast, broke my arm yesterday', {}],
    ['my leg is rock hard and agony after the crush', {}],
    ['toes numb and white in the plaster', {}],
    [
      'broke my shin 2 days ago, the pain is unbearable now, much worse than yesterday, painkillers not touching it',
      {},
    ],
    ['my arm is in a cast and my fingers have gone numb and blue', {}],
    ['crush injury to forearm, pain out of proportion, tense swollen compartment', {}],
    ['severe pain out of proportion after tibial fracture, pain on passive stretch', {}],
    ['the cast feels too tight and the pain is getting worse', {}],
    ["leg got crushed under a pallet, it's swollen tight and the pain is getting worse", {}],
    ['his fingers are cold and tingly in the plaster and he is crying with pain', { age: 7 }],
    ['forearm fracture in a cast, pain is severe and worsening', {}],
    ['my plaster is too tight, toes are swollen and numb', {}],
  ] as const)('sends "%s" to emergency care', (text, extra) => {
    expect(triage(text, extra)).toBe('emergency');
  });

  it('does not read a sticking plaster, a comfortable cast or a healing break', () => {
    for (const text of [
      'put a plaster on the cut, the pain is getting worse',
      'cast came off last week, arm is a bit stiff',
      'the cast is comfortable, fingers are pink and warm',
      'in a cast, no pain, fingers fine',
      'my toes are cold, I have a plaster on my heel',
      'broke my wrist last month, pain is getting better',
    ]) {
      expect(ids(text), text).not.toContain('compartment-syndrome');
    }
  });
});

describe('ending a relationship is not suicidal thoughts; ending it all still is (988)', () => {
  it('does not read ending it with a partner, named as such at the end of the clause, as suicidal', () => {
    for (const text of [
      "I've been thinking about ending it with my boyfriend",
      'I want to end it with my girlfriend',
      "I want to end it with my boyfriend, he's been cheating",
      'thinking about ending it with my husband because we argue all the time',
    ]) {
      expect(ids(text), text).not.toContain('suicidal-thoughts');
    }
  });

  // The hostile review of round ten: a pronoun or a possessive after "with" is as often the means
  // (her pills, them, my husband's gun) as a partner, so only a partner word ending the clause counts.
  it.each([
    ['I want to end it with her pills, she left them in the drawer'],
    ["I've got my tablets here. I want to end it with them tonight"],
    ['I want to end it with them. Everyone would be better off'],
    ["I'm thinking about ending it with my ex's knife"],
    ["I want to end it with my husband's pills"],
    ["wants to end it with her dad's shotgun, my friend told me"],
    ['I want to end it with him watching so he knows what he did'],
    ["I want to end it with someone's gun"],
    ['thinking of ending it with her, we argue all the time'],
  ])('reads "%s" as suicidal thoughts', (text) => {
    expect(triage(text)).toBe('emergency');
  });

  it.each([
    ['I keep thinking about ending it all'],
    ['I have thought about ending my life'],
    ["I've thought about ending it"],
    ['thinking about ending things'],
    ['I want to end it'],
    ["I'm going to end it tonight"],
    ['thinking of ending it with an overdose'],
    ['so low lately, I have thought about ending it'],
  ])('still reads "%s" as suicidal thoughts', (text) => {
    expect(ids(text)).toContain('suicidal-thoughts');
    expect(triage(text)).toBe('emergency');
  });

  it('keeps a thunderclap headache told as a blow, whatever the writer blames', () => {
    expect(triage('it came on suddenly, like someone hit me over the head')).toBe('emergency');
    expect(triage('woke up with a hangover, headache like someone hit me over the head')).toBe('emergency');
  });
});
