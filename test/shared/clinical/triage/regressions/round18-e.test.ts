import { describe, expect, it } from 'vitest';
import type { SymptomInput } from '../../../../../shared/clinical/symptoms.ts';
import { ids, triage } from '../../../../support/triage.ts';

/**
 * Round eighteen review (helper E): under-triages a hostile review found on the fourteenth probe
 * set, caught as presentations in other words. Each block has wordings that must reach their level
 * and near-misses (negated, historical, benign look-alikes) that must not raise the same flag.
 */
type Case = [text: string, extra: Partial<SymptomInput>, level: ReturnType<typeof triage>];
type Miss = [text: string, extra: Partial<SymptomInput>, id: string];

const reaches = (cases: Case[]) =>
  it.each<Case>(cases)('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });
const spares = (cases: Miss[]) =>
  it.each<Miss>(cases)('%s does not raise %s', (text, extra, id) => {
    expect(ids(text, extra)).not.toContain(id);
  });

describe('stroke in lay words, and a new deficit after an old stroke', () => {
  reaches([
    ['dad speaking all jumbled and his right hand wont grip his cup', { age: 74 }, 'emergency'],
    ["mum's talking is all jumbled up since lunch", { age: 80 }, 'emergency'],
    ['her speech has gone all muddled', { age: 68 }, 'emergency'],
    ["my husband's left hand cant grip anything suddenly", { age: 66 }, 'emergency'],
    ['grandad talking all jumbled and cant lift his left arm', { age: 85 }, 'emergency'],
    [
      'My dad had a stroke 2 years ago, he was fully recovered, but his left arm has gone weak and he cant speak properly',
      { age: 72 },
      'emergency',
    ],
    [
      'mum had a TIA in 2019, made a full recovery, but this morning her face has gone droopy',
      { age: 77 },
      'emergency',
    ],
    ['He had a mini stroke last year but now he cant talk properly', { age: 70 }, 'emergency'],
  ]);
  spares([
    ['after 5 pints he was talking all jumbled', { age: 30 }, 'stroke-signs'],
    ['dad is not speaking jumbled, his right hand grips fine', { age: 70 }, 'stroke-signs'],
    ['my right hand wont grip since I broke my wrist', { age: 40 }, 'stroke-signs'],
    ['my left hand cant grip the jar lid because of arthritis', { age: 70 }, 'stroke-signs'],
    ['stroke 3 years ago, but his left arm has gone weak ever since', { age: 75 }, 'stroke-signs'],
    ['had a stroke in 2018, left side weak like it has been since then', { age: 75 }, 'stroke-signs'],
    ['had a stroke 2 years ago but his left arm has not gone weak', { age: 75 }, 'stroke-signs'],
    ['he had heat stroke last summer but his arm has gone weak from the gym', { age: 25 }, 'stroke-signs'],
  ]);
});

describe('heavy bleeding from the bottom told otherwise', () => {
  reaches([
    [
      'toilet bowl full of blood after I opened my bowels, dizzy when I stand, heart racing',
      { age: 58 },
      'emergency',
    ],
    ['PR bleed ++ with clots, HR 120, BP 90/60, pale', { age: 70 }, 'emergency'],
    ['went for a poo and the toilet was full of blood, feel faint', { age: 45 }, 'emergency'],
    ['my husband filled the loo with blood when he opened his bowels', { age: 66 }, 'emergency'],
    ['rectal bleeding with large clots since this morning', { age: 60 }, 'emergency'],
    ['o/e PR bleed +++, tachycardic', { age: 75 }, 'emergency'],
  ]);
  spares([
    ['the toilet was full of blood on my period', { age: 30, sex: 'female' }, 'severe-bleeding'],
    ['no rectal bleeding with clots', { age: 50 }, 'severe-bleeding'],
    ['a bit of blood on the paper after a poo, toilet water pink', { age: 40 }, 'severe-bleeding'],
    ['bleeding pr 2 weeks ago with clots, settled, fine since', { age: 55 }, 'severe-bleeding'],
  ]);
});

describe('a painful or light-sensitive red eye in a contact lens wearer', () => {
  reaches([
    [
      'i sleep in my lenses and now my eye is sore and pink and bright lights sting it',
      { age: 24 },
      'urgent-care',
    ],
    [
      'I wear contacts, my right eye is gritty and red and the light stings my eyes',
      { age: 31 },
      'urgent-care',
    ],
    ['she naps in her contact lenses, eye is sore and pink today', { age: 19 }, 'urgent-care'],
    ['CL wearer, red eye, photophobic', { age: 35 }, 'urgent-care'],
    // Left at emergency: NHS red eye sends a red eye with severe pain or changed sight to A&E.
    ['contact lens user, L eye agony, watering, photophobic, vision blurry', { age: 28 }, 'emergency'],
  ]);
  spares([
    ['my eyes are sore and itchy with hay fever', { age: 30 }, 'urgent-red-eye'],
    ['my eye is sore and tired from the screen', { age: 30 }, 'urgent-red-eye'],
    ['i sleep in my lenses sometimes, eyes fine', { age: 22 }, 'urgent-red-eye'],
    ['my eye is not sore and red, just itchy, i wear contacts', { age: 22 }, 'urgent-red-eye'],
  ]);
});

describe('a dental abscess told by a carer', () => {
  reaches([
    [
      'Carer: resident not eating, jaw swollen on one side, gum bleeding and smells bad, temp 38.2',
      { age: 84 },
      'urgent-care',
    ],
    [
      'nursing home: Mr B face puffy on the left, back tooth smells rotten, febrile',
      { age: 79 },
      'urgent-care',
    ],
    [
      "Mum's cheek is swollen and there is a foul smell from her mouth, temp 38.4",
      { age: 81 },
      'urgent-care',
    ],
  ]);
  spares([
    ['his gums smell bad, no swelling no fever', { age: 60 }, 'dental-abscess'],
    ['my gums bleed when I brush and my breath smells', { age: 40 }, 'dental-abscess'],
    ['my gums do not smell, my cheek is a bit puffy from hay fever', { age: 30 }, 'dental-abscess'],
  ]);
});

describe('low blood sugar told in other English', () => {
  reaches([
    [
      'my husband he have sugar disease 10 year, today he is confuse and very sweaty and not wake up properly',
      { age: 62 },
      'emergency',
    ],
    ['my mother has the sugar, she is very drowsy and muddled today', { age: 78 }, 'emergency'],
    [
      'grandad takes tablets for his sugar and he is not waking up properly, sweaty',
      { age: 81 },
      'emergency',
    ],
    ['Mrs K, sugar diabetes, found confused and clammy by carer', { age: 85 }, 'emergency'],
  ]);
  spares([
    ['I have sugar in my tea, I am confused about diets', { age: 40 }, 'diabetic-hypoglycemia'],
    [
      'she has sugar and milk in her coffee, feeling confused by the new remote',
      { age: 70 },
      'diabetic-hypoglycemia',
    ],
    ['i do not wake up properly in the morning, always groggy', { age: 35 }, 'hard-to-wake'],
  ]);
});

describe('a fever with shaking and marked breathlessness', () => {
  reaches([
    [
      'I am from Poland, I have in 2020 operation on heart valve, now I have big fever and shaking and very short breath',
      { age: 58 },
      'emergency',
    ],
    ['high temperature, shivering uncontrollably and so breathless', { age: 45 }, 'emergency'],
    ['temp 39.4, rigors, very SOB', { age: 70 }, 'emergency'],
    ['fever and shivers, really short of breath', { age: 33 }, 'emergency'],
  ]);
  spares([
    ['fever and shaking, a bit short of breath', { age: 30 }, 'sepsis'],
    ['very short of breath walking uphill, no fever', { age: 60 }, 'sepsis'],
    ['she is not very short of breath, fever and shaking', { age: 40 }, 'sepsis'],
    ['take short breaths when you feel anxious', { age: 25 }, 'breathlessness'],
  ]);
});

describe('a seizure lasting 5 minutes or more', () => {
  reaches([
    ['Care plan: 999 if seizure >5 mins. He has been seizing for 7 minutes', { age: 19 }, 'emergency'],
    ['seizure still going after 6 minutes', { age: 40 }, 'emergency'],
    ['been seizing 7 mins', { age: 30 }, 'emergency'],
    ['grand mal going on 7 min', { age: 35 }, 'emergency'],
    ['tonic-clonic seizure, 8 minutes so far', { age: 22 }, 'emergency'],
  ]);
  spares([
    ['Care plan: 999 if seizure >5 mins. He is well today', { age: 19 }, 'status-epilepticus'],
    [
      'Care plan: 999 if seizure >5 mins. He has been seizing for 3 minutes',
      { age: 19 },
      'status-epilepticus',
    ],
    ['he had a fit 10 minutes ago, now awake and talking', { age: 30 }, 'status-epilepticus'],
    ['he had a long seizure 3 years ago, 7 minutes, made a full recovery', { age: 30 }, 'status-epilepticus'],
  ]);
});
