import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round ten (helper H): serious presentations still under-triaged in the territory of the rules round
 * ten added. Each concept is raised only (wider findings, a few new rules) and tested in several
 * wordings (patient, clinician, typos, third person) with the near-misses that must not fire.
 */

const expectLevel = (level: string, texts: readonly string[], extra = {}) => {
  for (const text of texts) expect(triage(text, extra), text).toBe(level);
};
const expectNoFlag = (id: string, texts: readonly string[], extra = {}) => {
  for (const text of texts) expect(ids(text, extra), text).not.toContain(id);
};

describe('alcohol withdrawal with hallucinations (NICE CG100)', () => {
  it('reads a detox, days without a drink, creatures on the walls and people who are not there', () => {
    expectLevel('emergency', [
      'stopped drinking 2 days ago after drinking a bottle of vodka a day, shaking and seeing bugs on the wall',
      "my husband is an alcoholic, he hasn't had a drink for 3 days, now he's sweating, shaking and talking to people who aren't there",
      "I'm detoxing from alcohol at home, day 2, I'm seeing spiders on the walls",
      'day 3 of my alcohol detox and I keep seeing insects on the ceiling',
      'he hasnt had any alcohol since friday, hes confused and talking to people who arent there',
      'withdrawing from alcohol, seeing bugs crawling on the walls',
    ]);
  });

  it('does not read drinking stopped months or years ago, or a spider seen in the house', () => {
    expectNoFlag('alcohol-withdrawal-severe', [
      "I haven't had a drink for 3 months, feel great",
      'I gave up drinking 5 years ago and I see spiders on the wall sometimes',
      "I'm not drinking alcohol at the moment, can I take ibuprofen?",
      'my son is talking to his friends on the phone',
    ]);
  });
});

describe('a long lie after a fall (NHS falls)', () => {
  it('reads stuck on the floor since a time, found after a night, or unable to reach the phone', () => {
    expectLevel('emergency', [
      "mum's been stuck on the floor since 3am, she's cold",
      "found my neighbour on the floor this morning, she'd fallen in the night",
      "found dad on the floor, he doesn't know how long he's been there",
      "she fell yesterday evening and couldn't reach the phone, found her this morning",
      "can't get up after the fall, I'm alone, phone in my hand",
      'my dad has been stuck on the floor since 2am',
      '85yo F found on floor by carer, fell overnight',
      "she'd fallen and couldn't get to her pendant alarm, the carer found her this morning",
      'grandad fell last night and we found him this morning, he is very cold',
    ]);
  });

  it('does not read playing or sleeping on the floor, getting up after a fall, or a fall long before', () => {
    expectNoFlag('long-lie-after-fall', [
      'the kids are playing on the floor since 3pm',
      'I sleep on the floor since my back went',
      'I fell yesterday but got straight up, hurt my wrist',
      'the toy is stuck on the floor',
      'He fell last week, found him this morning sleeping in his chair',
      'My knee hurts since the fall but I can get up fine',
    ]);
  });
});

describe('something stuck in the throat or gullet (NHS swallowing problems)', () => {
  it("reads someone's throat, a swallowed thing that is now stuck, and food stuck in the chest with swallowing trouble", () => {
    expectLevel('emergency', [
      "a coin is stuck in my daughter's throat, she's drooling",
      "swallowed a chicken bone, now it's stuck and I can't swallow anything, even spit",
      "I think there's a piece of steak stuck in my chest, can't swallow water, spitting up saliva",
      "my son swallowed a coin and now it's stuck, he keeps drooling",
      "chicken bone stuck in my husband's throat, he cant swallow",
    ]);
  });

  it('does not read food in the teeth or a feeling in the chest with normal swallowing', () => {
    expectNoFlag('throat-object-stuck', [
      "there's food stuck in my teeth",
      'I ate a grape and it got stuck in my teeth',
      'feels like food is stuck in my chest after big meals, can swallow fine',
      'feeling of a piece of food stuck in my throat, eating and drinking fine',
    ]);
  });
});

