import { describe, expect, it } from 'vitest';
import type { SymptomInput } from '../../../../../shared/clinical/symptoms.ts';
import { ids, triage } from '../../../../support/triage.ts';

/**
 * Round eighteen (helper D): under-triages from the fourteenth probe set, told in other words.
 * Each item has wordings that must reach their level and near-misses that must stay below it.
 */
type Case = [text: string, extra: Partial<SymptomInput>, level: ReturnType<typeof triage>];

describe('heavy bleeding from the bottom (NHS: A&E if a lot of blood or large clots)', () => {
  it.each<Case>([
    [
      '67M, polypectomy 2/7 ago. Since this morning passed large amounts of fresh red blood and clots PR x4, dizzy on standing.',
      { age: 67, sex: 'male' },
      'emergency',
    ],
    [
      "my dad had a polyp removed last week and now he's passing big clots from his bottom and feels faint",
      { age: 74 },
      'emergency',
    ],
    ['large volume of dark red blood from the back passage, on clopidogrel', { age: 70 }, 'emergency'],
    ['fresh blood and clots per rectum since the colonoscopy yesterday', { age: 60 }, 'emergency'],
  ])('%s is %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });

  it.each<Case>([
    ['small streaks of blood on the toilet paper after my polypectomy yesterday', { age: 55 }, 'emergency'],
    ['a little fresh blood PR after polypectomy, no clots, feels well', { age: 62 }, 'emergency'],
    ['no large amounts of blood from her bottom, just spotting on the paper', { age: 50 }, 'emergency'],
    ['had a large amount of blood from the back passage last year, fine now', { age: 58 }, 'emergency'],
  ])('%s is not %s', (text, extra, level) => {
    expect(triage(text, extra)).not.toBe(level);
  });
});

describe('contact lens wearer with a painful, red, light-sensitive eye (NHS red eye: possible keratitis)', () => {
  it.each<Case>([
    [
      'i wear monthly contacts and slept in them. my right eye has been red since yesterday and now its really painful, the light from my phone makes it hurt',
      { age: 23 },
      'urgent-care',
    ],
    [
      '22F CL wearer, R eye red and painful, photophobic, reduced VA since sleeping in lenses',
      { age: 22 },
      'urgent-care',
    ],
    [
      "my son wears contact lenses and his eye went bloodshot, he says sunlight makes his eye really sore and it's blurry",
      { age: 16 },
      'urgent-care',
    ],
    ['I wear contacts, eye really painful and light hurts', { age: 30 }, 'urgent-care'],
  ])('%s is %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });

  it.each<Case>([
    ['I wear contact lenses, both eyes itchy and watery, no pain, not red', { age: 30 }, 'urgent-care'],
    ['wear contacts, eyes a bit itchy and watery from hay fever', { age: 28 }, 'urgent-care'],
    ['had a red eye last year from my lenses, fine now', { age: 35 }, 'urgent-care'],
  ])('%s is not %s', (text, extra, level) => {
    expect(triage(text, extra)).not.toBe(level);
  });
});

describe('sudden hearing loss in one ear told with the day it started (NHS hearing loss; NICE CKS)', () => {
  it.each<Case>([
    [
      '38F woke yesterday with muffled hearing R ear, now can barely hear phone on that side, new tinnitus R. No ear pain, no cold.',
      { age: 38 },
      'urgent-care',
    ],
    [
      'I woke up this morning with muffled hearing in my left ear and ringing, no pain or cold',
      { age: 45 },
      'urgent-care',
    ],
    ['pt woke on Monday with reduced hearing L ear, no otalgia', { age: 52 }, 'urgent-care'],
    ['suddenly lost the hearing in my right ear this morning', { age: 60 }, 'urgent-care'],
  ])('%s is %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });

  it.each<Case>([
    [
      'hearing in my left ear has gone muffled gradually over the last few months',
      { age: 70 },
      'urgent-care',
    ],
    ['blocked ear with a cold, hearing muffled for a few days', { age: 30 }, 'urgent-care'],
    ['woke up with a blocked ear after swimming, hearing a bit muffled', { age: 25 }, 'urgent-care'],
  ])('%s is not %s', (text, extra, level) => {
    expect(triage(text, extra)).not.toBe(level);
  });
});

describe('dental abscess told by a carer: a swollen gum with a puffy cheek (NHS dental abscess)', () => {
  it.each<Case>([
    [
      "He doesn't speak. Keeps holding the right side of his jaw, only chews on the left. Right cheek a bit puffy, gum near the back tooth looks red and swollen with a yellow bit. Temp 37.5.",
      { age: 24 },
      'urgent-care',
    ],
    [
      "my mum has dementia and can't tell us, her gum above the top tooth has gone puffy and her cheek is swollen",
      { age: 84 },
      'urgent-care',
    ],
    [
      'gum around his back tooth is swollen and there is pus, he has a temperature',
      { age: 40 },
      'urgent-care',
    ],
    ['client non-verbal, R lower gum swollen, facial swelling R, pyrexial 38.2', { age: 31 }, 'urgent-care'],
  ])('%s is %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });

  it.each<Case>([
    ['my gums are a bit swollen and bleed when i brush', { age: 35 }, 'urgent-care'],
    ['had a swollen gum and face last year, fine now', { age: 50 }, 'urgent-care'],
  ])('%s is not %s', (text, extra, level) => {
    expect(triage(text, extra)).not.toBe(level);
  });

  // Round twenty-four (b): a face swollen after a bee sting is now read as an allergic reaction
  // (same-day care, NHS hives and allergies); it is still no dental abscess.
  it('does not read a face swollen from a bee sting as a dental abscess', () => {
    expect(
      ids('gum is fine, not swollen, but his face is swollen from the bee sting', { age: 12 }),
    ).not.toContain('dental-abscess');
  });
});

describe('a bulge back where a hernia was repaired is for a GP, not self-care (NHS inguinal hernia repair)', () => {
  it.each<Case>([
    [
      'had my inguinal hernia fixed with mesh 2 months ago, now a soft bulge in the same place when I cough, goes away lying down, no pain',
      { age: 49 },
      'see-a-doctor',
    ],
    [
      "Had my hernia repaired last year. Past few weeks there's a bulge back at the scar when I strain or cough, pushes back in, not painful. Bit of a cold too.",
      { age: 58 },
      'see-a-doctor',
    ],
    [
      'umbilical hernia repair in March, the bulge has come back at my belly button when I cough, no pain, no sickness',
      { age: 41 },
      'see-a-doctor',
    ],
    // Stuck, hard and sore stays an emergency.
    [
      "my hernia op was in the spring, the bulge has come back, it won't go back in and it's hard and sore",
      { age: 60 },
      'emergency',
    ],
  ])('%s is %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });

  it.each<Case>([
    ['blocked nose and cough, sinuses feel like they are bulging', { age: 30 }, 'self-care'],
    ['stuffy nose and cough, no bulge or lump in my groin since the op', { age: 50 }, 'self-care'],
    [
      'sore throat and a cold, my hernia repair last year went fine, no bulge or lump',
      { age: 45 },
      'self-care',
    ],
  ])('%s is %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });
});
