import { describe, expect, it } from 'vitest';
import { codingEngine, suggestCodes } from '../../../../shared/clinical/coding/index.ts';
import { phraseParts } from '../../../../shared/clinical/coding/matcher.ts';
import { WITHOUT_MARK } from '../../../../shared/clinical/coding/text.ts';

const codes = (text: string) => suggestCodes(text).suggestions.map((s) => s.code);

describe('phrase parts', () => {
  it('makes nonessential modifiers optional and what a code is "without" a marked option', () => {
    expect(phraseParts('Essential (primary) hypertension', 'description')).toEqual({
      required: ['essenti', 'hypertens'],
      optional: ['primari'],
    });
    expect(phraseParts('Migraine without aura, not intractable', 'description')).toEqual({
      required: ['migrain'],
      optional: [`${WITHOUT_MARK}aura`, `${WITHOUT_MARK}intract`],
    });
  });

  it('reads an index path, dropping a repeated main-term form and keeping qualifiers optional', () => {
    expect(phraseParts('Diabetes, diabetic › with › gastroparesis', 'index')).toEqual({
      required: ['diabet', 'gastroparesi'],
      optional: [],
    });
    expect(phraseParts('Fracture, traumatic › femur › neck', 'index')).toEqual({
      required: ['fractur', 'femur', 'neck'],
      optional: ['traumat'],
    });
  });
});

describe('matching clinical text to codes', () => {
  it('prefers the specific combination code to two general ones', () => {
    expect(codes('Type 2 diabetes with diabetic neuropathy')).toEqual(['E11.40']);
    expect(codes('COPD exacerbation')).toEqual(['J44.1']);
    expect(codes('acute on chronic systolic CHF')).toEqual(['I50.23']);
  });

  it('completes a category by laterality from the text, else to the unspecified code', () => {
    expect(codes('left femoral neck fracture')).toEqual(['S72.002A']);
    expect(codes('femoral neck fracture')).toEqual(['S72.009A']);
    expect(codes('chest pain')).toEqual(['R07.9']);
    expect(codes('DM2')).toEqual(['E11.9']);
  });

  it('reads abbreviations in a problem list, one code per problem', () => {
    expect(codes('1. HTN\n2. Afib\n3. UTI\n4. OSA')).toEqual(['I10', 'I48.91', 'N39.0', 'G47.33']);
  });

  it('chooses the 7th character from the encounter the text names', () => {
    const [subsequent] = suggestCodes('Left femoral neck fracture, subsequent encounter.').suggestions;
    expect(subsequent?.code).toBe('S72.002D');
    expect(subsequent?.seventhCharacter).toMatchObject({ character: 'D', assumed: false });
    const [assumed] = suggestCodes('left femoral neck fracture').suggestions;
    expect(assumed?.seventhCharacter).toMatchObject({ character: 'A', assumed: true });
    expect(assumed?.confidence).toBeLessThan(1);
  });

  it('codes nothing from text without findings', () => {
    expect(suggestCodes('The patient was seen today and is doing well.').suggestions).toEqual([]);
  });

  it('builds its index once per process', () => {
    expect(codingEngine()).toBe(codingEngine());
    expect(codingEngine().matcher.phrases.length).toBeGreaterThan(100_000);
  });
});
