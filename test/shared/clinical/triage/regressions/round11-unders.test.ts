import { describe, expect, it } from 'vitest';
import { ids, triage } from '../../../../support/triage.ts';

/**
 * Round eleven, remaining under-triage (helper K): serious presentations the second hostile review
 * found still under-triaged, each in several wordings, with near-misses that must not fire.
 */

type Case = readonly [text: string, level: string, age?: number];
const check = (cases: readonly Case[]) => {
  for (const [text, level, age] of cases)
    expect(triage(text, age === undefined ? {} : { age }), text).toBe(level);
};
const notFlagged = (id: string, texts: readonly string[], age?: number) => {
  for (const text of texts) expect(ids(text, age === undefined ? {} : { age }), text).not.toContain(id);
};

describe('suicide and overdose told with a method, a plural or a staggered dose (NIMH, NHS)', () => {
  it('is an emergency', () => {
    check([
      ["I can't go on, gonna end it with pills tonight", 'emergency'],
      ["I'm gonna end it with pills", 'emergency'],
      ['I wanna end it with my life tonight', 'emergency'],
      ['going to end it all with my insulin', 'emergency'],
      ['necked 30 sertralines', 'emergency'],
      ["necked 20 of my mum's diazepams", 'emergency'],
      ["finished the course of my mum's sleeping tablets in one go to try to die", 'emergency'],
      ['I took a lot of my insulin on purpose tonight', 'emergency'],
      ['2 every hour all day... paracetamol, about 20 so far', 'emergency'],
    ]);
  });
  it('does not read ending a relationship, a dying phone or a usual dose', () => {
    notFlagged('suicidal-thoughts', [
      "I'm ending it with my boyfriend tonight",
      'my phone is trying to die',
      'my battery is trying to die on me',
      "I'm going to end the call with my boss",
    ]);
    notFlagged('overdose-poisoning', [
      'took my insulin on purpose early today',
      'paracetamol 2 every 4 hours',
      'necked 10 pints',
      'popped 2 paracetamol',
    ]);
  });
});

describe('in danger now from a partner, and abuse told without a fear word (NHS domestic abuse)', () => {
  it('is an emergency when the person is there or attacking now', () => {
    check([
      ["my husband is outside trying to break the door down, he said he'll kill me", 'emergency'],
      ["my boyfriend just strangled me and he's still in the house", 'emergency'],
      ["he's got a knife and he's threatening me right now", 'emergency'],
      ['my partner is banging on the door, he beat me up earlier', 'emergency'],
      ['hiding in the bathroom, my husband is hitting my kids', 'emergency'],
    ]);
  });
  it('is urgent care when hurt again and again, or with an injury', () => {
    check([
      ["my gf punches me when she's angry, I have bruises everywhere", 'urgent-care'],
      ['my stepdad beats me and my brother', 'urgent-care', 14],
      ['my partner pushed me down the stairs, my wrist is swollen', 'urgent-care'],
      ["my son hits me and takes my money, I'm 82 and scared of him", 'urgent-care'],
    ]);
  });
  it('does not read games, pillows, lawsuits or a partner there to help', () => {
    for (const text of [
      'my dad beats me at chess every time',
      'my girlfriend hit me with a pillow',
      'my husband is outside waiting to drive me to my exam',
      "he's threatening me with a lawsuit",
      "my toddler son hits me when he's tired",
      'my husband is downstairs making tea',
    ]) {
      expect(ids(text), text).not.toContain('domestic-abuse-immediate-danger');
      expect(ids(text), text).not.toContain('domestic-abuse-danger');
    }
  });
});

describe('intent to harm others (NHS urgent mental health help)', () => {
  it('is an emergency with a weapon, at random, as a fear of doing it or a planned shooting', () => {
    check([
      ["I'm going to hurt someone tonight, I have a knife", 'emergency'],
      ['I feel like killing someone, anyone', 'emergency'],
      ["I'm scared I'm going to strangle my dad", 'emergency'],
      ['I want to go and shoot up my school', 'emergency'],
      ["brother says he's going to kill our neighbour and he's got a hammer", 'emergency'],
    ]);
  });
  it('does not read idioms, games or accidents', () => {
    notFlagged('harm-to-others-thoughts', [
      'I could kill for a coffee',
      'I feel like killing someone for a cup of tea',
      "I'm going to kill him when he gets home, he ate my cake lol",
      "I'm going to kill it at the gym tonight with my new bat",
      "I'm going to shoot up to the shops",
      "I'm scared I'm going to hurt someone if I drive with this migraine",
      "I'm going to kill someone in call of duty with my knife lol",
    ]);
  });
});

