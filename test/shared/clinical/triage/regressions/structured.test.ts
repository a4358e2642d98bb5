import { describe, expect, it } from 'vitest';
import { normalize, sentences } from '../../../../../shared/clinical/red-flags/text.ts';
import { detectRedFlags } from '../../../../../shared/clinical/red-flags.ts';
import { type SymptomInput, triageSymptoms } from '../../../../../shared/clinical/symptoms.ts';
import { curatedEntries } from '../../../../../shared/knowledge/corpus/index.ts';
import { buildIndex } from '../../../../../shared/knowledge/index/build.ts';
import { KnowledgeIndex } from '../../../../../shared/knowledge/index/search.ts';

/**
 * The structured request (a `symptoms` list with a short description, a duration, vitals),
 * after the third generalisation probes (vignettes-dev-probes-3.json). Each change is tested in
 * wording unlike the probe that exposed it, with the near-miss it must not catch.
 */
const index = new KnowledgeIndex(buildIndex(curatedEntries()));
const triage = (input: Partial<SymptomInput>) =>
  triageSymptoms(index, { symptoms: [], codes: [], ...input }).triage;
const ids = (text: string, context: Parameters<typeof detectRedFlags>[1] = {}) =>
  detectRedFlags(text, context).map((flag) => flag.id);

describe('each symptom-list item is its own sentence', () => {
  it('keeps a line break as a sentence break in lower-cased text', () => {
    expect(sentences(normalize('sore throat.\ncough.\nPast history: asthma'))).toHaveLength(3);
    expect(sentences(normalize('sore throat and a cough'))).toHaveLength(1);
  });

  it('does not let a history item swallow the items after it', () => {
    expect(
      triage({ symptoms: ['past medical history of asthma', 'tight chest', 'sweating buckets'], age: 61 }),
    ).toBe('emergency');
    expect(triage({ symptoms: ['known high blood pressure', 'face drooping on the left'], age: 70 })).toBe(
      'emergency',
    );
  });

  it('still reads a history item as history', () => {
    expect(
      triage({
        symptoms: ['history of a heart attack in 2015'],
        description: 'Here for a repeat prescription.',
        age: 66,
      }),
    ).not.toBe('emergency');
  });

  it('reads two list items together when a sign needs both', () => {
    expect(
      triage({
        symptoms: ['blister under my heel', 'oozing and smelly'],
        description: 'Type 2 diabetic.',
        age: 58,
        duration: { value: 3, unit: 'days' },
      }),
    ).toBe('urgent-care');
  });

  it('keeps a negated list item negated', () => {
    expect(
      triage({
        symptoms: ['runny nose', 'no chest pain', 'not short of breath'],
        age: 30,
        duration: { value: 2, unit: 'days' },
      }),
    ).toBe('self-care');
  });
});

describe('reduced baby movements in other words', () => {
  it('reads "kicking a lot less" in pregnancy as an emergency', () => {
    expect(
      triage({
        symptoms: ['the baby is kicking a lot less today'],
        pregnant: true,
        pregnancyWeeks: 29,
        age: 31,
      }),
    ).toBe('emergency');
  });
});

describe('sudden, severe abdominal pain (NHS stomach ache: 999 or A&E)', () => {
  it('is an emergency when it came on suddenly', () => {
    expect(ids('out of nowhere an unbearable pain in my belly')).toContain('sudden-severe-abdominal-pain');
  });

  it('stays same-day when it is severe but not sudden, or has lasted days', () => {
    expect(ids('severe pain in my stomach on and off')).not.toContain('sudden-severe-abdominal-pain');
    expect(ids('severe pain in my stomach, started suddenly', { durationHours: 5 * 24 })).not.toContain(
      'sudden-severe-abdominal-pain',
    );
  });
});

describe('a hernia that will not go back (NHS inguinal hernia: A&E)', () => {
  it('is an emergency when it is stuck or has gone hard and tender', () => {
    expect(ids('the bulge near my belly button has gone hard and tender')).toContain('irreducible-hernia');
    expect(triage({ symptoms: ['swelling in the groin', 'sore', 'cannot push it back in'], age: 47 })).toBe(
      'emergency',
    );
  });

  it('does not fire for a hernia that goes back in', () => {
    expect(ids('I have a hernia that goes back in when I lie down')).not.toContain('irreducible-hernia');
  });
});

describe('suspected shingles (NHS: urgent GP, pharmacist or 111)', () => {
  it('is same-day care, for the word or for a one-sided burning rash', () => {
    expect(ids('a blistering rash on one side of my waist')).toContain('shingles');
    expect(triage({ symptoms: ['shingles'], age: 74, duration: { value: 1, unit: 'days' } })).toBe(
      'urgent-care',
    );
  });

  it('does not fire for the vaccine or a rash on both sides', () => {
    expect(ids('I had my shingles vaccine last week')).not.toContain('shingles');
    expect(ids('itchy rash on both arms')).not.toContain('shingles');
  });
});

