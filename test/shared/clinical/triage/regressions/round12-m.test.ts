import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round twelve (helper M): under-triage of injuries, limbs, the spine and swallowing. Each concept is
 * tested in the wording that exposed it and in other patients' and clinicians' words, with the
 * near-misses it must not catch. Only raises: nothing here lowers a level.
 */

describe('both legs numb, weak or paralysed with a bladder change (NHS cauda equina, NICE NG234)', () => {
  it('sends leg numbness or weakness with not being able to pee to emergency care, whatever the cause', () => {
    expect(
      triage("after the marathon yesterday my legs went numb and weak and now I can't walk or pee", {
        age: 38,
      }),
    ).toBe('emergency');
    expect(
      triage('45M, acute bilateral LL weakness and numbness, unable to void since this AM. No trauma.', {
        age: 45,
      }),
    ).toBe('emergency');
    expect(
      triage("my wife's legs have gone dead since this afternoon and she has wet herself", { age: 52 }),
    ).toBe('emergency');
    expect(triage('legs went numb and wobbly on my run and now I cant pee', { age: 30 })).toBe('emergency');
    expect(
      ids("my husband can't move his legs and hasn't been able to wee since last night", { age: 70 }),
    ).toContain('legs-weak-bladder');
  });

  it('does not read tired legs after exercise, legs said to be fine, or a lie-in', () => {
    expect(ids('my legs feel weak after the gym today, peeing normally', { age: 28 })).not.toContain(
      'legs-weak-bladder',
    );
    expect(ids('my legs are not numb or weak and I can pee fine')).not.toContain('legs-weak-bladder');
    expect(findings('I fell asleep in the bath and my legs went numb')).not.toContain('fallOrImpact');
    expect(findings('my legs feel heavy and tired')).not.toContain('legsParalysedOrNumb');
  });
});

describe('cannot move or feel the legs after a fall, a jump or a crash (NICE NG41 spinal injury)', () => {
  it('sends a fall from a height or a crash with legs that cannot move or feel to emergency care', () => {
    expect(
      triage("my 15 year old thinks he's invincible and jumped off the roof, now can't move legs", {
        age: 15,
      }),
    ).toBe('emergency');
    expect(triage("fell off a ladder and can't feel my legs", { age: 50 })).toBe('emergency');
    expect(triage('Pt fell approx 4m from scaffolding, reports no sensation in both legs', { age: 34 })).toBe(
      'emergency',
    );
    expect(triage("my grandson came off his quad bike and says he can't feel his legs", { age: 14 })).toBe(
      'emergency',
    );
    expect(triage('she slipped on the ice and landed on her back, now both legs are numb', { age: 70 })).toBe(
      'emergency',
    );
    expect(ids('came off his motorbike and is paralysed from the waist down')).toContain(
      'spinal-injury-legs',
    );
  });

  it('does not read legs that are fine after a fall, a fall asleep, or an injury years ago', () => {
    expect(ids('fell off a ladder yesterday, sore back but legs fine', { age: 50 })).not.toContain(
      'spinal-injury-legs',
    );
    expect(ids('fell off a ladder, legs not numb, can move them fine')).not.toContain('spinal-injury-legs');
    expect(ids('I fell asleep on the sofa and my legs went numb')).not.toContain('spinal-injury-legs');
    expect(ids('I fell off my horse 10 years ago and since then I cannot feel my legs')).not.toContain(
      'spinal-injury-legs',
    );
  });
});

describe('white, blue, cold or numb fingers or toes after a new cast (NHS plaster cast care)', () => {
  it('reads a cast that was replaced and fingers or toes gone white, blue, cold or numb', () => {
    expect(
      triage(
        "my son's plaster cast came off and they put a new one on, now his fingers are white and cold and he's screaming in pain",
        { age: 8 },
      ),
    ).toBe('emergency');
    expect(triage('my cast feels really tight and my toes have gone blue and numb', { age: 30 })).toBe(
      'emergency',
    );
    expect(
      triage('they re-plastered her arm this afternoon and her fingers have gone blue', { age: 11 }),
    ).toBe('emergency');
    expect(findings('his toes went white and cold after the new cast was put on')).toContain(
      'compartmentSyndrome',
    );
  });

  it('does not read a new cast with warm pink fingers, or skin pale after a cast came off', () => {
    expect(findings('had a new cast put on yesterday, fingers are pink and warm')).not.toContain(
      'compartmentSyndrome',
    );
    expect(findings('the cast came off today, his fingers are a bit pale from being under it')).not.toContain(
      'compartmentSyndrome',
    );
    expect(findings('the new cast feels fine, no numbness in my toes')).not.toContain('compartmentSyndrome');
  });
});