describe('sexual assault in other words (NHS help after rape and sexual assault)', () => {
  it('is urgent care', () => {
    check([
      ['I was assaulted sexually by my uncle yesterday', 'urgent-care', 15],
      ['a man put his hands down my pants on the bus this morning', 'urgent-care'],
      ['I got r*ped yesterday', 'urgent-care'],
      ["guy didn't stop when I said stop, last night", 'urgent-care'],
    ]);
  });
  it('does not read tickling, pockets, an examination or long ago', () => {
    notFlagged('sexual-assault', [
      'my brother didn’t stop tickling me when I said stop',
      'he put his hands in my pockets',
      'the doctor touched my genitals during the exam',
      'I was sexually abused as a child, 30 years ago',
    ]);
  });
});

describe('a glucose with no unit and danger signs (ADA 2025)', () => {
  it('is an emergency under either unit', () => {
    check([
      ['blood glucose 20, slurring and sweaty, type 1', 'emergency'],
      ["sugar 22, shaking, sweating, can't think straight", 'emergency'],
      ['reading of 29 on my glucometer, thirsty, vomiting, drowsy', 'emergency'],
    ]);
  });
  it('stays urgent care without a danger sign', () => {
    check([
      ['sugar 22, bit thirsty', 'urgent-care'],
      ['reading of 29 on my glucometer', 'urgent-care'],
    ]);
    notFlagged('glucose-unit-unclear', ['got a reading of 5.4 on my glucometer, fine']);
  });
});

describe('a floppy or very sleepy baby (NHS signs a baby is seriously ill; NICE NG143)', () => {
  it('is an emergency', () => {
    check([
      ["sunburn on my 8 month old, he's floppy and hot", 'emergency'],
      ['baby is very sleepy', 'emergency'],
      ['baby seems floppy today, not feeding', 'emergency'],
    ]);
  });
  it('does not read a sleepy parent, jabs, feeds, a hat or an older child', () => {
    notFlagged('floppy-or-very-sleepy-baby', [
      "I'm very sleepy since having the baby",
      'I feel so sleepy, the baby kept me up',
      'baby very sleepy after her jabs',
      'newborn very sleepy after feeds',
      'my baby has a floppy hat',
      'my 5 year old is very sleepy',
      'my baby brother is very sleepy',
      'baby not floppy, alert and feeding well',
    ]);
  });
});

describe('a battery in a named child’s nose (NHS button batteries)', () => {
  it('is an emergency', () => {
    check([
      ["battery stuck in my daughter's nose", 'emergency'],
      ["button battery up my son's nostril", 'emergency'],
    ]);
  });
  it('does not read a phone battery or one found', () => {
    notFlagged('button-battery-ear-nose', [
      'my phone battery died',
      "my son's nose is running, battery in his toy is fine",
      "battery not in my daughter's nose, we found it under the sofa",
    ]);
  });
});

describe('a long lie told across sentences (NHS falls)', () => {
  it('is an emergency', () => {
    check([
      ["Dad's had a long lie overnight, he's cold", 'emergency'],
      ['my nan had a long lie. The carer found her at 8am.', 'emergency'],
      ["Mum had a long lie. She'd been on the floor since yesterday.", 'emergency'],
      ['long lie. found by carer.', 'emergency'],
      [
        "I fell in the bathroom and I can't get up off the floor without help, been here since 5am",
        'emergency',
      ],
      ['she was lying on the floor for hours before anyone found her', 'emergency'],
      ["fell over in the night, been on the floor till morning, can't move my hip", 'emergency'],
    ]);
  });
  it('does not read a lie-in or play on the floor', () => {
    notFlagged('long-lie-after-fall', [
      'had a long lie on Sunday, feel great',
      'I had a long lie this morning. It was cold so I stayed in bed.',
      'long lie-in today',
      'my son was lying on the floor for hours playing lego',
      'I fell asleep on the floor till morning after the party',
    ]);
  });
});

