import { describe, expect, it } from 'vitest';
import { stem } from '../../../../shared/knowledge/analysis/stemmer.ts';

/** Examples from Porter's 1980 paper, step by step. */
const PORTER_EXAMPLES: Record<string, string> = {
  caresses: 'caress',
  ponies: 'poni',
  ties: 'ti',
  caress: 'caress',
  cats: 'cat',
  feed: 'feed',
  agreed: 'agre',
  plastered: 'plaster',
  bled: 'bled',
  motoring: 'motor',
  sing: 'sing',
  conflated: 'conflat',
  troubled: 'troubl',
  sized: 'size',
  hopping: 'hop',
  tanned: 'tan',
  falling: 'fall',
  hissing: 'hiss',
  fizzed: 'fizz',
  failing: 'fail',
  filing: 'file',
  happy: 'happi',
  sky: 'sky',
  relational: 'relat',
  conditional: 'condit',
  rational: 'ration',
  valenci: 'valenc',
  digitizer: 'digit',
  differentli: 'differ',
  vietnamization: 'vietnam',
  predication: 'predic',
  operator: 'oper',
  feudalism: 'feudal',
  decisiveness: 'decis',
  hopefulness: 'hope',
  callousness: 'callous',
  formaliti: 'formal',
  sensitiviti: 'sensit',
  sensibiliti: 'sensibl',
  triplicate: 'triplic',
  formative: 'form',
  formalize: 'formal',
  electriciti: 'electr',
  electrical: 'electr',
  hopeful: 'hope',
  goodness: 'good',
  revival: 'reviv',
  allowance: 'allow',
  inference: 'infer',
  airliner: 'airlin',
  gyroscopic: 'gyroscop',
  adjustable: 'adjust',
  defensible: 'defens',
  irritant: 'irrit',
  replacement: 'replac',
  adjustment: 'adjust',
  dependent: 'depend',
  adoption: 'adopt',
  homologou: 'homolog',
  communism: 'commun',
  activate: 'activ',
  angulariti: 'angular',
  homologous: 'homolog',
  effective: 'effect',
  bowdlerize: 'bowdler',
  probate: 'probat',
  rate: 'rate',
  cease: 'ceas',
  controll: 'control',
  roll: 'roll',
};

describe('Porter stemmer', () => {
  it.each(Object.entries(PORTER_EXAMPLES))('stems %s to %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('brings medical word forms together', () => {
    expect(stem('diabetes')).toBe(stem('diabetic'));
    expect(stem('symptoms')).toBe(stem('symptom'));
    expect(stem('treating')).toBe(stem('treated'));
  });

  it('leaves short words alone', () => {
    expect(stem('is')).toBe('is');
    expect(stem('a1')).toBe('a1');
  });
});
