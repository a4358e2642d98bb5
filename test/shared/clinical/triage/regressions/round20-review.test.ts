import { describe, expect, it } from 'vitest';
import { findings, triage } from '../../../../support/triage.ts';

/**
 * The hostile review of round twenty (159 probes, run against the tree before the round) and the
 * first run of dev-probes-16: the new words in other orders and spellings, and the everyday
 * messages the first versions sent to 999 (a book finished tonight, heavy breathing after football,
 * a teenager gaming in headphones, a toddler's molars, weeks to a wedding).
 */
type Case = [text: string, age: number, sex?: 'female' | 'male'];

const level = ([text, age, sex]: Case) => triage(text, { age, ...(sex ? { sex } : {}) });

describe("emergencies in the round's families, written other ways", () => {
  it.each<Case>([
    ['gonna jump infront of a train tonight', 20],
    ['my brother texted he is going to throw himself under a train', 25],
    ["i'm just gonna walk in front of the 7:15 train tomorrow", 30],
    ['im gonna walk into traffic tonight, cant do this anymore', 20],
    ['gonna step out onto the tracks after work', 30],
    ["no one's gonna miss me when im gone, ive got the pills ready", 22],
    ['ive got 3 boxes of paracetamol saved up for when i do it', 19],
    ['been collecting my sertraline for weeks, have about 60 now, planning to take them all', 30],
    ['thinking abt suic1de a lot, have a plan', 20],
    ['im gonna yeet myself lol bye forever', 16],
    ['type 1, cant stop puking, breathing weird and heavy, feels awful', 16],
    ['diabetic (type 1), been sick 4 times, breathing is heavy', 15],
    ['type 1, libre saying HI all night, been sick twice', 15],
    ['sugar was HI this morning, throwing up and really thirsty', 15],
    ['HI on the meter, been vomiting since 6am, type 1 diabetes', 14],
    ["daughter t1, being sick, breathing like she's run a marathon", 9],
    ['grandad just stares and doesnt reply when we talk to him, started this afternoon', 80],
    ["nan is really drowsy and doesn't answer when spoken to", 85],
    ['he doesnt answer when you ask him anything, just staring, came on suddenly', 70],
    ['tea dribbling out the side of his mouth, started an hour ago', 75],
    ['she is drooling out her left side of mouth, came on at lunch', 80],
    ["nan's face looks like it's melting on one side", 85],
    ['her face has slipped on one side and she cant lift her arm', 79],
    ['6 wks pregnant, rhs pain getting worse', 26, 'female'],
    ['missed period, r sided pain low down, bit of brown spotting', 25, 'female'],
    ['im preg and have really bad pain on the right hand side of my belly', 22, 'female'],
    ["I'm expecting, about 7 weeks, sharp pain on my right side and faint", 27, 'female'],
    ['bun in the oven 6 wks, stabbing pain left side', 23, 'female'],
    ['knocked up, 6 weeks, sharp pain on my left, feel like fainting', 20, 'female'],
    ['test came up with two lines, pain in my lower left tummy', 24, 'female'],
    ["period's late, pain on my left hand side", 22, 'female'],
    ['skipped my period, really bad pain on the left, feel faint', 21, 'female'],
    ['34+2, awful headache and seeing flashing lights', 31, 'female'],
    ['Hi, 36 wks, bad headache and flashing lights', 30, 'female'],
    ["I'm at 36 weeks, blurry vision and headache that won't go", 32, 'female'],
    ['preg 35 wks, face and hands suddenly swollen, headache', 33, 'female'],
    ['wifey is 38 wks, says her head is pounding and she can see flashing lights', 30, 'female'],
    ['32 wks, baby hasnt really kicked much today, def way less than normal for her', 28, 'female'],
  ])('%s is an emergency', (...input) => {
    expect(level(input)).toBe('emergency');
  });
});

describe("same-day problems in texting and clinicians' shorthand (dev-probes-16)", () => {
  it.each<Case>([
    ['condom split last night, terrified im preg, need the morning after pill', 20, 'female'],
    [
      'LMP 7/52 ago, +ve UPT last week. Light brown spotting on wiping since this morning. No pain.',
      34,
      'female',
    ],
    ['positive pregnancy test last week, light brown spotting since this morning, no pain', 30, 'female'],
    ['got bit by my mates dog on the hand, broke the skin quite deep, bleeding has stopped', 22],
    ['my 3yo has had a temp on n off for 5 days now, calpol brings it down n he plays in between', 3],
    [
      "Had my gallbladder out 8 days ago. The cut by my belly button has gone red, warm and puffy and there's some yellowy stuff coming out.",
      45,
      'female',
    ],
  ])('%s is same-day care', (...input) => {
    expect(level(input)).toBe('urgent-care');
  });
});

