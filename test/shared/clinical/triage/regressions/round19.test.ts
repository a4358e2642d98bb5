import { describe, expect, it } from 'vitest';
import { complaints, findings, triage } from '../../../../support/triage.ts';

/**
 * Round nineteen, from dev-probes-15 (very short messages, problems told by consequence, notes by
 * professionals other than doctors, misleading surfaces): the four emergencies and two same-day
 * problems its first run missed, each in other words too, and the misreadings lowered ("tearful" read
 * as tearing pain, "swelling not spreading", a scaly scalp beside "no joint pain"). Dreams, leaflets'
 * lists, "what would a stroke feel like?" and safety-netting after a dash or "GP/111 if" stay read
 * as the complaint: two hostile reviews showed every narrower reading of them hiding emergencies.
 */
type Case = [text: string, age: number];

describe('emergencies told in very few words', () => {
  it.each<Case>([
    ['son 14 type 1 been vomiting breathing fast breath smells like pear drops', 14],
    ['daughter 9 type 1 vomiting all night breathing deep and fast', 9],
    ['im type 1 been sick all day and really thirsty', 22],
    ['got all my pills out gonna take them tonight cant do this anymore', 23],
    ['tablets all out on the bed, going to take the lot tonight', 30],
    ['cant do this anymore gonna take them all now', 20],
    ['gf period 6 wks late sudden sharp pain low tummy one side nearly fainted', 27],
    ['period 3 wks late bad pain low tummy on one side', 25],
    [
      "A 13-year-old with type 1 diabetes went pale and sweaty, then started slurring. He's slumped on the bench, not answering when we say his name, and we can't get him to swallow the juice.",
      13,
    ],
    ['husband type 1 diabetic, sweaty, wont swallow the juice', 50],
    ["she's not responding to her name, diabetic, cold and clammy", 60],
  ])('%s is an emergency', (text, age) => {
    expect(triage(text, { age })).toBe('emergency');
  });
});

describe('shingles told pain first, or as a band of blisters, is same-day care', () => {
  it.each<Case>([
    ['burning pain one side of ribs now blistery rash there', 67],
    [
      'I take methotrexate. Two days ago my left side started burning and tingling, and now there is a band of small blisters wrapping round from my back.',
      58,
    ],
    ['left side of my back tingling for 3 days now band of red blisters', 45],
  ])('%s', (text, age) => {
    expect(['urgent-care', 'emergency']).toContain(triage(text, { age }));
  });
});

describe('misreadings lowered', () => {
  it.each<Case>([
    [
      'Community midwife, day 4 postnatal. Tearful since yesterday, cries at adverts, bonding well, denies thoughts of harm.',
      32,
    ],
    [
      'Dental triage. Swelling of the lower face, T 38.1. Swallowing OK, no SOB, swelling not spreading to eye or neck.',
      40,
    ],
  ])('%s is not an emergency', (text, age) => {
    expect(triage(text, { age })).not.toBe('emergency');
  });

  it('does not read a scaly scalp beside "no joint pain" as a tender scalp', () => {
    expect(findings('scaly plaques on elbows and knees, scaly scalp, itching, no joint pain')).not.toContain(
      'gcaSigns',
    );
  });
});

describe('the same words when they are happening', () => {
  it.each<Case>([
    ['I had a dream last night, and now I have crushing chest pain', 50],
    ['the leaflet says rarely swelling of the lips but my lips and tongue are swelling now', 30],
    ['what does a heart attack feel like? I have chest pain and sweating now', 55],
    ['a tearing pain through to my back, came on suddenly', 60],
  ])('%s is an emergency', (text, age) => {
    expect(triage(text, { age })).toBe('emergency');
  });

  it('reads slurring from drink and a fracture type as neither a stroke nor diabetes', () => {
    expect(findings('Drunk at the party and slurring his words')).not.toContain('strokeSigns');
    expect(findings('my son type 2 fracture of his wrist')).not.toContain('diabetes');
  });
});

describe('reassurance beside a sprain', () => {
  it('reads "can wiggle my toes" and "full weight through it" as reassurance beside a sprain', () => {
    expect(
      triage(
        "Went over on my ankle at football last night. It's swollen and bruised but I can walk on it and put my full weight through it, and I can wiggle my toes.",
        { age: 27 },
      ),
    ).toBe('self-care');
    expect(complaints('sprained ankle')).not.toEqual([]);
  });
});

/**
 * The hostile review of round nineteen (252 probes run against the tree before the round): the
 * first versions of the dream, website and safety-netting readings hid current emergencies, the
 * "wks" rewrite made old events' "since then" history, and the new emergency patterns fired on an
 * antibiotic course, a toddler's hearing, a diabetic's sore throat and a watch strap.
 */
