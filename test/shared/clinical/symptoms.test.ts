import { describe, expect, it } from 'vitest';
import { type SymptomInput, triageSymptoms } from '../../../shared/clinical/symptoms.ts';
import { curatedEntries } from '../../../shared/knowledge/corpus/index.ts';
import { buildIndex } from '../../../shared/knowledge/index/build.ts';
import { KnowledgeIndex } from '../../../shared/knowledge/index/search.ts';

const index = new KnowledgeIndex(buildIndex(curatedEntries()));
const triage = (input: Partial<SymptomInput>) => triageSymptoms(index, { symptoms: [], codes: [], ...input });

describe('symptom triage', () => {
  it.each([
    [['crushing chest pain', 'short of breath']],
    [['chest pressure', 'cold sweat']],
    [['her face is drooping', 'slurred speech']],
    [['throat swelling after a bee sting']],
    [['I want to end my life']],
    [['bleeding that will not stop']],
    [['took too many pills and will not wake up']],
  ])('always answers emergency first for %j, with the urgent-care advice', (symptoms) => {
    const result = triage({ symptoms: [...symptoms] });
    expect(result.triage).toBe('emergency');
    expect(result.advice).toMatch(/^This may be an emergency\./);
    expect(result.redFlags[0]?.urgency).toBe('emergency');
  });

  it('reads ICD-10-CM symptom codes, and lists the ones it does not know', () => {
    const result = triage({ codes: ['R07.9', 'R06.02', 'Z99.9'] });
    expect(result.triage).toBe('emergency');
    expect(result.unrecognizedCodes).toEqual(['Z99.9']);
  });

  it('sends a fever in a baby under three months to urgent care, by age alone', () => {
    expect(triage({ symptoms: ['fever'], age: 0.2 }).triage).toBe('urgent-care');
    expect(triage({ symptoms: ['fever'], age: 0.25 }).triage).not.toBe('urgent-care');
  });

  it('escalates self-care by duration and age, at the boundaries', () => {
    const cold = { symptoms: ['runny nose', 'sneezing'] };
    expect(triage(cold).triage).toBe('self-care');
    expect(triage({ ...cold, duration: { value: 13, unit: 'days' } }).triage).toBe('self-care');
    expect(triage({ ...cold, duration: { value: 14, unit: 'days' } }).triage).toBe('see-a-doctor');
    expect(triage({ ...cold, duration: { value: 2, unit: 'weeks' } }).triage).toBe('see-a-doctor');
    const fever = { symptoms: ['runny nose', 'fever'] };
    expect(triage({ ...fever, duration: { value: 72, unit: 'hours' } }).reasons).not.toContain(
      'A fever has lasted more than three days.',
    );
    expect(triage({ ...fever, duration: { value: 73, unit: 'hours' } }).reasons).toContain(
      'A fever has lasted more than three days.',
    );
    expect(triage({ ...fever, age: 64 }).reasons).not.toContain('Fever in an adult aged 65 or older.');
    expect(triage({ ...fever, age: 65 }).reasons).toContain('Fever in an adult aged 65 or older.');
  });

  it('suggests conditions from the knowledge base, each with its source and the symptoms it mentions', () => {
    const result = triage({ symptoms: ['burning when I pee', 'need to pee all the time'] });
    expect(result.triage).toBe('see-a-doctor');
    expect(result.conditions[0]?.id).toBe('condition-uti');
    expect(result.conditions[0]?.source.url).toMatch(/^https:\/\//);
    expect(result.conditions[0]?.matchedSymptoms.length).toBeGreaterThan(0);
    expect(result.conditions.length).toBeLessThanOrEqual(5);
  });
});
