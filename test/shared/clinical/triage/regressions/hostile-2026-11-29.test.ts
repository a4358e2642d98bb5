import { describe, expect, it } from 'vitest';
import { type SymptomInput, triageSymptoms } from '../../../../../shared/clinical/symptoms.ts';
import { curatedIndex, findings, ids, triage } from '../../../../support/triage.ts';

/**
 * What a hostile test of the running API found on 2026-11-29, each tested in other words than the
 * report's, with the near-misses that must not move.
 */
describe('a history or a negation does not swallow what follows it', () => {
  it('reads suicidal intent told after a history, a comma or "but"', () => {
    expect(triage('past medical history of anxiety, I have been wanting to kill myself', { age: 24 })).toBe(
      'emergency',
    );
    expect(triage('history of bipolar but now says he wants to end his life', { age: 40 })).toBe('emergency');
  });

  it('reads chest pain after a full stop or a turn that ends a negated or past clause', () => {
    expect(findings('no history of heart trouble. i have got chest pain and feel clammy')).toContain(
      'chestPain',
    );
    expect(findings('no heart disease but my chest pain is crushing')).toContain('chestPain');
    expect(triage('Nil cardiac history. Central chest pain with sweating for 40 minutes.', { age: 58 })).toBe(
      'emergency',
    );
  });

  it('still reads history and negation where they apply', () => {
    expect(findings('history of heart attack and angina')).not.toContain('chestPain');
    expect(findings('no chest pain and no sweating')).not.toContain('chestPain');
    expect(triage('PMH: MI 2015, AF, HTN. Here for a repeat prescription.', { age: 70 })).not.toBe(
      'emergency',
    );
  });
});

describe('suicidal intent told of someone else (988 Lifeline warning signs)', () => {
  it('reads a carer telling of a son, a daughter or a partner', () => {
    expect(findings('my daughter keeps saying she wants to kill herself')).toContain('suicidal');
    expect(findings('he said he would take his own life')).toContain('suicidal');
    expect(findings('she has been cutting herself again')).toContain('suicidal');
    expect(findings('my partner is threatening to harm himself')).toContain('suicidal');
  });

  it('does not read an accident as self-harm', () => {
    expect(findings('he cut himself shaving this morning')).not.toContain('suicidal');
    expect(findings('she hurt herself falling off the trampoline')).not.toContain('suicidal');
  });
});

describe('a line broken inside a phrase', () => {
  it('reads the phrase across the break, erring toward care', () => {
    expect(triage('i keep thinking i want to end\nmy life', { age: 29 })).toBe('emergency');
    expect(triage('crushing pain in my\nchest, sweaty and sick', { age: 61 })).toBe('emergency');
  });

  it('keeps each line of a list its own clause for negation', () => {
    expect(triage('no fever\nchest pain and sweating', { age: 61 })).toBe('emergency');
    expect(triage('runny nose\nsneezing\nsore throat', { age: 30 })).toBe('self-care');
  });
});

const withCodes = (codes: string[]) =>
  triageSymptoms(curatedIndex, { symptoms: [], codes, age: 45 } satisfies SymptomInput);

describe('ICD-10-CM codes of crises', () => {
  it.each([['T14.91XA'], ['X78.0XXA'], ['R45.88'], ['I16.1'], ['I169']])('%s is an emergency', (code) => {
    const result = withCodes([code]);
    expect(result.triage).toBe('emergency');
    expect(result.unrecognizedCodes).toEqual([]);
  });

  it.each([['I16.0'], ['E16.2'], ['E87.5']])('%s is same-day care, with its guideline', (code) => {
    const result = withCodes([code]);
    expect(result.triage).toBe('urgent-care');
    expect(result.redFlags[0]?.id).toBe('urgent-diagnosis-code');
    expect(result.redFlags[0]?.source.title).toMatch(/\d{4}/);
  });

  it('leaves an ordinary code alone', () => {
    expect(withCodes(['E11.9']).triage).not.toMatch(/emergency|urgent-care/);
  });
});

describe('an age in the words other than the request’s', () => {
  const baby = 'my baby is 7 weeks old and has a temperature of 38.4';

  it('answers the more urgent reading, and says why', () => {
    const result = triageSymptoms(curatedIndex, { symptoms: [], codes: [], description: baby, age: 34 });
    expect(result.triage).toBe('urgent-care');
    expect(result.reasons[0]).toMatch(/names an age \(7 weeks\) other than the request's \(34 years\)/);
  });

  it('keeps the request’s age when the words agree or name none', () => {
    const same = triageSymptoms(curatedIndex, {
      symptoms: [],
      codes: [],
      description: 'I am 34 years old with a runny nose',
      age: 34,
    });
    expect(same.reasons.join(' ')).not.toMatch(/names an age/);
  });
});

describe('readings told in other words', () => {
  it('reads blood pressure as "systolic … diastolic", "on", or two numbers after BP', () => {
    for (const text of [
      'sys 200 dia 130, pounding head',
      'diastolic 130 and systolic 200',
      'her blood pressure was 200 on 130',
      'BP 200 130 at the pharmacy',
    ])
      expect(ids(text, { age: 50 }), text).toContain('hypertensive-crisis');
    expect(ids('lost 190 on 125 days of the diet', { age: 50 })).not.toContain('hypertensive-crisis');
    expect(ids('bp 120 80, all fine', { age: 50 })).not.toContain('hypertensive-crisis');
  });

  it('reads a low glucose after "hypo", before its word, or as a reading on the meter', () => {
    for (const text of ['had a bad hypo, 2.4 mmol/l', '45 mg/dl blood sugar', 'reading 2.3 on the libre'])
      expect(ids(text, { age: 60 }), text).toContain('severe-hypoglycemia');
    expect(ids('hypothyroid for 20 years, tsh 2.2', { age: 60 })).not.toContain('severe-hypoglycemia');
  });

  it('makes a low glucose with confusion or drowsiness an emergency (ADA level 3)', () => {
    expect(triage('sugar 38 mg/dl and he is not making sense', { age: 70 })).toBe('emergency');
    expect(triage('sugar 38 mg/dl, a bit sweaty', { age: 70 })).toBe('urgent-care');
  });

  it('reads a potassium or sodium named by its disorder', () => {
    expect(ids('hyperkalaemia 6.9 on the bloods', { age: 70 })).toContain('critical-potassium');
    expect(ids('known hypokalaemia, fine now', { age: 70 })).not.toContain('critical-potassium');
  });

  it('reads FAST signs told with a time or in the simple present (NHS stroke)', () => {
    expect(triage('since teatime he slurs his words', { age: 68 })).toBe('emergency');
    expect(triage('mum cannot smile on the left side since this morning', { age: 80 })).toBe('emergency');
    expect(findings('he slurs his words when he has been drinking')).not.toContain('strokeSigns');
  });
});

describe('an injury or a letter is not a warning sign on its own', () => {
  it('reads "hurt myself" told with how it happened as an injury', () => {
    expect(findings('i hurt myself at work lifting a crate')).not.toContain('suicidal');
    expect(findings('hurt myself when i slipped on the stairs')).not.toContain('suicidal');
    expect(findings('i hurt myself on purpose again last night')).toContain('suicidal');
    expect(findings('i keep hurting myself when i feel this low')).toContain('suicidal');
  });

  it('reads a goodbye or suicide note, not any letter', () => {
    expect(findings('i wrote a letter to the council about the damp')).not.toContain('suicidal');
    expect(findings('i have written my suicide note')).toContain('suicidal');
    expect(findings('wrote notes saying goodbye to my kids')).toContain('suicidal');
  });
});