describe('review: current emergencies beside a frame or advice', () => {
  it.each<Case>([
    [
      "It's been a nightmare of a day, my husband's face has dropped on one side, his speech is slurred, his arm is weak",
      70,
    ],
    ['Had a nightmare about my dad, woken up with crushing chest pain going into my left arm', 57],
    ['Dreamt about my exams, worst headache of my life came on suddenly like being hit with a bat', 35],
    [
      "website says a rash that doesn't fade under a glass is serious, my son's rash doesn't fade under a glass",
      2,
    ],
    ["Info sheet from the hospital says watch for bleeding, he's vomiting blood, lots of it", 60],
    ['the leaflet mentions pancreatitis, severe pain going through to my back, vomiting', 50],
    [
      'Practice website says to use this form for urgent problems, my baby has a purple rash that does not fade',
      1,
    ],
    ["what does a seizure look like? my baby's arms and legs are jerking and she won't respond", 1],
    ['What does a mini stroke feel like: my arm went numb and my words came out wrong 20 minutes ago', 68],
    ['Sore throat and runny nose - GP/111 if worse, stiff neck and purple rash', 19],
    ['Advice: GP/111 if worse, lips blue and grunting', 0.2],
    ['Rang 111 - GP if no better by tomorrow, struggling to breathe, cannot finish a sentence', 30],
    ['Head injury at rugby - A&E if vomiting, vomiting and very sleepy', 17],
    ['Migraine - A&E if worst headache ever, worst headache ever, came on in seconds', 42],
    ['Asthma - 999 if inhaler not helping, inhaler not helping, cannot talk', 20],
    ['It tears into my back, pain is unbearable, came on suddenly', 68],
    ['Sudden pain tears through my chest into my back, started 20 mins ago', 65],
    ['baby born 6 wks ago, since then heavy bleeding with big clots and feel faint', 30],
    ['pos test, 7wk, cramps on left and brown bleeding, shoulder tip pain', 31],
    ['pregnancy test positive, pain one side low down, dizzy', 30],
    ['LMP 7 wks ago, sharp RIF pain, spotting', 28],
    ['ima take every pill in the house tonight', 16],
    ['i wanna kms fr, got the pills ready', 16],
    ['had enough of everything. got my nans tablets. gonna take them tonight', 15],
    ['i keep thinking i will take all my sertraline at once, i have 2 boxes', 20],
    ['gonna jump off the multi storey after school, its the only way', 14],
    ['grandma slurring and drooling, started 20 mins ago', 84],
    ["dad talking like he's drunk but hasn't touched a drop", 72],
    ['mum words coming out wrong 10 mins', 77],
    ['he wont answer us, eyes open but nothing there', 67],
    ["flatmate diabetic, just sat there staring and sweating, won't answer me", 26],
    ['cant get him to take the glucose gel, hes type 2 on insulin, all sweaty and out of it', 66],
    ["he's type 1 and keeps spitting out the lucozade, not making much sense", 30],
  ])('%s is an emergency', (text, age) => {
    expect(triage(text, { age })).toBe('emergency');
  });

  it.each<Case>([
    ['knee op 6 wks ago and since then calf swollen and painful', 60],
    ['started new tablets 6 wks ago, since then yellow skin and eyes and dark pee', 55],
    ['rash round my waist one side only, really painful', 78],
  ])('%s is at least urgent care', (text, age) => {
    expect(['urgent-care', 'emergency']).toContain(triage(text, { age }));
  });
});

describe('review: the new readings do not fire on everyday words', () => {
  it.each<Case>([
    [
      'Amoxicillin tablets day 3, I will take them all until the course is done, but now an itchy rash on my arms',
      30,
    ],
    ['Had enough of this hay fever, got my antihistamine tablets out, I will take them tonight', 25],
    ['Cant do this anymore with this cough, gonna take them antibiotics tonight', 40],
    ['Put all my tablets out on the table to sort into the dosette box', 80],
    ['got all my vitamin tablets out ready for the week, mild headache today', 35],
    ['my 3 yo is slurring some words, otherwise chatty and well', 3],
    ['numb and slurring after the dentist injection, wearing off slowly', 45],
    ['tired and slurring after a 14 hour night shift, otherwise fine', 35],
    ['not answering when I call her mobile, my daughter 16 is out with friends', 16],
    ['Our 18 month old has stopped reacting when we call his name, still babbling and playing happily', 1.5],
    ['type 1 diabetes, tonsillitis, unable to swallow properly, eating ice cream', 19],
    ['im type 2, cant swallow without pain, sore throat 3 days', 50],
    ['3yo type 1 poos for a week on the bristol chart, tummy ache, been sick once', 3],
    ['a band of itchy red spots where my new watch strap sits', 30],
    ['spent the day painting one side of the house and now have blisters on my palms', 50],
  ])('%s is not an emergency', (text, age) => {
    expect(triage(text, { age })).not.toBe('emergency');
  });

  it('keeps a denied weight-bearing out of the reassurance', () => {
    expect(
      triage('Sprained ankle, unable to put my full weight on it, bone at the back of the ankle tender', {
        age: 40,
      }),
    ).not.toBe('self-care');
    expect(triage("Sprained ankle, can't take weight through it, very swollen", { age: 30 })).not.toBe(
      'self-care',
    );
  });
});