describe('voices commanding harm to a person, whatever the voice (NHS psychosis)', () => {
  it('is an emergency', () => {
    check([
      ['my inner voice keeps telling me to kill my wife', 'emergency'],
      ["my inner voice isn't mine anymore, it's telling me to hurt my baby", 'emergency'],
      ['the voice in the song is telling me to hurt my mum, it talks to me directly', 'emergency'],
      ['voices tell me to punch the wall and then punch my mum', 'emergency'],
      ['my son says Alexa is telling him to stab his sister', 'emergency'],
    ]);
  });
  it('does not read a voice aimed at a thing', () => {
    notFlagged('psychosis-risk-of-harm', [
      'my inner voice tells me to hit the gym',
      'the voice in the song says kill the lights',
      'Alexa told me to hit the snooze',
      'my inner voice told me to punch the pillow',
      'no voices telling me to hurt my family',
    ]);
  });
});

describe('priapism asked as a question with the hours already passed (NHS priapism)', () => {
  it('is an emergency', () => {
    check([
      ["what happens if my erection won't go away? it's been 5 hours", 'emergency'],
      ['should I go to A&E if my erection has lasted 4 hours?? it has', 'emergency'],
      ['took viagra, erection still there after 4 hours', 'emergency'],
      ['is it dangerous if an erection lasts 6 hours? mine has and it hurts', 'emergency'],
    ]);
  });
  it('does not read a question alone', () => {
    notFlagged('priapism', [
      "should I go to A&E if my erection lasts 4 hours? it hasn't yet",
      'what happens if an erection lasts 4 hours? asking for a leaflet',
      'is it bad if an erection lasts 4 hours? it is just a question',
      'viagra worked, erection lasted an hour',
    ]);
  });
});

describe('a cold limb with the cause denied or the onset told (NHS peripheral arterial disease)', () => {
  it('is an emergency', () => {
    check([
      ['arm went cold and blue and numb an hour ago, not slept on it, I have AF', 'emergency'],
      ['leg cold and pale and very painful, not from an ice bath, started suddenly', 'emergency'],
      ['right foot cold, numb and painful since this morning, irregular heart', 'emergency'],
      ['leg cold and painful since an hour ago', 'emergency'],
    ]);
  });
  it('does not read sleeping on it, an ice bath, the weather or both feet', () => {
    notFlagged('acute-limb-ischaemia', [
      'arm went cold and numb, I slept on it',
      'leg cold and pale after an ice bath',
      "my hand is cold and sore since this morning, it's freezing outside",
      'my feet are cold and painful since this morning',
    ]);
  });
});

describe('a drug rash with mucosal sores after "no blisters" on the skin (NHS Stevens-Johnson syndrome)', () => {
  it('is an emergency', () => {
    check([
      ['red rash, no blisters, mouth ulcers and sore genitals since starting carbamazepine', 'emergency'],
      ['started allopurinol, rash no peeling, but blistering mouth and eyes', 'emergency'],
    ]);
  });
  it('does not read one mouth ulcer, hay fever or fine eyes', () => {
    notFlagged('severe-drug-rash', [
      'started amoxicillin, rash, mouth ulcer',
      'mouth ulcers and sore eyes from hay fever, no rash',
      'started a new cream, rash, my lips and eyes are fine',
    ]);
  });
});

describe('alcohol withdrawal told after another drink (NICE CG100)', () => {
  it('is an emergency with hallucinations', () => {
    check([
      ['stopped drinking coffee and alcohol 2 days ago, bottle of vodka a day, seeing spiders', 'emergency'],
      ["I quit smoking and drinking 3 days ago and I'm seeing bugs", 'emergency'],
    ]);
  });
  it('does not read a fast for Lent without symptoms', () => {
    notFlagged('alcohol-withdrawal-severe', ['stopped drinking coffee and alcohol for lent, feel great']);
  });
});
