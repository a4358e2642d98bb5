import { describe, expect, it } from 'vitest';
import type { SymptomInput } from '../../../../../shared/clinical/symptoms.ts';
import { triage } from '../../../../support/triage.ts';

/**
 * Context read as the complaint (round eighteen, the fourteenth probe set): a relative's illness
 * told with an age, a dated item of a history list or letter, an allergy record, a stroke survivor's
 * residual deficits. Each has counterparts where the same context sits beside a current emergency.
 */
type Case = [text: string, extra: Partial<SymptomInput>];

describe('history that is not the complaint', () => {
  it.each<Case>([
    ['My father had stroke at age 70. Tension headache every evening, paracetamol helps.', { age: 41 }],
    [
      'PMH (per caller): PE 2019 (post-partum, completed 6/12 anticoag, no recurrence). Blocked nose, sneezing.',
      { age: 29 },
    ],
    [
      'PMH: RA, anaphylaxis to co-amoxiclav 2012, hypothyroid. Collecting her repeat prescription.',
      { age: 61 },
    ],
    ["I'm allergic to penicillin (anaphylaxis). Heavy periods for a year and tired.", { age: 35 }],
    [
      "Dx: anaphylaxis to peanut, PICU admission 2019, eczema. She's scratching her bottom at night.",
      { age: 6 },
    ],
    ['Background: CVA 2020 without residual deficit, HTN. Asking about her flu jab.', { age: 79 }],
    [
      'L MCA stroke 3/12 ago, expressive aphasia, R hemiparesis, chair-bound. Hay fever every June.',
      { age: 68 },
    ],
    ['Carer: stroke survivor with aphasia, sneezing and itchy eyes every June.', { age: 67 }],
    ['hx of SAH 2010 (clipped, no sequelae). Cough for 9 days after a cold, no fever now.', { age: 31 }],
  ])('%s is not an emergency', (text, extra) => {
    expect(triage(text, extra)).not.toBe('emergency');
  });
});

describe('the same context beside a current emergency', () => {
  it.each<Case>([
    ["my dad had a stroke in 2019 and now he can't lift his arm and his speech is slurred", { age: 80 }],
    ['my father had a stroke at age 70, today his face has dropped on one side', { age: 82 }],
    ['my dad had a stroke at 10 this morning', { age: 80 }],
    ['PMH: MI 2015. Now central chest pain 30 min, sweaty', { age: 60 }],
    ['PMH MI 2015, central crushing chest pain for 1 hour, sweaty', { age: 60 }],
    ['PMH: HTN, crushing central chest pain 1 hour, sweaty, grey', { age: 60 }],
    ['fhx father MI 50. crushing chest pain 20 min', { age: 50 }],
    ['PE 2019. Now sudden SOB and pleuritic chest pain, HR 120', { age: 35 }],
    ['TIA 2021 (on clopidogrel), new slurred speech this morning', { age: 70 }],
    ['CVA 2020, sudden slurred speech', { age: 75 }],
    ['Stroke 2019, left sided weakness and slurred speech since 1 hour', { age: 75 }],
    ['stroke 3/12 ago, expressive aphasia, now new left arm weakness', { age: 70 }],
    [
      "stroke survivor with aphasia, today her face has dropped and she can't lift her right arm",
      { age: 67 },
    ],
    [
      'stroke 2 years ago, residual left weakness. Today sudden right arm weakness and face droop',
      { age: 72 },
    ],
    ['post-stroke weakness left arm, worse this morning', { age: 70 }],
    [
      'allergic to penicillin, took amoxicillin an hour ago and now my lips are swelling and throat tight',
      { age: 40 },
    ],
    ['history of anaphylaxis to peanuts, ate satay 10 min ago, lips swelling, wheezy', { age: 20 }],
    ['anaphylaxis to peanuts, ate one by mistake', { age: 20 }],
    ['anaphylaxis to wasp sting, throat closing', { age: 30 }],
    ['i think im having anaphylaxis to the nuts', { age: 30 }],
    ['collapsed at 2015 tonight, not breathing properly', { age: 50 }],
    ['chest pain onset 2030, radiating to jaw', { age: 55 }],
    ['in a car crash in 2025, yesterday, neck now stiff', { age: 40 }],
  ])('%s is an emergency', (text, extra) => {
    expect(triage(text, extra)).toBe('emergency');
  });
});

describe('a history that the same message goes on to repeat', () => {
  // A febrile convulsion again tonight, after ones "diagnosed last year": at least same-day care (NHS febrile seizures).
  it.each<Case>([
    [
      'My 2 yr old has had febrile convulsions before (diagnosed last year). Tonight with a temperature of 39 she had another one, lasted about 1 minute',
      { age: 2 },
    ],
  ])('%s is at least urgent care', (text, extra) => {
    expect(['urgent-care', 'emergency']).toContain(triage(text, extra));
  });
});

describe('bladder and bowel control said to be normal', () => {
  // A paramedic's "CES sx denied: … normal bladder/bowel control" had fired cauda equina.
  it.each<Case>([
    [
      'Lifting a wardrobe 3h ago, sudden low back pain. No saddle anaesthesia, normal bladder/bowel control.',
      { age: 45 },
    ],
    ['back pain after gardening, bladder control is normal', { age: 45 }],
  ])('%s is not an emergency', (text, extra) => {
    expect(triage(text, extra)).not.toBe('emergency');
  });
  it.each<Case>([
    ['back pain, numb between legs and lost bowel control', { age: 45 }],
    ['back pain and bladder control problems', { age: 45 }],
    ['sciatica, saddle numbness, bowel control poor', { age: 45 }],
  ])('%s is an emergency', (text, extra) => {
    expect(triage(text, extra)).toBe('emergency');
  });
});
