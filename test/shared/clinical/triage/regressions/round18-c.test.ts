import { describe, expect, it } from 'vitest';
import type { SymptomInput } from '../../../../../shared/clinical/symptoms.ts';
import { triage } from '../../../../support/triage.ts';

/**
 * Round eighteen (helper C): context read as a current complaint. Clinicians' escalation plans ("999
 * if…", "Return to ED if…", "Re-contact if…"), anaphylaxis someone else read about, a worried
 * "paranoid it's…", clinician negation ("nil SOB", "nothing sudden", "not working hard to breathe")
 * and croup stridor only when crying. Each has a counterpart where the same words sit beside a
 * current emergency, which must stay an emergency.
 */
type Case = [text: string, extra: Partial<SymptomInput>, level: ReturnType<typeof triage>];

describe('context that is not a current emergency', () => {
  it.each<Case>([
    // Escalation plans led by a care instruction.
    [
      'Seen in A&E, ECG and troponin normal, costochondritis. Plan: ibuprofen. Return if pain different, SOB, sweating or collapse.',
      { age: 34 },
      'emergency',
    ],
    [
      'Sore throat and mouth ulcers on methotrexate. Same-day GP appt today; 111 out of hours; 999 if becomes very unwell/breathless.',
      { age: 61 },
      'emergency',
    ],
    [
      '2yo croup, stridor only when crying, not at rest. Care advice: fluids. 999 if stridor at rest, sucking in under ribs, drowsy, pale/blue.',
      { age: 2 },
      'emergency',
    ],
    [
      'Mechanical back pain after lifting. GP if not improving in 6/52; 999 if CES sx develop.',
      { age: 45 },
      'emergency',
    ],
    [
      'Constipation on co-codamol, abdo soft. Escalate if vomiting, distension, no flatus, or PR blood.',
      { age: 86 },
      'emergency',
    ],
    [
      'Viral cough 9 days. Advice: honey, fluids. Re-contact if >3/52, SOB, coughing blood or feeling very unwell.',
      { age: 31 },
      'emergency',
    ],
    [
      'Wound check after lap chole. Return to ED if severe abdo pain, jaundice, fever with rigors.',
      { age: 50 },
      'emergency',
    ],
    [
      'Tension headache most afternoons. See GP if persists >2/12 or pattern changes; 999 if sudden severe headache/neuro sx.',
      { age: 38 },
      'emergency',
    ],
    [
      'clinic BP 160/97, no symptoms. Told to seek same-day care if BP >180/120 with sx.',
      { age: 52 },
      'emergency',
    ],
    ['mild cold. call back if he gets a rash or fever', { age: 5 }, 'emergency'],
    ['discharged home after a faint, return to A&E should you collapse again', { age: 30 }, 'emergency'],
    // Anaphylaxis someone read or heard about.
    [
      'wasp sting on his hand, red and a bit swollen. my auntie read about people dying from stings (anaphylaxis)',
      { age: 70 },
      'emergency',
    ],
    [
      'bee sting on my arm, itchy. I heard about anaphylaxis on the news, can I take an antihistamine?',
      { age: 30 },
      'emergency',
    ],
    // A worry, not paranoia.
    ["runny nose and cough, I'm also paranoid it's whooping cough", { age: 2 }, 'urgent-care'],
    // Clinician negation.
    ['cold for 3 days. Nil SOB, no CP, no rash', { age: 29 }, 'emergency'],
    ['coryzal, nil SOB, CP, haemoptysis', { age: 29 }, 'emergency'],
    [
      'headache every evening for 2 weeks, back of neck is stiff. No weakness, nothing sudden.',
      { age: 41 },
      'emergency',
    ],
    ['2yo barking cough, not working hard to breathe at rest, alert and playing', { age: 2 }, 'emergency'],
    // Croup with stridor only when upset (NICE CKS croup: mild).
    ['3F barking cough, stridor only when crying, no recession at rest, T 38.0', { age: 3 }, 'emergency'],
    // "born 36/40" in a child's history is not a pregnancy.
    [
      'PMH: born 36/40, no admissions. 2yo with a cough and temperature',
      { age: 2, sex: 'male' },
      'emergency',
    ],
  ])('%s is not %s', (text, extra, level) => {
    expect(triage(text, extra)).not.toBe(level);
  });
});

describe('the same words beside a current emergency', () => {
  it.each<Case>([
    ['Return to A&E if worse. Now central chest pain 30 min, sweaty', { age: 55 }, 'emergency'],
    ['999 if chest pain, but now he has crushing chest pain and is sweaty', { age: 60 }, 'emergency'],
    ['999 if stridor at rest; he has stridor at rest and is pale', { age: 2 }, 'emergency'],
    ['999 if lips go blue, and now his lips are blue', { age: 3 }, 'emergency'],
    [
      'He bumped his head yesterday, safety-netting given, but now he is drowsy and vomiting',
      { age: 4 },
      'emergency',
    ],
    // A patient's own question is not advice: erring toward care.
    ['should I call 999 if he cannot breathe?', { age: 4 }, 'emergency'],
    ["What do I do if he can't breathe?", { age: 2 }, 'emergency'],
    ["999 if he can't breathe?", { age: 2 }, 'emergency'],
    ['I read about anaphylaxis online, now his lips and tongue are swelling', { age: 8 }, 'emergency'],
    ["he's had anaphylaxis before and now his throat is closing", { age: 20 }, 'emergency'],
    ['I think she is going into anaphylaxis', { age: 20 }, 'emergency'],
    [
      'allergic to penicillin, took amoxicillin an hour ago and now my lips are swelling and my throat feels tight',
      { age: 30 },
      'emergency',
    ],
    ['nil by mouth since midnight, now crushing chest pain and sweaty', { age: 60 }, 'emergency'],
    ['nothing helps the crushing chest pain', { age: 60 }, 'emergency'],
    ['nil relief from GTN, crushing chest pain for 30 min', { age: 60 }, 'emergency'],
    [
      'nothing sudden before, but this morning a sudden severe headache, worst ever',
      { age: 40 },
      'emergency',
    ],
    ['he is working hard to breathe', { age: 2 }, 'emergency'],
    ['his inhaler is not working struggling to breathe', { age: 30 }, 'emergency'],
    ['barking cough, stridor at rest', { age: 2 }, 'emergency'],
    ['stridor only when crying but now stridor at rest too', { age: 2 }, 'emergency'],
    [
      'baby born at 36/40 3 days ago, now severe headache and flashing lights',
      { age: 30, sex: 'female' },
      'emergency',
    ],
    ['I am 36/40 with severe headache and flashing lights', { age: 30, sex: 'female' }, 'emergency'],
  ])('%s stays %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });
  it.each<Case>([['he is paranoid that the neighbours are spying on him', { age: 40 }, 'urgent-care']])(
    '%s stays %s',
    (text, extra, level) => {
      expect(triage(text, extra)).toBe(level);
    },
  );
});