describe('a crushed finger or hand gone white, blue, cold or numb (NHS broken finger: A&E)', () => {
  it('sends a crush with a white, grey, cold or numb digit to emergency care', () => {
    expect(
      triage("my finger got crushed in a machine at work, it's swollen tight, white and numb", { age: 40 }),
    ).toBe('emergency');
    expect(triage('hand caught in a machine, crushed, fingers white', { age: 40 })).toBe('emergency');
    expect(triage('my thumb got squashed in the printing press, it is grey and cold', { age: 35 })).toBe(
      'emergency',
    );
    expect(
      ids('Crush injury R index finger from hydraulic press, digit pale and cool, reduced sensation'),
    ).toContain('crush-injury-circulation');
    expect(ids('his fingers are white and numb after being crushed under a pallet')).toContain(
      'crush-injury-circulation',
    );
  });

  it('does not read a bruise, a nail gone black or white, crushed ice or a crushing pain', () => {
    expect(findings("crushed my toe with a dumbbell, it's black and blue")).not.toContain(
      'crushedDigitCompromised',
    );
    expect(findings('crushed my finger in the door, the nail has gone white')).not.toContain(
      'crushedDigitCompromised',
    );
    expect(findings('my hand is cold from holding the crushed ice')).not.toContain('crushedDigitCompromised');
    expect(findings("crushed my thumb, it's throbbing but not numb")).not.toContain(
      'crushedDigitCompromised',
    );
  });
});

describe('cannot stand on tiptoe since a jump or a game (NHS Achilles tendon rupture)', () => {
  it('sends it to same-day care', () => {
    expect(triage("can't stand on tiptoe since I jumped at badminton yesterday", { age: 50 })).toBe(
      'urgent-care',
    );
    expect(triage("lunged for a drop shot at squash and now I can't go up on my toes", { age: 44 })).toBe(
      'urgent-care',
    );
    expect(
      ids('felt a sharp pain at the back of my ankle when I lunged in tennis and cannot push off'),
    ).toContain('achilles-rupture');
  });

  it('does not read standing on tiptoe fine, or long-standing arthritis', () => {
    expect(ids('can stand on tiptoe fine after badminton, just a bit sore')).not.toContain(
      'achilles-rupture',
    );
    expect(ids("I can't stand on tiptoe, I've had arthritis in my toes for years")).not.toContain(
      'achilles-rupture',
    );
  });
});

describe('a jaw stuck open (NHS dislocated jaw)', () => {
  it('sends a jaw locked open or a mouth that will not close after a yawn to same-day care', () => {
    expect(triage("my jaw is stuck open after yawning, can't close it", { age: 40 })).toBe('urgent-care');
    expect(ids("I yawned and my jaw locked, I can't shut my mouth")).toContain('dislocated-joint');
    expect(ids('jaw locked open after a big yawn')).toContain('dislocated-joint');
    expect(ids("yawned and now my mouth won't close")).toContain('dislocated-joint');
  });

  it('does not read a clicking jaw, one stuck open at the dentist, or a mouth that will not close properly', () => {
    expect(ids('my jaw clicks when I yawn')).not.toContain('dislocated-joint');
    expect(ids('my jaw was stuck open at the dentist for ages and now it aches')).not.toContain(
      'dislocated-joint',
    );
    expect(findings("I can't close my mouth properly")).not.toContain('dislocatedJoint');
    expect(ids('my jaw is not stuck, it just clicks')).not.toContain('dislocated-joint');
  });
});

