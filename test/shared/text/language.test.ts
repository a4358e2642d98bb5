import { describe, expect, it } from 'vitest';
import { NOT_UNDERSTOOD, notEnglish } from '../../../shared/text/language.ts';

describe('notEnglish: text our rules cannot read', () => {
  it.each([
    'me duele mucho la cabeza y tengo fiebre desde ayer',
    'mi hijo tiene dolor de pecho y no puede respirar',
    "j'ai mal a la tete avec de la fievre",
  ])('reads "%s" as another language', (text) => {
    expect(notEnglish(text)).toBe(true);
  });

  it.each([
    'I have a pain in my chest',
    'la la la, my throat hurts',
    'fever and cough for two days',
    'De Quervain tendon pain in my wrist',
  ])('reads "%s" as English', (text) => {
    expect(notEnglish(text)).toBe(false);
  });

  it('gives the emergency number in English and Spanish', () => {
    expect(NOT_UNDERSTOOD).toMatch(/call 911.*llame al 911/s);
  });
});
