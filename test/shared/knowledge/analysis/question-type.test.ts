import { describe, expect, it } from 'vitest';
import { classifyQuestion } from '../../../../shared/knowledge/analysis/question-type.ts';

describe('question type', () => {
  it.each([
    ['What is (are) Glaucoma ?', 'information'],
    ['What are the symptoms of Glaucoma ?', 'symptoms'],
    ['What are the treatments for Glaucoma ?', 'treatment'],
    ['Is Glaucoma inherited ?', 'inheritance'],
    ['How many people are affected by Glaucoma ?', 'frequency'],
    ['What are the genetic changes related to Glaucoma ?', 'genetic changes'],
    ['What causes Glaucoma ?', 'causes'],
    ['How to diagnose Glaucoma ?', 'exams and tests'],
    ['what research (or clinical trials) is being done for Glaucoma ?', 'research'],
    ['What is the outlook for Glaucoma ?', 'outlook'],
    ['Who is at risk for Glaucoma? ?', 'susceptibility'],
    ['What to do for Glaucoma ?', 'considerations'],
    ['How to prevent Glaucoma ?', 'prevention'],
    ['What are the stages of Glaucoma ?', 'stages'],
    ['What are the complications of Glaucoma ?', 'complications'],
  ])('reads the MedQuAD template %s as %s', (question, type) => {
    expect(classifyQuestion(question)).toBe(type);
  });

  it.each([
    ['how do you get rid of heartburn', 'treatment'],
    ['what medicine helps migraines', 'treatment'],
    ['warning signs of a stroke', 'symptoms'],
    ['why do my knees hurt', 'causes'],
    ['does diabetes run in families', 'inheritance'],
    ['what do my blood test results mean', 'exams and tests'],
    ['how can i lower my risk of heart disease', 'prevention'],
    ['hello', 'information'],
  ])('reads the consumer question %s as %s', (question, type) => {
    expect(classifyQuestion(question)).toBe(type);
  });
});