describe('a knee that popped and locked, or swelled at once and gives way (NHS knee pain)', () => {
  it('sends it to same-day care', () => {
    expect(triage("felt my knee go pop and now it's locked", { age: 35 })).toBe('urgent-care');
    expect(
      triage('twisted my knee at football, it swelled straight away and keeps giving way', { age: 25 }),
    ).toBe('urgent-care');
    expect(ids("heard my knee pop skiing and now it's stuck bent")).toContain('acute-joint-injury');
    expect(ids('heard his knee pop at rugby, it is locked and he cannot straighten it')).toContain(
      'acute-joint-injury',
    );
  });

  it('does not read a knee that is not locked or swollen, or knees that click', () => {
    expect(ids("felt my knee go pop but it's not locked and no swelling, walking fine")).not.toContain(
      'acute-joint-injury',
    );
    expect(ids('my knees click when I squat, no swelling')).not.toContain('acute-joint-injury');
    expect(ids('twisted my knee, swelled a bit the next day, walking ok')).not.toContain(
      'acute-joint-injury',
    );
  });
});

describe('a small battery missing and something in a nostril or ear (NHS objects in the ear or nose)', () => {
  it('sends it to emergency care', () => {
    expect(
      triage("small round battery missing from the toy and there's something in his nostril", { age: 2 }),
    ).toBe('emergency');
    expect(triage("battery stuck in my daughter's nose", { age: 5 })).toBe('emergency');
    expect(ids("the remote's battery is missing. I can see something shiny up her nose")).toContain(
      'button-battery-ear-nose',
    );
  });

  it('does not read something in an ear without a battery, or a hearing aid battery that died', () => {
    expect(ids('my son has something in his ear')).not.toContain('button-battery-ear-nose');
    expect(ids("there's something in my ear, my hearing aid battery died")).not.toContain(
      'button-battery-ear-nose',
    );
    expect(ids('no battery missing, something in his nostril though')).not.toContain(
      'button-battery-ear-nose',
    );
    // Found by the before/after comparison: a battery's charge is not a battery.
    expect(
      triage('low battery on my hearing aid and something in my ear feels stuck, probably wax', { age: 75 }),
    ).toBe('self-care');
    expect(
      ids('low battery warning on his toy and now a battery is missing and something is up his nose'),
    ).toContain('button-battery-ear-nose');
  });
});

describe('food or a bone stuck that has not moved (NHS: A&E)', () => {
  it('sends a food bolus with drooling, and a fish bone still stuck, to emergency care', () => {
    expect(
      triage("food sometimes gets stuck but this time it hasn't moved for 3 hours and I'm drooling", {
        age: 60,
      }),
    ).toBe('emergency');
    expect(
      triage("the fish bone is still stuck, I tried bread but it didn't wash it down", { age: 40 }),
    ).toBe('emergency');
    expect(ids("there's meat stuck and it won't go down, I keep spitting out my saliva")).toContain(
      'throat-object-stuck',
    );
    expect(ids('steak stuck since lunch and I cannot even swallow water', { age: 55 })).toContain(
      'throat-object-stuck',
    );
  });

  it('does not read food that goes down, a bone that went down or is in a paw, a gum or last year', () => {
    expect(ids('food sometimes gets stuck when I eat too fast, it goes down with water')).not.toContain(
      'throat-object-stuck',
    );
    expect(ids('fish bone stuck but it went down after some bread')).not.toContain('throat-object-stuck');
    expect(ids('the dog has a chicken bone stuck in his paw')).not.toContain('throat-object-stuck');
    expect(ids('a fishbone was stuck in my gum')).not.toContain('throat-object-stuck');
    expect(ids('food keeps getting stuck, it goes down with a drink')).not.toContain('throat-object-stuck');
  });
});

describe('on the floor for hours after a fall (NHS falls: a long lie)', () => {
  it('reads "been there hours" before or after the fall', () => {
    expect(
      triage(
        "mum can't get up off the floor without holding on to anything and she's been there hours since falling",
        { age: 81 },
      ),
    ).toBe('emergency');
    expect(triage('dad fell in the bathroom and has been there a few hours', { age: 88 })).toBe('emergency');
    expect(ids("she's been lying there all night since her fall", { age: 79 })).toContain(
      'long-lie-after-fall',
    );
  });

  it('does not read hours in a chair after getting up, or hours waiting in A&E', () => {
    expect(
      ids('mum fell this morning but got up fine, been sitting in her chair for hours since'),
    ).not.toContain('long-lie-after-fall');
    expect(ids('been there for hours waiting in A&E after I fell off my bike')).not.toContain(
      'long-lie-after-fall',
    );
  });
});
