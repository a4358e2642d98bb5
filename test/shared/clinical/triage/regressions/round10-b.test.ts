import { describe, expect, it } from 'vitest';
import { ids, triage } from '../../../../support/triage.ts';

/**
 * Round ten (helper B): under-triage of head injury, a cold limb, spreading weakness, loose overdose
 * wording, croup at rest, a limp with fever, Kawasaki signs, command hallucinations and mania,
 * alcohol withdrawal and an eating disorder with physical signs. Each concept in several wordings,
 * with the near-misses that must not fire.
 */

const cases = (
  name: string,
  level: string,
  texts: readonly string[],
  extra: Parameters<typeof triage>[1] = {},
) =>
  it(`${name} → ${level}`, () => {
    for (const text of texts) expect(triage(text, extra), text).toBe(level);
  });

describe('head injury told loosely (NHS head injury and concussion; NICE NG232)', () => {
  cases(
    'drowsy, a headache that will not go, behaviour change, clear fluid, a fall down stairs',
    'emergency',
    [
      "she fainted and hit her head and now she's sleepy",
      'Mum slipped, banged her head on the radiator and now she is really drowsy',
      'head injury yesterday, now a headache that keeps getting worse',
      "hit my head yesterday and the headache won't go with painkillers",
      "banged my head on a cupboard, paracetamol isn't touching the headache",
      'pt hit head on cupboard yest, now HA worsening despite paracetamol',
      "toddler fell down the stairs, hit his head, and he's not himself",
      'my son bumped his head on the table, he is now really irritable',
      'clear fluid coming from his nose after the fall on his head',
      'clear fluid coming out of her ear since she fell and hit her head',
      'hit his head playing rugby, clear watery fluid dripping from his nose',
      'fell down the stairs and hit my head',
    ],
  );
  it('does not fire on a minor bump that is settling', () => {
    for (const text of [
      'bumped head, not sleepy, no headache, playing normally',
      'hit my head, took paracetamol and no headache now',
      'hit my head yesterday, the headache is not getting worse and goes with paracetamol',
      'bumped head, headache has not got worse',
      'banged my head, the headache eased with ibuprofen',
      'my son bumped his head, he is grumpy because he is hungry',
      'my daughter hit her head on a shelf, she is acting normal, no sleepiness',
    ])
      expect(ids(text), text).not.toContain('head-injury');
  });
});

describe('a cold, pale limb (NHS peripheral arterial disease: 999)', () => {
  cases('an arm or leg suddenly cold and pale, white or blue', 'emergency', [
    "sudden severe pain in my arm and it's cold and pale",
    "my foot went white and cold and I can't feel it",
    "my grandad's leg suddenly went cold and blue and hurts like hell",
    'my left leg is cold and white and really painful, came on an hour ago',
    'pt with AF, acutely ischaemic R leg, absent pedal pulses',
    'R foot cold, pale, pulseless x 2 hrs',
  ]);
  it("does not fire on Raynaud's, cold hands and feet, or a long-standing cold hand", () => {
    for (const text of [
      "my hands always go white and numb when it's cold, Raynaud's",
      'my fingers go white and numb in the cold weather',
      'cold hands and feet, pale',
      'my right hand has been cold and pale for years, no pain',
      'my feet are always cold',
      'my leg is not cold or pale, just a bit sore',
    ])
      expect(ids(text), text).not.toContain('acute-limb-ischaemia');
  });
});

describe('numbness or weakness of both legs, spreading or with falls (NHS Guillain-Barré syndrome)', () => {
  cases('spreading up, or newly falling over', 'emergency', [
    "I can't feel my feet and I keep falling over since this morning",
    "both legs have gone weak and tingly over two days and it's creeping up",
    'pins and needles in both feet moving up to my knees',
    'tingling in both feet spreading up my legs since Tuesday',
    'legs weak and numb both sides, now up to my waist, struggling to swallow',
    "both legs weak and numb since yesterday, can't walk",
  ]);
  it('does not fire on long-standing numb feet or tired legs', () => {
    for (const text of [
      'my legs feel weak going up the stairs',
      'I have diabetic neuropathy, cannot feel my feet',
      'my feet have been numb for years from diabetes',
      'both legs tired after running a marathon',
    ])
      expect(ids(text), text).not.toContain('spreading-weakness');
  });
});

describe('an overdose told loosely (NHS overdose; Poison Help)', () => {
  cases('a load, a bunch, a handful of pills', 'emergency', [
    "my teenager took a load of her mum's pills after a row",
    "he's taken a bunch of tablets",
    'swallowed loads of pills',
    'took a handful of her sleeping tablets',
    'necked a handful of her sleeping tablets',
    "my mate's necked a load of pills after his girlfriend left",
    'took the whole packet of paracetamol',
  ]);
  it('does not fire on a normal dose', () => {
    expect(ids('I took a couple of paracetamol for my headache')).not.toContain('overdose-poisoning');
    expect(ids('I take loads of pills every day for my heart')).not.toContain('overdose-poisoning');
  });
});