describe('an overdose told with plural tablet names (NHS paracetamol overdose)', () => {
  it('reads "paracetamols", "co-codamols" and "ibuprofens"', () => {
    expectLevel('emergency', [
      'I took 40 paracetamols',
      'took like a load of paracetamols 2 hours ago on purpose',
      "she's taken 20 co-codamols",
      'my son took a handful of ibuprofens after a row',
    ]);
  });

  it('does not read a usual dose', () => {
    expectNoFlag('overdose-poisoning', [
      'took 2 paracetamols for a headache',
      'I took 2 paracetamols and 2 ibuprofens for period pain',
      'can I take paracetamols with ibuprofen?',
    ]);
  });
});

describe('"I\'m ending it" (NIMH suicide prevention)', () => {
  it('reads ending it with nothing after it but a time or the end of the clause', () => {
    expectLevel('emergency', [
      "I'm ending it tonight",
      'I might just end it',
      "I'm gonna end it",
      'im ending it tonight, no one will miss me',
      "my brother keeps saying he's gonna end it",
      "I might just end it, I can't do this anymore",
    ]);
  });

  it('does not read ending a job, a relationship, a pregnancy, a game or a message', () => {
    expectNoFlag('suicidal-thoughts', [
      "I'm ending it with my job",
      "I'm ending it with him tonight",
      "my boyfriend cheated so I'm ending it tonight",
      "I'm not going to end it, I just feel low",
      "I'm pregnant and I'm ending it",
      "the game was boring so I'm ending it",
      "This is getting long so I'll end it here",
      "I'll end it there, thanks doctor",
    ]);
  });
});

describe('paraphimosis after pulling the foreskin back (NHS tight foreskin)', () => {
  it('reads a foreskin pulled back that will not go back', () => {
    expectLevel('emergency', [
      "I pulled my foreskin back to clean and now it won't go back and the end is swollen",
      'my son pulled his foreskin back in the bath and now it wont go back, the tip is swollen',
      'foreskin retracted for catheter, now cannot get it back over, glans swollen',
    ]);
  });

  it('does not read phimosis, a foreskin that went back, or one that goes back eventually', () => {
    expectNoFlag('paraphimosis', [
      "my foreskin won't go back when I'm erect",
      "foreskin won't pull back, is that normal?",
      'I pulled my foreskin back to clean and it went back fine',
      'I pulled my foreskin back and it hurts to put it back but it goes back eventually',
    ]);
  });
});

describe('acute urinary retention (NHS urinary retention)', () => {
  it('reads no pee for hours with a swollen belly, and a bladder about to burst', () => {
    expectLevel('emergency', [
      "my dad hasn't peed all day and his tummy is swollen",
      "can't wee, bladder feels like it's going to burst",
      "he hasn't passed urine for 10 hours and his lower belly is hard and sore",
      'cant pee at all and my bladder feels like its gonna explode',
    ]);
  });

  it('does not read no pee alone, or with a belly that is not swollen', () => {
    expectNoFlag('acute-urinary-retention', [
      "I haven't peed since this morning, been busy at work",
      'I have not peed all day, my tummy is not swollen',
    ]);
  });
});

describe('a cold, painful limb without a colour word (NHS peripheral arterial disease)', () => {
  it('reads one limb cold with pain or numbness, suddenly or with atrial fibrillation', () => {
    expectLevel('emergency', [
      'my leg is suddenly very painful and cold, I have AF',
      'my right leg suddenly went cold and numb an hour ago',
      'mum has AF, her left foot is freezing and really hurts',
      'pt with a-fib, R leg cold and painful since 1 hour',
    ]);
  });

  it('does not read cold weather, a cold, both hands and feet, ice, or "af" as slang', () => {
    expectNoFlag('acute-limb-ischaemia', [
      "my leg hurts and it's cold outside",
      'my leg is sore since I had a cold last week',
      'my hands and feet are cold and my leg aches',
      'my foot is always cold and my toes go numb sometimes',
      'sudden pain in my leg after football, it feels cold when I put ice on it',
      "I'm tired af and my leg hurts",
    ]);
  });
});

