import { describe, expect, it } from 'vitest';
import { checkInteractions } from '../../../../shared/clinical/drugs/checker.ts';
import { findMedicationMentions } from '../../../../shared/clinical/drugs/mentions.ts';

const read = (text: string) =>
  findMedicationMentions(text).map((m) => `${m.text}=${m.kind}:${m.ingredients.join('+') || m.class}`);

describe('medication mentions in free text', () => {
  it('finds ingredients, brands and combinations with their spans', () => {
    const text = 'I take Zoloft 50mg and lisinopril, and sometimes Percocet.';
    const mentions = findMedicationMentions(text);
    expect(read(text)).toEqual([
      'Zoloft=brand:sertraline',
      'lisinopril=ingredient:lisinopril',
      'Percocet=combination:oxycodone+acetaminophen',
    ]);
    for (const m of mentions) expect(text.slice(m.start, m.end)).toBe(m.text);
  });

  it('reads drug classes in everyday words', () => {
    expect(read('Can I drink beer with my blood pressure pills and a water pill?')).toEqual([
      'beer=substance:ethanol',
      'blood pressure pills=class:blood pressure medicine',
      'water pill=class:diuretic (water pill)',
    ]);
    expect(read('I am on a blood thinner and a statin')).toEqual([
      'blood thinner=class:anticoagulant (blood thinner)',
      'statin=class:statin',
    ]);
  });

  it('finds the non-drug substances that interact', () => {
    expect(read('Is grapefruit ok? What about aged cheese, leafy greens, wine or St. John’s wort?')).toEqual([
      'grapefruit=substance:grapefruit juice',
      'aged cheese=substance:tyramine',
      'leafy greens=substance:vitamin k',
      'wine=substance:ethanol',
      "St. John’s wort=ingredient:st john's wort",
    ]);
  });

  it('corrects close misspellings of words of five letters or more, not ordinary words', () => {
    expect(read('Is metformine safe with lisinipril and ibuprofin?')).toEqual([
      'metformine=spelling corrected:metformin',
      'lisinipril=spelling corrected:lisinopril',
      'ibuprofin=spelling corrected:ibuprofen',
    ]);
    expect(read('I feel alive and relaxed at the concert, well versed in lyrics')).toEqual([]);
  });

  it('finds nothing in text without medicines, and copes with empty text', () => {
    expect(findMedicationMentions('')).toEqual([]);
    expect(findMedicationMentions('How much sleep does a teenager need?')).toEqual([]);
  });
});

describe('foods and alcohol as participants', () => {
  it.each([
    ['alcohol', 'ethanol'],
    ['grapefruit', 'grapefruit juice'],
    ['grapefruit juice', 'grapefruit juice'],
    ['tyramine', 'tyramine'],
    ['vitamin K', 'vitamin k'],
  ])('checkInteractions reads %s', (input, ingredient) => {
    const report = checkInteractions([input, 'warfarin']);
    expect(report.medications[0]?.ingredients).toEqual([ingredient]);
    expect(report.medications[0]?.match).not.toBe('unrecognized');
  });
});

describe('ordinary health text', () => {
  it.each([
    'My daughter Ella has a sonata recital and Theo plays the peg game; what about growth hormone?',
    'What are the symptoms of high blood pressure, and how much exercise should I get each week?',
    'I have been feeling tired after meals, with some dizziness when I stand up quickly in the morning.',
    'Is it normal to have a fever and a sore throat for three days? Should I see a doctor or a nurse?',
    'My lipid panel came back and the doctor wants to review it; is a low-fat diet enough?',
  ])('finds no medicine in %j', (text) => {
    expect(read(text)).toEqual([]);
  });

  it('reads supplements and minerals people ask about', () => {
    expect(read('Can I take iron and calcium with levothyroxine?')).toEqual([
      'iron=other name:ferrous sulfate',
      'calcium=other name:calcium carbonate',
      'levothyroxine=ingredient:levothyroxine',
    ]);
  });
});

describe('mentions feed the checker', () => {
  it('finds the interaction named in a question', () => {
    const mentions = findMedicationMentions('Is it OK to have a glass of wine while taking Flagyl?');
    const report = checkInteractions(mentions.flatMap((m) => m.ingredients));
    expect(report.interactions.map((i) => `${i.ingredients.join('+')}:${i.severity}`)).toEqual([
      'ethanol+metronidazole:major',
    ]);
  });

  it('reads plurals of classes and the longest name', () => {
    expect(read('Are statins and blood thinners safe with Tylenol PM?')).toEqual([
      'statins=class:statin',
      'blood thinners=class:anticoagulant (blood thinner)',
      'Tylenol PM=combination:acetaminophen+diphenhydramine',
    ]);
  });
});