/** The second hostile review of round nineteen (204 probes): what the first mends still hid. */
describe('second review: emergencies beside a frame, advice or an old event', () => {
  it.each<Case>([
    ['Pt c/o sudden onset of ripping pain to back, BP 190/110, clammy', 72],
    ['Woke at 4am with tearing pain through to my back, feel faint', 64],
    ['His tearing pain started 20 min ago, between his shoulder blades, he looks grey', 66],
    ['63M complains of tearing interscapular pain onset 30 mins, BP 200/110', 63],
    ['Seen by GP - 999 if fits, fitting for 10 mins, lips blue', 2],
    ['Discharged - 999 if chest pain, central chest pain radiating to left arm, sweaty', 56],
    ['GP/111 if persists, vomiting blood, black poo, dizzy', 45],
    ['Tonsillitis - A&E if drooling, dribbling and can not swallow his spit, noisy breathing', 5],
    ['Migraine - GP/111 if symptoms persist, worst headache ever, stiff neck, light hurts', 34],
    ['The leaflet lists swelling of the face, tongue and lips, which I now have', 50],
    ['Warfarin info sheet lists blood in vomit, black poo, both of which he has', 70],
    ['Wife says I had a nightmare about a heart attack, chest still crushing, sweaty, arm aching', 67],
    [
      'Had a nightmare that I was having a seizure, my husband says I really was, jerking all over for 5 minutes',
      30,
    ],
  ])('%s is an emergency', (text, age) => {
    expect(triage(text, { age })).toBe('emergency');
  });

  it.each<Case>([
    ['new headache, scalp at the back tender to touch, aching shoulders', 76],
    ['new headache over the temples, scalp and hip pain, feel run down', 71],
  ])('%s is at least urgent care', (text, age) => {
    expect(['urgent-care', 'emergency']).toContain(triage(text, { age }));
  });

  it('keeps a problem unchanged since an old event as history', () => {
    expect(
      triage(
        'Had a heart attack 5 years ago, ever since then I get a tight chest walking uphill that goes with my spray, same as always',
        { age: 66 },
      ),
    ).not.toBe('emergency');
  });
});

describe('second review: everyday words the new patterns first read as emergencies', () => {
  it.each<Case>([
    ['can I take all my vitamins at once to catch up?', 40],
    ['should I take all my tablets now or wait till tonight?', 60],
    ['Ran 10 kms yesterday and my knees ache', 33],
    ['Left a note saying sorry for the mess to my flatmate', 27],
    ['I counted out my tablets for the week into the dosette box', 72],
    ['Going to jump off the high diving board tomorrow, nervous', 19],
    ['Going to drive into town to get some antihistamines', 41],
    ["Had enough of everything so I'm going to take a nap", 33],
    [
      'Toddler up all night teething, I cannot do this anymore. Got my iron tablets, going to take them tonight',
      32,
    ],
    ['the lesion is T2 bright on the MRI, what does it mean', 34],
    ["I'm T1, first trimester, feeling sick", 27],
    ['the slurry pit smell made me feel sick', 48],
    ['Had 6 shots of tequila and was slurring, now hungover', 22],
    ['Had a filling this morning and I am slurring a bit', 31],
    ["my 13 yo is moody and won't answer me", 13],
    ["Nan left her hearing aids out again and won't answer us", 90],
    ['Cannot get a response from the GP surgery', 46],
    ["Can't get dad to take his metformin, he is diabetic", 75],
    ['diabetic, not herself since dad died', 80],
    ['Pos test for covid, pain left side of ribs when I breathe', 26],
  ])('%s is not an emergency', (text, age) => {
    expect(triage(text, { age })).not.toBe('emergency');
  });
});