describe('weakness spreading up, or in all four limbs (NHS Guillain-Barré syndrome)', () => {
  it('reads numbness that started in the toes and now the legs, and arms and legs weak newly', () => {
    expectLevel('emergency', [
      "the numbness started in my toes on Monday and now both my legs are weak and I can't stand",
      'my arms and legs are weak since this morning, I had a stomach bug last week',
      'cant feel my feet and legs goin weak since yesterday',
      "tingling began in his fingers and toes 3 days ago, now his legs are so weak he can't climb stairs",
      'weakness in all four limbs since yesterday after a diarrhoea illness',
    ]);
  });

  it('does not read aching limbs with flu, tiredness, the gym, or old numb feet', () => {
    expectNoFlag('spreading-weakness', [
      'my arms and legs feel weak and achy since this morning with flu',
      "my arms and legs feel weak, I'm exhausted since this morning",
      'numb feet for years from diabetes, legs are fine',
      'my legs are weak after the gym today',
    ]);
  });
});

describe('adrenal crisis risk (NHS Addison’s disease; steroid emergency card)', () => {
  it('reads steroid tablets for a stated number of years or months, and severe weakness or faintness', () => {
    expectLevel('emergency', [
      'on prednisolone 10mg daily for 2 years, been vomiting all night',
      "I have Addison's, I've got flu and feel really weak and dizzy",
      'taking prednisone 5 mg for 8 months, throwing up since last night',
      "I've got Addison's and I feel faint and shivery with a cold",
    ]);
  });

  it('does not read a short course, steroids stopped long ago, a cream or a question', () => {
    expectNoFlag('adrenal-crisis-risk', [
      'took prednisolone for 2 years but stopped 5 years ago, vomiting today',
      "I have Addison's, feel fine, just asking about travel",
      'prednisolone 40mg for 5 days for asthma, vomited once',
      'hydrocortisone cream for 2 months on my eczema, feel sick',
    ]);
  });
});

describe('a stoma that has stopped working or gone dark (NHS ileostomy complications)', () => {
  it('reads "no output" after the stoma, feeling a bit sick, and a dark, purple or black stoma', () => {
    expectLevel('urgent-care', [
      'ileostomy no output for 8 hours, stomach swollen and cramping',
      "stoma has had no output since yesterday and I'm nauseous",
      "stoma hasn't worked since yesterday, feeling a bit sick",
    ]);
    expectLevel('emergency', [
      'my stoma has gone dark purple and black',
      "my husband's colostomy looks dusky and blue today",
      'stoma turned black overnight',
      "colostomy has had no output for 2 days and I've been sick twice",
    ]);
    expect(ids('my stoma has gone dark purple and black')).toContain('stoma-dark');
  });

  it('does not read a working stoma, black output, or the skin around it', () => {
    expect(findings('my stoma is working fine')).not.toContain('stomaNoOutput');
    expectNoFlag('stoma-dark', [
      'the skin around my stoma is purple and sore',
      'black stoma output after iron tablets',
      'my stoma is a healthy pink red colour',
      'stoma bag leaking, skin red',
    ]);
    expect(triage("I'm feeling a bit sick after dinner")).not.toBe('emergency');
  });
});

describe('a rash with fever after a medicine known for severe reactions (NHS lamotrigine; DermNet DRESS)', () => {
  it('sends a rash and fever on a high-risk medicine same-day, and with a swollen face to emergency care', () => {
    expectLevel('emergency', [
      'started allopurinol 3 weeks ago, now a widespread rash and fever and my face is swollen',
      'on allopurinol, high temperature and a rash, face puffy',
    ]);
    expectLevel('urgent-care', [
      'started lamotrigine, rash and fever and feel awful',
      'started carbamazepine last month, now a rash and a fever',
    ]);
    expect(
      ids('my son started carbamazepine 4 weeks ago and now has a fever and red rash all over'),
    ).toContain('drug-rash-with-fever');
  });

  it('does not read a fever without a rash, a common antibiotic, or a medicine stopped', () => {
    expectNoFlag('drug-rash-with-fever', [
      'on lamotrigine for years, no rash, got a cold with fever',
      'started amoxicillin, now rash and fever',
      'used to take lamotrigine, now rash and fever',
    ]);
  });
});