describe('everyday messages that only share the words', () => {
  it.each<Case>([
    ['yeet myself into bed early tonight, streaming cold and sore throat', 20],
    ['nobody will miss me in the office while im off with flu, aching and temp 38', 30],
    ['Started the book last week. Tonight I finish it. Eyes feel strained and dry from reading', 40],
    ['Tonight I end it. Been dating 3 months and he is not for me. Tension headache all day', 28],
    ['we stockpiled 4 boxes of paracetamol before the winter, now I have a fever and cough', 40],
    ["I've saved 2 boxes of sertraline from my old prescription, can I restart them? mood low again", 35],
    ['the dog will jump in front of the car if we let him off the lead, anyway I twisted my ankle', 30],
    [
      'the kids might step out in front of a car on the school road, I am a lollipop lady with a bad back',
      55,
    ],
    ['new baby, shattered, honestly I want to sleep and not wake up for a week lol. mild cold', 30],
    ['my friend posted about su1cide awareness week on insta, i just have a sore throat', 20],
    ['type 1 diabetic, breathing heavy after football, sugar 6.2, feel fine now', 15],
    ['son has type 1 and a cold, breathing heavy through his blocked nose, sugars 7-9, eating fine', 10],
    ['type 1, breathing heavy and fast during a panic attack, sugar 5.8, calming down now', 20],
    ['sugars hi-ish at 11 with a tummy bug, vomited once, type 2 diabetic', 60],
    ['dexcom hi alarm went off after pizza, bit thirsty, corrected and now 8, feel fine', 20],
    ['my 15 yo son does not answer when we talk to him, headphones in gaming all day, also has acne', 15],
    [
      "my mum with Alzheimer's does not answer when we talk to her now, slowly getting worse over the last year",
      84,
    ],
    ['Mum does not answer when I call her, she is probably out shopping. I have a sore throat', 30],
    ['my smile looks a bit odd since I got braces, dribbling when I drink', 20],
    ['face looks funny, swollen on one side from a wasp sting on my cheek, breathing fine', 30],
    ['my toddler is drooling from the right side of his mouth, 2 molars coming through', 1.5],
    ['im 22 wks preg, bruised pain on my lhs where i bumped the table corner', 25, 'female'],
    ['30 wks preg, pain lhs of my ribcage where the baby kicks', 29, 'female'],
    ['28 wks preg, pain lhs of my bum down my leg, sciatica', 31, 'female'],
    ['20 wks to my wedding and my face has gone puffy and swollen from hay fever', 29, 'female'],
    ['26 weeks, baby boy, temp 38.2 and runny nose, feeding ok', 0.5, 'male'],
    ['period hasnt come since my hysterectomy 2 years ago, pain low down on the left', 45, 'female'],
    ['missed period and pain on the right hand side of my head', 25, 'female'],
  ])('%s is not an emergency', (...input) => {
    expect(level(input)).not.toBe('emergency');
  });

  it('reads no pregnancy in a period stopped for years or a feared one, and no fever in a temp job', () => {
    expect(findings("haven't had a period for 4 years, some spotting last week")).not.toContain(
      'missedPeriod',
    );
    expect(findings('scared im knocked up')).not.toContain('pregnant');
    expect(findings('scared im knocked up')).toContain('missedPeriod');
    expect(findings('I had a temp job for 5 days')).not.toContain('fever');
    expect(findings('Did a 30 wk placement with a midwife team')).not.toContain('pregnant');
  });
});

/**
 * The second review (153 new probes): the first mends' exclusion words, added to lists that older
 * readings share, had lowered 19 emergencies ("collapsed while shopping … can't get a response out of
 * him", "sharp pain on my left, I haven't bumped it"); the new words also fired on a hand, a tooth, a
 * parcel, snow and a sofa.
 */