describe('croup with noisy breathing at rest (NHS croup; NICE CKS croup)', () => {
  cases('a noise breathing in while resting, calm or asleep', 'emergency', [
    'barking cough and is making a noise when breathing in even when resting',
    "my son has a barking cough and noisy breathing in when he's calm",
    "barky cough with a whistling sound breathing in even when she's asleep",
  ]);
  cases(
    'noisy only when crying, or none at rest',
    'urgent-care',
    [
      'barking cough, no noisy breathing at rest',
      'barking cough, noisy breathing only when crying, fine when calm',
      'barking cough, the noise goes away when he is calm',
    ],
    { age: 2 },
  );
});

describe('a limp with a fever (NICE CKS limp in children)', () => {
  cases('a limp or not bearing weight with a fever', 'urgent-care', [
    "he has a limp and a fever and won't put weight on his leg",
    'my daughter is limping and has a temperature of 38.6',
  ]);
});

describe('Kawasaki signs after 5 days of fever (NHS Kawasaki disease; NICE NG143)', () => {
  cases('fever 5 days or more with red eyes, cracked lips, strawberry tongue or peeling', 'urgent-care', [
    'my daughter has had a fever for 5 days and now red eyes and cracked red lips',
    'fever for 6 days, strawberry tongue and peeling fingers',
    'my son has had a high temperature for a week, his lips are cracked and his eyes are bloodshot',
  ]);
  it('does not fire on a short fever', () => {
    expect(ids('my 3 year old has had a fever for 2 days and red eyes', { age: 3 })).not.toContain(
      'kawasaki-signs',
    );
  });
});

describe('command hallucinations and mania (NHS psychosis; Mind)', () => {
  cases('voices telling someone to hurt people or themselves', 'emergency', [
    "I'm hearing voices telling me to hurt people",
    'hearing voices telling me to kill myself',
    'my brother keeps saying the voices want him to attack the neighbours',
  ]);
  cases('voices, strange beliefs or mania after a birth (NHS postpartum psychosis)', 'emergency', [
    "Husband calling: 31F, day 9 postnatal. Not slept 3 nights, says the baby has been 'swapped' and is not hers, hearing instructions.",
    "I had my baby 2 weeks ago and I'm hearing voices",
  ]);
  cases('mania: racing speech, no sleep, grandiose', 'urgent-care', [
    "talking really fast, hasn't slept for 4 days and thinks he's god",
    'he has barely slept all week and is talking a mile a minute',
  ]);
  it('does not fire on voices that give no order, or fast talk alone', () => {
    expect(ids('voices telling me I am useless')).not.toContain('psychosis-risk-of-harm');
    expect(ids('talking really fast because he is excited about his new job')).toEqual([]);
    expect(ids('I have not slept for 4 days because of the baby')).toEqual([]);
    expect(ids('we switched the baby to formula, feeling low postnatally')).toEqual([]);
  });
});

describe('alcohol withdrawal with hallucinations or confusion (NICE CG100)', () => {
  cases('stopping heavy drinking with seeing things, confusion or a seizure', 'emergency', [
    'drinking a bottle of vodka a day and stopped 2 days ago, now shaking and seeing things',
    'alcoholic, came off the drink 3 days ago, now confused and seeing bugs crawling on the skin',
    'had a seizure after stopping drinking',
    'I stopped drinking 2 days ago and now I see ants crawling on my arms',
  ]);
  it('does not fire on drinking stopped long ago, or shakes alone', () => {
    expect(ids('stopped drinking 10 years ago, doing well')).toEqual([]);
    expect(ids('stopped drinking yesterday and feeling shaky and sweaty')).not.toContain(
      'alcohol-withdrawal-severe',
    );
    expect(ids('bugs crawling in the kitchen since we stopped buying beer')).toEqual([]);
  });
});

describe('an eating disorder with physical warning signs (NICE NG69; MEED 2022)', () => {
  cases('fainting or chest pain', 'emergency', [
    "I'm anorexic and I keep fainting",
    'my daughter has anorexia, she fainted at school',
    'anorexia, barely eating, and now chest pain',
  ]);
  cases('dizzy, a heart that feels funny, feeling faint', 'urgent-care', [
    "I'm anorexic, haven't eaten properly for weeks, dizzy and my heart feels funny",
    'bulimic, my heart keeps skipping beats',
    'anorexia, feeling faint when I stand up',
  ]);
  it('does not fire on an eating disorder long past', () => {
    expect(ids('I had anorexia as a teenager, now recovered, feeling dizzy with a cold')).toEqual([]);
    expect(ids('I had anorexia 10 years ago, now dizzy')).toEqual([]);
  });
});