describe('lithium, digoxin and critical electrolytes with symptoms (NHS lithium and digoxin)', () => {
  it('reads drowsiness and a bad tremor on lithium, and sickness with confusion or a slow pulse on digoxin', () => {
    expectLevel('emergency', [
      'on lithium and my hands are shaking badly and I feel sick and drowsy',
      "my sister takes lithium, she's trembling a lot, feels sick and is really drowsy",
      'my mum is on digoxin, vomiting, confused, heart rate 40',
      "dad takes digoxin, he's been sick and his pulse is really slow",
      'on lanoxin, nauseous, hr 44',
    ]);
    expectLevel('urgent-care', [
      'on priadel, bad tremor and nausea since yesterday',
      'on digoxin, vomiting since last night',
    ]);
  });

  it('does not read a slow pulse alone, or lithium or digoxin stopped', () => {
    expectNoFlag('digoxin-toxicity-severe', [
      'on digoxin, my pulse is 45 at rest, feel fine',
      'I stopped digoxin years ago, confused and vomiting',
    ]);
    expectNoFlag('lithium-toxicity-severe', ['used to take lithium, now shaky and drowsy']);
  });

  it('sends a critical potassium with weak legs, and a critical sodium with vomiting, to emergency care', () => {
    expectLevel('emergency', [
      "potassium 2.4 and my legs are weak and I can't stand",
      'na 118, vomiting, headache',
      'K 2.5 this morning, now my arms and legs feel weak',
      "GP rang, sodium is 117, I've been throwing up",
    ]);
    expectLevel('urgent-care', ['potassium 2.6, feel fine otherwise']);
    expect(ids('sodium 119 last year, fine now, headache')).not.toContain('critical-sodium');
  });
});

describe("a baby's abnormal cry with feeling hot or poor feeding (NICE NG143)", () => {
  it('reads "crying weird", "hes hot" and "barely feeding" with the cry', () => {
    expectLevel('emergency', ['babys crying weird high pitched and hes hot'], { age: 0 });
    expectLevel('emergency', [
      "baby's cry is weak and she's barely feeding, 3 weeks old",
      'my 2 month old is screaming in a weird high pitched way and she feels hot',
      '6 week old with a feeble cry, off his feeds since this morning',
    ]);
  });

  it('does not read a hungry or teething cry, or a hot day with a normal cry', () => {
    expectNoFlag('child-abnormal-cry-unwell', [
      'baby crying, hungry, feeds well',
      "my baby is crying weird because she's teething, feeding fine",
      'baby barely feeding today, cry normal',
      'baby is hot in this weather, crying normally',
    ]);
  });
});

describe('psychosis with voices about dying, and delusions about the baby (NHS psychosis; postpartum psychosis)', () => {
  it('reads voices saying the person has to die, and a new mother who thinks the baby is the devil', () => {
    expectLevel('emergency', [
      'my son is hearing voices telling him he has to die',
      'the voices say I deserve to die',
      'my brother says the voices keep telling him to die',
      "I'm 10 days postpartum and I think my baby is the devil",
      "gave birth 2 weeks ago, she's convinced the baby is possessed",
    ]);
  });

  it('does not read a song, a tired new mother, or a joke about a toddler', () => {
    expectNoFlag('psychosis-risk-of-harm', ["the singer's voice says we all have to die someday, sad song"]);
    expectNoFlag('postpartum-psychosis', [
      "had my baby last week, I'm so tired, I think my baby is hungry all the time",
    ]);
    expect(triage('I think my son is the devil lol, 2 year old tantrums')).not.toBe('emergency');
  });
});

describe('orbital cellulitis told as "eye swollen" (NICE CKS orbital cellulitis)', () => {
  it('reads an eye swollen with a fever and painful eye movements or a swollen red eye', () => {
    expectLevel('emergency', ["eye swollen and red, fever, hurts to move my eye, can't see properly"], {
      age: 75,
    });
    expectLevel('emergency', ['Eye swollen, red, temp 38.5, painful to look sideways']);
    expect(findings('my daughter has a swollen red eye and a fever')).toContain('periorbitalSwelling');
  });

  it('does not read puffy eyes, an eye that is not swollen, or eyelashes and drops', () => {
    expect(findings('puffy eyes in the morning with hay fever')).not.toContain('periorbitalSwelling');
    expect(findings('eye is not swollen, just itchy')).not.toContain('periorbitalSwelling');
    expect(findings('my eyes are swollen from crying, I have a cold')).not.toContain('periorbitalSwelling');
  });
});