describe('second review: older readings keep their words', () => {
  it.each<Case>([
    ["he had a fight with his brother and hit his head, now he won't respond to us", 17],
    ["collapsed while shopping and now we can't get a response out of him", 70],
    ["Grandad is stubborn but now he won't respond to us at all", 85],
    ["mum has alzheimer's, today she won't respond to us at all", 88],
    ['always has his airpods in, now he will not respond to us and is burning up', 16],
    ["positive test, sharp pain on my left, I haven't bumped it or anything", 25, 'female'],
    ['pos test, stabbing pain on my left, it is kicking off again', 26, 'female'],
    ['missed period, sharp pain right bottom of my belly', 24, 'female'],
    ['type 1 diabetic, breathing really heavy and vomited 3 times since last night', 14],
    ['T1 daughter, been sick and breathing heavy after her tea', 11],
    ['Mum was filling the kettle when her mouth went funny and water dribbled out one side', 75],
    ["Dad's mouth has gone sideways and he's dribbling", 72],
    ['expecting our first, 7 weeks, sharp pain on the left and dizzy', 27, 'female'],
    ['My wife, 34 weeks, has a terrible headache and flashing lights', 33, 'female'],
    ['due in 3 weeks, severe headache and blurry vision', 30, 'female'],
    ['im 10 days late and have a sharp stabbing pain on my left, feel faint', 24, 'female'],
    ['28 wks and LO hasnt been kicking as much today', 29, 'female'],
    ['saving up my tramadol, gonna take the lot tonight', 40],
    ['saved up a month of propranolol to take all at once', 35],
    ['i want to lie on the train tracks tonight', 30],
    ['im going to drive my car into a wall tonight, nobody would care', 30],
  ])('%s is an emergency', (...input) => {
    expect(level(input)).toBe('emergency');
  });

  it.each<Case>([
    ['+ve test 2 days ago and now some spotting and cramps', 28, 'female'],
    ['no period this month, now spotting and cramping', 30, 'female'],
    ["he's been getting temps on and off for a week", 4],
    ['a bat flew into my bedroom last night and I think it bit me', 35],
    ['AF is 5 days late and I have got brown spotting', 25, 'female'],
    ["grazed my knee falling off my bike 3 days ago, now yellowy stuff coming out and it's throbbing", 12],
  ])('%s is same-day care', (...input) => {
    expect(level(input)).toBe('urgent-care');
  });

  it.each<Case>([
    ['Su1cide Squad was rubbish, now I have a migraine', 25],
    ['yeet myself off the sofa lol, pulled a muscle', 19],
    ['my son will run out in front of a car one day, today he grazed his knee', 7],
    [
      'my husband will step out in front of a bus one day, he never looks up from his phone. He sprained his wrist',
      40,
    ],
    ['hope I do not wake up stiff tomorrow after the gym', 30],
    ['Skipping the work christmas do, nobody will miss me. Got norovirus', 35],
    ['Tomorrow I finish it, couch to 5k week 9! Shins a bit sore', 33],
    ['Collecting my sertraline from the chemist, can I take them all in the morning?', 40],
    ['stress levels high at work, been sick twice with a tummy bug', 30],
    ['husband does not reply when I ask him to do the dishes lol, I have a cold', 35],
    ['boyfriend does not answer when I ask him where he was last night, I have got thrush', 24, 'female'],
    ['My 6 week old does not react when we talk to her, has not smiled yet, feeding well', 0.12],
    ['cramp in my left hand when I write, pregnant 8 weeks', 29, 'female'],
    ['LHS jaw pain since the dentist, 6 weeks pregnant', 30, 'female'],
    [
      "I'm expecting a callback from the hospital about my scan, sharp pain on the right side low down",
      30,
      'female',
    ],
    ['20 weeks alcohol free, bad headache and blurry vision today', 40, 'female'],
    [
      'My twins are 24 weeks and the baby monitor keeps me up, I have a headache and blurry vision',
      32,
      'female',
    ],
    [
      'on the pill, skipped my period by running packs back to back, now some breakthrough spotting',
      25,
      'female',
    ],
    [
      'have the mirena coil, period has not come for months which is normal, a bit of spotting sometimes',
      35,
      'female',
    ],
    ['cut onions and my eyes are red and swollen', 30],
    ['lips look weird on one side after my lip filler yesterday', 28, 'female'],
  ])('%s is not an emergency', (...input) => {
    expect(level(input)).not.toBe('emergency');
  });
});