describe('a mild fever in an adult (NHS: treat at home, see a GP after 3 days)', () => {
  it('is self-care in a working-age adult with normal observations', () => {
    expect(
      triage({
        symptoms: ['raised temperature', 'shivery'],
        age: 30,
        duration: { value: 1, unit: 'days' },
        vitals: { temperature: { value: 38.1, unit: 'C' }, heartRate: 84, respiratoryRate: 15 },
      }),
    ).toBe('self-care');
  });

  it('is not self-care over 65, in a child, after 3 days or with something else', () => {
    expect(triage({ symptoms: ['fever'], age: 71, duration: { value: 1, unit: 'days' } })).not.toBe(
      'self-care',
    );
    expect(triage({ symptoms: ['fever'], age: 8, duration: { value: 1, unit: 'days' } })).not.toBe(
      'self-care',
    );
    expect(triage({ symptoms: ['fever'], age: 30, duration: { value: 5, unit: 'days' } })).not.toBe(
      'self-care',
    );
    expect(
      triage({ symptoms: ['fever', 'pain in my side'], age: 30, duration: { value: 1, unit: 'days' } }),
    ).not.toBe('self-care');
  });
});

describe('"hay fever" is not a fever', () => {
  it('does not read the fever finding or a three-day fever limit into hay fever', () => {
    expect(
      triage({ symptoms: ['hay fever', 'streaming eyes'], age: 19, duration: { value: 3, unit: 'weeks' } }),
    ).toBe('self-care');
    expect(ids('hay fever for a month, and now a fever of 39 and a stiff neck')).toContain('meningitis');
  });
});

describe('being sick in an adult (NHS diarrhoea and vomiting: home care, GP or 111 after 2 days)', () => {
  it('is self-care for a day or two while fluids stay down', () => {
    expect(
      triage({
        symptoms: ['been sick three times', 'sipping water'],
        age: 27,
        duration: { value: 12, unit: 'hours' },
      }),
    ).toBe('self-care');
  });

  it('is not self-care with a headache or belly pain, in a child, in pregnancy or after 2 days', () => {
    const day = { value: 1, unit: 'days' } as const;
    expect(triage({ symptoms: ['throwing up', 'bad head'], age: 27, duration: day })).not.toBe('self-care');
    expect(triage({ symptoms: ['throwing up', 'pain under my ribs'], age: 27, duration: day })).not.toBe(
      'self-care',
    );
    expect(triage({ symptoms: ['throwing up'], age: 6, duration: day })).not.toBe('self-care');
    expect(triage({ symptoms: ['throwing up'], age: 27, pregnant: true, duration: day })).not.toBe(
      'self-care',
    );
    expect(triage({ symptoms: ['throwing up'], age: 27, duration: { value: 3, unit: 'days' } })).not.toBe(
      'self-care',
    );
  });
});

describe("a child's vital signs by age (NICE NG143, PALS)", () => {
  it('is an emergency for a breathing rate above 60 under 5, or a low pressure for age', () => {
    expect(triage({ symptoms: ['snuffly'], age: 1.5, vitals: { respiratoryRate: 64 } })).toBe('emergency');
    expect(triage({ symptoms: ['pale'], age: 8, vitals: { systolic: 72, diastolic: 40 } })).toBe('emergency');
  });

  it('needs same-day care for an amber heart or breathing rate, and nothing for normal ones', () => {
    expect(triage({ symptoms: ['grizzly'], age: 0.8, vitals: { heartRate: 172 } })).toBe('urgent-care');
    expect(triage({ symptoms: ['runny nose'], age: 7, vitals: { respiratoryRate: 34 } })).toBe('urgent-care');
    expect(
      triage({
        symptoms: ['runny nose'],
        age: 7,
        duration: { value: 2, unit: 'days' },
        vitals: { respiratoryRate: 20, heartRate: 95, systolic: 100, diastolic: 60 },
      }),
    ).toBe('self-care');
  });
});

describe('list items written as form answers', () => {
  const twoDays = { value: 2, unit: 'days' } as const;

  it('reads "name: no", "name - none" and "nil name" as a negation', () => {
    expect(
      triage({
        symptoms: ['blocked nose', 'breathlessness: none', 'chest tightness - no'],
        age: 33,
        duration: twoDays,
      }),
    ).toBe('self-care');
    expect(
      triage({ symptoms: ['sore throat', 'nil breathing difficulty'], age: 33, duration: twoDays }),
    ).toBe('self-care');
  });

  it('reads "name: yes" as the finding, and leaves other items as written', () => {
    expect(triage({ symptoms: ['crushing chest pain: yes', 'sweaty: y'], age: 63 })).toBe('emergency');
    expect(triage({ symptoms: ['chest pain - no relief from rest'], age: 63 })).toBe('emergency');
  });
});

describe('a duration written in a list item', () => {
  it('counts with the request duration, the longest for escalations', () => {
    expect(
      triage({ symptoms: ['hoarse voice for 6 weeks'], age: 58, duration: { value: 3, unit: 'days' } }),
    ).not.toBe('self-care');
  });

  it('the shortest still keeps new-problem rules', () => {
    expect(
      triage({
        symptoms: ['back pain for years', 'numb between the legs since this morning'],
        age: 50,
        duration: { value: 6, unit: 'hours' },
      }),
    ).toBe('emergency');
  });
});
