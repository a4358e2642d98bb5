import { describe, expect, it } from 'vitest';
import {
  askedType,
  retrievalType,
  understandQuestion,
} from '../../../../shared/knowledge/analysis/understand.ts';

describe('reading a consumer message', () => {
  it('drops the greeting and sign-off, keeps the sub-questions and the background apart', () => {
    const read = understandQuestion(
      'Hello doctor. My father is 80 and was diagnosed with glaucoma last year. What treatments are there? Is it inherited? Thanks a lot',
    );
    expect(read.subQuestions).toEqual([
      { text: 'What treatments are there?', type: 'treatment' },
      { text: 'Is it inherited?', type: 'inheritance' },
    ]);
    expect(read.background).toEqual(['My father is 80 and was diagnosed with glaucoma last year.']);
    expect(read.type).toBe('treatment');
    expect(read.lead).toMatch(/^My father is 80/);
  });

  it('cuts a denial of self-harm thoughts from the background and the lead, never from a question', () => {
    const denied = understandQuestion(
      "I'm not having thoughts of hurting myself or ending my life, but I've felt flat for a month. What can help?",
    );
    expect(denied.background).toEqual(["I've felt flat for a month."]);
    expect(denied.lead).not.toMatch(/life|hurting/);
    expect(understandQuestion('No thoughts of self-harm. I feel low. What helps?').background).toEqual([
      'I feel low.',
    ]);
    const asked = understandQuestion('Is it normal to have thoughts of ending my life when I feel low?');
    expect(asked.subQuestions[0]?.text).toMatch(/ending my life/);
    // Said of someone else and not denied, it stays: it may be what the message is about.
    expect(
      understandQuestion('My dad had thoughts of ending his life last year. How do I support him?')
        .background,
    ).toEqual(['My dad had thoughts of ending his life last year.']);
  });

  it('counts requests without a question mark as sub-questions, and a short opening line as the subject', () => {
    const read = understandQuestion('Lewy body dementia. I would like information on how it progresses.');
    expect(read.topic).toBe('Lewy body dementia.');
    expect(read.subQuestions.map((sub) => sub.text)).toEqual([
      'I would like information on how it progresses.',
    ]);
  });

  it('reads the whole message as the question when nothing in it asks', () => {
    expect(understandQuestion('glaucoma').subQuestions).toEqual([{ text: 'glaucoma', type: undefined }]);
  });

  it('lets most sub-questions decide the type, and reads lay requests for help as treatment', () => {
    expect(
      understandQuestion('Where is the nearest clinic? What can be done for gout? Is there a cure?').type,
    ).toBe('treatment');
    expect(askedType('i need help, my hearing is going in my left ear')).toBe('treatment');
  });

  it('does not take a story of a diagnosis for a question about tests', () => {
    expect(
      askedType('I was recently diagnosed with glaucoma and want to learn all about it'),
    ).toBeUndefined();
    expect(askedType('how is asthma diagnosed')).toBe('exams and tests');
    // The same story misspelt: it asks for treatment, not for how a diagnosis is made.
    expect(
      askedType('she was recently diagnose that she is effected, i need your support for treatment'),
    ).toBe('treatment');
    // Where a treatment stands is background: the question is about the treatment, not the dose.
    expect(
      askedType(
        'what is new in the therapy of kidney cancer, my uncle will be taking his first dose next week',
      ),
    ).toBe('treatment');
    expect(askedType('what dose of ibuprofen is safe for a child')).toBe('dosage');
  });

  it('knows the types of medicine questions and which passages answer them', () => {
    expect(askedType('what is the usual dose of metformin')).toBe('dosage');
    expect(askedType('does lisinopril have side effects')).toBe('side effects');
    expect(askedType('can I take ibuprofen together with warfarin')).toBe('interaction');
    expect(askedType('can I take sertraline while pregnant')).toBe('pregnancy');
    expect(askedType('is amoxicillin safe when breastfeeding')).toBe('pregnancy');
    // Pregnancy named without a medicine taken or used asks about something else.
    expect(askedType('will the twins my pregnant daughter carries inherit her condition?')).not.toBe(
      'pregnancy',
    );
    expect(askedType('why am I still not pregnant after a year of trying?')).not.toBe('pregnancy');
    // Alcohol and food have their own section, apart from other medicines.
    expect(askedType('is it ok to drink alcohol on metformin')).toBe('alcohol and food');
    expect(askedType('foods to avoid with warfarin')).toBe('alcohol and food');
    expect(askedType('taking fluoxetine and sumatriptan')).toBe('interaction');
    expect(askedType('levothyroxine and calcium together')).toBe('interaction');
    expect(askedType('how long does lexapro take to work')).toBe('dosage');
    expect(askedType('who should not take amlodipine')).toBe('contraindications');
    // The medicine sections carry these types, so retrieval prefers them as asked.
    expect(retrievalType('dosage')).toBe('dosage');
    expect(retrievalType('interaction')).toBe('interaction');
  });
});
