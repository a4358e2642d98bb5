import { describe, expect, it } from 'vitest';
import { triage } from '../../../../support/triage.ts';

/**
 * Round twenty-one: the first run of dev-probes-17 (same-day care and its near-misses) and the two
 * hostile reviews of the round, run against the tree before it. The reviews found 56 current
 * emergencies hidden by reading "3 days ago … fine since" as a settled episode; that reading was
 * withdrawn, and the settled reader of the last four weeks was mended where the same words hid them.
 */
type Case = [text: string, age: number, sex?: 'female' | 'male'];

const level = ([text, age, sex]: Case) => triage(text, { age, ...(sex ? { sex } : {}) });

describe('emergencies the round reads (dev-probes-17 and its reviews)', () => {
  it.each<Case>([
    [
      'My 5 year old has a temp and is sleepy. little purple-red spots on her legs. I pressed a glass on them and I can still see them through it.',
      5,
    ],
    ['spots are still there when i press a glass on them, high temp', 2],
    [
      '13yo M, knee to head during football ~2h ago. No LOC. Since: vomited x2, worsening headache',
      13,
      'male',
    ],
    ['Elbowed in the head at basketball, vomited twice since and feel drowsy', 17],
    [
      '78M, known BPH. Unable to pass urine despite trying, suprapubic pain, palpable tender bladder to umbilicus.',
      78,
      'male',
    ],
    ['Three days ago I stood on the bridge planning to jump, I have felt okay since', 30],
    [
      'Took the abortion pill a few days ago, the bleeding has not settled, soaking 2 pads an hour and I feel faint',
      28,
      'female',
    ],
    ["I'm 34+2 and just fainted, I have pain in my tummy", 30, 'female'],
    ['My arm went numb and weak 3 days ago and it has not gone away', 60],
  ])('%s is an emergency', (...input) => {
    expect(level(input)).toBe('emergency');
  });
});

describe('the settled reader of the last four weeks, mended by the review', () => {
  it.each<Case>([
    // A turn in the story: what follows "but" is news.
    ['Had a bug last week, then she was fine, but now mum has collapsed and we cannot wake her', 80],
    ['Chest pain 2 weeks ago, fine since, but tonight crushing pain in my chest going into my jaw', 60],
    // Negated words of recovery are not recovery.
    ['My vision went dark in one eye last week and it has not gone back to normal', 70],
    ['2 weeks ago my face dropped on one side and it has not got better', 70],
    // Told after the words of recovery, it is now.
    [
      'Knee replacement 2 weeks ago, recovered fine since, my calf is hot, swollen and I am short of breath',
      70,
    ],
    // Harm or a warning that stays an emergency however fine since.
    ['Last week I had the worst headache of my life, came on in seconds, fine since', 45],
    ['I tried to hang myself last week, I feel okay since', 25],
    ['chest pain 2 weeks ago that comes and goes every few hours, fine in between', 60],
  ])('%s stays an emergency', (...input) => {
    expect(level(input)).toBe('emergency');
  });

  it('still caps an episode of the last weeks that has settled, and leaves days ago alone', () => {
    expect(triage('2 weeks ago my arm went weak for 10 minutes, fine since', { age: 66 })).toBe(
      'urgent-care',
    );
    // Withdrawn in review: days are not read as settled, so a TIA 3 days ago is still an emergency.
    expect(triage('3 days ago my arm went weak for 10 minutes, fine since', { age: 66 })).toBe('emergency');
  });
});

describe('same-day problems from dev-probes-17', () => {
  it.each<Case>([
    [
      "My 2 year old pulled my cup of tea off the table, most went on the floor but some splashed on his tummy. There's a red patch with a small blister.",
      2,
    ],
    ['mug of tea went over his hand, it is red', 1],
    ['grandson aged 3 swallowed a 5p coin about an hour ago, breathing fine, no drooling', 3],
    [
      "Slipped on ice this morning and landed on my bum and side, I'm 27 weeks pregnant. Baby kicking.",
      34,
      'female',
    ],
    [
      '30 weeks pregnant, frontal headache 2 days, partially relieved by paracetamol, no visual disturbance',
      28,
      'female',
    ],
    [
      "Had an epidural for labour 2 days ago. Now a really bad headache that's awful when I sit or stand and almost goes when I lie flat.",
      30,
      'female',
    ],
    ['Neighbours dog went for my hand. Two puncture wounds on the back of my hand that bled a bit.', 45],
    ['fishing trip, got a barbed hook right into the pad of my thumb, the barb is buried under the skin', 49],
    ['the cotton bit came off my ear bud and its stuck deep in my right ear, getting sore', 36],
    [
      'been throwing up since yesterday lunchtime, everything i drink comes back up in about 10 mins. only one dark wee today',
      27,
    ],
    [
      '32F, day 9 post emergency LSCS. Wound increasingly red + painful over 2/7, small amount cloudy discharge',
      32,
    ],
    ['55M T2DM, 4/7 enlarging painful lump R axilla, now 4 cm fluctuant with erythema, T 38.2', 55],
    [
      'I have diarrhea since 3 days, today there is fresh blood mixed inside every time and cramp pain in belly',
      42,
    ],
    [
      'fell asleep on the sun lounger, my back is bright red with big blisters, tonight shivery, temp 38.5',
      26,
    ],
    ['noisy breathing in, only when she is crying', 2],
  ])('%s needs same-day care', (...input) => {
    expect(level(input)).toBe('urgent-care');
  });

  it('sends a target-shaped rash after a tick bite to a GP, never home', () => {
    expect(
      triage(
        'Walked in the New Forest 10 days ago and pulled a tick off my thigh. Now there is a round red rash where it was, with a paler middle, like a target. I feel fine.',
        { age: 39 },
      ),
    ).toBe('see-a-doctor');
  });
});

describe('everyday messages the new words leave alone (the review of the round)', () => {
  it.each<Case>([
    ['had a glass of wine last night, the midge bite spots are still there', 30],
    ['spilt tea on my laptop, it will not turn on', 30],
    ['our dog went for the ball and knocked me over, I am fine', 30],
    ['the cat attacked my feet under the duvet, little scratches, not bleeding', 30],
    ['put olive oil drops in my right ear for wax', 50],
    ['water stuck in my right ear after swimming, sounds muffled', 20],
    ['the fish hook is in my tackle box, not in me, just asking about tetanus', 40],
    ['whatever he drinks comes straight out the other end, he is drinking loads', 30],
    ['I still have the plan for the kitchen renovation', 40],
    ['we are planning to jump off the diving board at the pool', 12],
  ])('%s is not raised to same-day care', (...input) => {
    expect(['see-a-doctor', 'self-care']).toContain(level(input));
  });

  it.each<Case>([
    ['my Lp(a) result came back high, mild headache today', 45],
    ['12 weeks pregnant, thrown up twice this morning, keeping fluids down', 28, 'female'],
    ['8 weeks pregnant, came off the pill in March, feeling sick in the mornings', 30, 'female'],
    ['6 year old swallowed a cherry stone at lunch, fine', 6],
  ])('%s does not fire the round’s new same-day rules', (...input) => {
    expect(level(input)).not.toBe('emergency');
  });
});
