import { describe, expect, it } from 'vitest';
import { triage } from '../../../../support/triage.ts';

/**
 * The hostile review of round eighteen (220 probes): current emergencies its context readings had
 * lowered (a date of birth or a year anywhere in a run-on sentence, a relative's current age, "nil
 * improvement", advice that ran on past a semicolon or into the patient's own report, a family
 * history heading over the writer's own symptoms), and emergencies missed before the round.
 */
type Case = [text: string, age?: number];

describe('current emergencies beside history, relatives, allergy records and advice', () => {
  it.each<Case>([
    ['Patient John Smith DOB 1948 unable to lift right arm and face drooping', 77],
    ['Had a DVT 3 years ago and my calf is swollen and hot and I am short of breath and coughing blood', 50],
    ['My father aged 82 has had a stroke, what do I do', 82],
    ['My mum (aged 79) has just had a stroke I think, her speech is gone', 79],
    ['Nil improvement with salbutamol, struggling to breathe, cant complete sentences', 30],
    ['I had asthma as a child and I cant breathe and my lips are blue', 30],
    [
      'FHx SAH in mum aged 40, I have the worst headache of my life came on like a thunderclap an hour ago',
      38,
    ],
    [
      'In 2022 I had a blood clot in my lung and i am so breathless i cant walk to the loo and my chest hurts when i breathe',
      45,
    ],
    ['re-contact if >3/52, SOB, coughing blood; coughing up cupfuls of blood', 60],
    ['urgent call back if coughs blood; he is coughing up blood now', 63],
    ["111 said to ring 999 if she became drowsy, she's very drowsy and floppy", 2],
    ["Safety netted for chest pain, he's got crushing chest pain that wont go", 60],
    [
      'the nurse said call an ambulance if his breathing gets worse, his breathing got worse and hes sucking in under his ribs',
      3,
    ],
    ["Advised to return if any bleeding, she's bleeding heavily from the tonsil site spitting clots", 8],
    ['safety netting given re meningitis signs; mum reports rash not fading with glass, baby very sleepy', 1],
    ["told to attend A&E if she developed a fever on chemo, she's 38.4 and shivery", 55],
    [
      'Seek urgent help if the swelling spreads or your breathing changes, the swelling has spread to his neck and his voice sounds muffled',
      30,
    ],
    ['My grandad aged 88 has had a massive heart attack, he is grey and sweating', 88],
    ['My grandma in her eighties has had a bad fall and her hip is twisted and she cant stand', 85],
    ['Nil of note PMH, severe tearing back pain going through to the back', 60],
    ['nil on examination earlier. Saturation now 85%', 70],
  ])('%s is an emergency', (text, age) => {
    expect(triage(text, age === undefined ? {} : { age })).toBe('emergency');
  });
});

describe('at least same-day care', () => {
  it.each<Case>([
    [
      'my wife had pre-eclampsia 3 years ago and she is 35 weeks pregnant with a bad headache and flashing lights and swollen face',
      33,
    ],
    [
      'Had pancreatitis 5 years ago from drinking and I have severe stomach pain going through to my back and cant stop vomiting',
      50,
    ],
    [
      'Return to ED if severe abdo pain, jaundice or fever, his eyes have gone yellow and hes shivering with a temp of 39',
      50,
    ],
    [
      'told to come back if he couldnt keep fluids down, he cant keep anything down and hasnt had a wet nappy in 12 hours',
      1,
    ],
  ])('%s is at least urgent care', (text, age) => {
    expect(['urgent-care', 'emergency']).toContain(triage(text, age === undefined ? {} : { age }));
  });
});

describe('history and relatives that stay history', () => {
  it.each<Case>([
    ['I have had a heart attack before, asking about statins', 60],
    ['he has had a heart attack in 2015, now fine', 70],
    ['I twisted my leg playing football', 25],
    ['no swelling in his neck and his voice is normal', 30],
  ])('%s is not an emergency', (text, age) => {
    expect(triage(text, age === undefined ? {} : { age })).not.toBe('emergency');
  });
});

describe('misreadings the review found', () => {
  it.each<Case>([
    ['Small splinter in finger, came out, bit red', 30],
    ['seizures 2 years ago lasting 7 minutes, none since', 30],
  ])('%s is not urgent or an emergency', (text, age) => {
    expect(['self-care', 'see-a-doctor']).toContain(triage(text, age === undefined ? {} : { age }));
  });
  it.each<Case>([
    ['my finger popped out of the joint playing rugby', 20],
    ['had a seizure 2 years ago, none since, now fitting for 6 minutes', 30],
  ])('%s is at least urgent care', (text, age) => {
    expect(['urgent-care', 'emergency']).toContain(triage(text, age === undefined ? {} : { age }));
  });
});
