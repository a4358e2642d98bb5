import { describe, expect, it } from 'vitest';
import type { SymptomInput } from '../../../../../shared/clinical/symptoms.ts';
import { triage } from '../../../../support/triage.ts';

/**
 * A hostile review of round sixteen (280 probes against its rules): the emergencies its same-day
 * rules described in their own advice but did not give, and the emergencies it gave to people who
 * were well. Levels are those the cited guidance names.
 */
type Case = [text: string, extra: Partial<SymptomInput>, level: ReturnType<typeof triage>];

describe('emergencies the new same-day rules named in their advice', () => {
  it.each<Case>([
    [
      "Dad has Parkinson's, missed his Sinemet, now he can't swallow at all and is very rigid with a high temperature",
      { age: 78 },
      'emergency',
    ],
    [
      'I have an ileostomy, no output for 12 hours and I am vomiting with a swollen tummy',
      { age: 50 },
      'emergency',
    ],
    [
      'Heart failure, put on 3kg in 2 days and now breathless at rest even sitting still',
      { age: 75 },
      'emergency',
    ],
    ["On capecitabine, diarrhoea 8 times, feel faint, can't keep fluids down", { age: 60 }, 'emergency'],
    ['On pembrolizumab, bloody diarrhoea 10 times a day with severe tummy pain', { age: 60 }, 'emergency'],
    [
      'Chemo last week, now diarrhoea 6 times and I feel shivery and unwell, temp 37.9',
      { age: 60 },
      'emergency',
    ],
    [
      "Stoma output high and watery, I can't keep any fluids down and I haven't passed urine all day, feel faint",
      { age: 50 },
      'emergency',
    ],
    ["She was so cold and now she's stopped shivering and barely responding", { age: 85 }, 'emergency'],
    ['my defib shocked me 2x', { age: 60 }, 'emergency'],
    ['the ICD give me shock two time today', { age: 60 }, 'emergency'],
    ['My mother is very confuse since today morning, before she was normal', { age: 80 }, 'emergency'],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });
});

describe('well people the new emergency rules read as ill', () => {
  it.each<Case>([
    [
      "Boiler broken, house is freezing. Grandad is mumbling at the TV as usual but he's fine.",
      { age: 85 },
      'emergency',
    ],
    [
      "I was out in the cold all night at a festival and I'm shivering and mumbling a bit, lol, hungover.",
      { age: 22 },
      'emergency',
    ],
    [
      "I have cirrhosis. My personality has changed since I stopped drinking - I'm happier!",
      { age: 55 },
      'emergency',
    ],
    ['CLD. Feeling drowsy after taking my antihistamine for hay fever.', { age: 50 }, 'emergency'],
    [
      "I have chronic liver disease and my wife says I'm doing silly things like forgetting my keys.",
      { age: 55 },
      'emergency',
    ],
    ['My ex-prem son has CLD and is a bit sleepy after his feed, otherwise well.', { age: 1 }, 'emergency'],
    [
      "Mum has dementia and gets more confused every evening since teatime, it's her usual sundowning.",
      { age: 88 },
      'emergency',
    ],
    [
      'I have sickle cell. I had a painful erection once years ago that went down by itself',
      { age: 25 },
      'emergency',
    ],
  ])('%s is not %s', (text, extra, level) => {
    expect(triage(text, extra)).not.toBe(level);
  });
});

describe('same-day wordings the new rules missed', () => {
  it.each<Case>([
    ['Tested +ve for covid today, I take methotrexate and am on rituximab.', { age: 55 }, 'urgent-care'],
    ['Covid +, post kidney transplant on tacrolimus', { age: 50 }, 'urgent-care'],
    [
      "My 19yo son has CF, his lung function has dropped and he's coughing up yellow muck.",
      { age: 19 },
      'urgent-care',
    ],
    ['CF, sputum increased and FEV1 dropped 10%.', { age: 25 }, 'urgent-care'],
    ['CHF, wt up 2.5kg in 3/7, SOBOE.', { age: 78 }, 'urgent-care'],
    ['HF pt, weight up 3kg in 4 days, needs 3 pillows.', { age: 80 }, 'urgent-care'],
    ['Nivolumab patient with watery stools x3.', { age: 60 }, 'urgent-care'],
    [
      "My son takes clozapine and hasn't been to the toilet for a number two since Saturday, tummy feels hard.",
      { age: 30 },
      'urgent-care',
    ],
    [
      'Fell on outstretched hand, pain and swelling at the wrist, can move fingers.',
      { age: 60 },
      'urgent-care',
    ],
    [
      'On long term pred 10mg, stopped it suddenly last week, now so tired and weak and nauseous.',
      { age: 65 },
      'urgent-care',
    ],
    [
      "I forgot to take my hydrocortisone for Addison's for two days, feel wiped out and dizzy.",
      { age: 45 },
      'urgent-care',
    ],
    [
      'I have an ileostomy, bag filling every hour with water, very thirsty and dizzy when I stand up.',
      { age: 45 },
      'urgent-care',
    ],
    [
      "Ileostomy output over 2 litres a day, I'm dry mouthed and weeing hardly at all.",
      { age: 45 },
      'urgent-care',
    ],
    [
      "My husband has Parkinson's and his patch came off overnight; he's frozen this morning.",
      { age: 75 },
      'urgent-care',
    ],
    [
      "In hospital they didn't give Mum her Parkinson's tablets on time and now she's really stiff and shaky.",
      { age: 80 },
      'urgent-care',
    ],
    ["I'm 70, got the flue, high temp and aches", { age: 70 }, 'urgent-care'],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });
});

describe('leftovers of the review, closed later', () => {
  it.each<Case>([
    ['my grandma is hypothermic, super cold and out of it', { age: 85 }, 'emergency'],
    ['I have SCD and my erection has lasted 2 and a half hours and hurts.', { age: 20 }, 'emergency'],
    ['SCD, severe pain in back and legs not settling with oramorph at home', { age: 24 }, 'emergency'],
    ['sickle cell, pain in legs, home analgesia not helping', { age: 22 }, 'emergency'],
    ['fhx SCD, palpitations on exertion', { age: 30 }, 'see-a-doctor'],
  ])('%s → %s', (text, extra, level) => {
    expect(triage(text, extra)).toBe(level);
  });
});
