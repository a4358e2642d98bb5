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
    // The second review: today's emergency told before the clause that dates an old episode, or after
    // its recovery, or "apart from" it.
    ['Crushing chest pain and sweating, chest infection a couple of weeks ago, fine since', 60],
    ['R arm weakness and dysphasia since 0800, TIA 2 weeks ago, resolved', 70],
    [
      "Mum's face has dropped on the left and her words are jumbled, she had a mini stroke 3 weeks ago, then she was fine",
      80,
    ],
    [
      'Crushing central chest pain into jaw and left arm, sweating, heart attack 3 years ago, made a good recovery',
      60,
    ],
    [
      'Had a heart attack 2 years ago and made a full recovery, apart from this crushing chest pain and sweating',
      60,
    ],
    [
      'Had a stroke in 2019 and made a full recovery, then at lunch his face dropped and his arm went weak',
      70,
    ],
    ['Fishing hook caught in my eyelid, next to my eye', 40],
    // The third review: recovery words about another event or person, "gone" before a sign, an LMP.
    [
      "I have crushing chest pain going into my jaw and I'm sweating and my husband had the same 2 weeks ago then he was fine",
      60,
    ],
    [
      "Dad's face dropped on one side and his speech went slurred and he had a fall 2 weeks ago then he was fine",
      75,
    ],
    [
      'She had a fit for 8 minutes and will not wake up properly and she had the same a couple of weeks ago then she was fine',
      8,
    ],
    ['His face has gone blue and he is floppy and he had a chest infection 2 weeks ago', 2],
    [
      'My period was 6 weeks ago, positive test, sharp pain on the right and shoulder tip pain, I feel faint, had some spotting last week that settled',
      27,
      'female',
    ],
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
    ["A staffy went for my son's face at the park, there are puncture wounds on his cheek", 6],
    ['Runny poo for 2 days and there is blood mixed in with it', 30],
    ['28 weeks pregnant, my toddler fell hard on my bump while playing', 30, 'female'],
    ['Pregnant 26 weeks, the dog jumped up and hit me in the stomach', 30, 'female'],
    ["33 weeks pregnant, cramp in my left calf that won't go, it's swollen, red and warm", 30, 'female'],
    ['My 8 month old fell asleep in the sunshine in her pram, she is red and hot and grizzly', 0],
    ['Pushed a popcorn kernel with her fingers up her nose, cannot get it out', 3],
    ['She pushed the little cap off the nasal spray into her nose', 4],
    ['2 weeks ago my arm went numb and weak for 20 minutes, fine since', 66],
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
    ['I stuck my finger in my left ear because of the noise at the concert', 20],
    ['cold tea spilled over her hand, she is fine', 3],
    ['the cat went for my hand and scratched me, tiny scratch', 30],
    ['loose poos this week, I gave blood in town on Monday', 30],
    ['whatever I drink comes back up as acid burps', 40],
    ['nearly swallowed a coin but spat it out straight away', 7],
    ['had a stroke 2 years ago but his left arm has not gone weak', 75],
    ['Think I pulled a muscle in my calf playing football, no swelling, it is not hot or red', 26],
  ])('%s is not raised to same-day care', (...input) => {
    expect(['see-a-doctor', 'self-care']).toContain(level(input));
  });

  it.each<Case>([
    ['my Lp(a) result came back high, mild headache today', 45],
    ['12 weeks pregnant, thrown up twice this morning, keeping fluids down', 28, 'female'],
    ['8 weeks pregnant, came off the pill in March, feeling sick in the mornings', 30, 'female'],
    ['6 year old swallowed a cherry stone at lunch, fine', 6],
    ['My arm went heavy and weak at the gym after 100 push ups', 30],
    ['Vision went dark in one eye for a second when I stood up too quickly', 30],
    ['I was on the platform about to jump onto the train when I twisted my ankle', 30],
    ['paracetamol is not helping my back ache, also a mild headache, 20 weeks pregnant', 30, 'female'],
  ])('%s does not fire the round’s new same-day rules', (...input) => {
    expect(level(input)).not.toBe('emergency');
  });
});
