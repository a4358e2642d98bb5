import * as v from 'valibot';

/** How a query or question was read (see shared/knowledge/analysis/understand.ts), in the public contract. */
export const Interpretation = v.pipe(
  v.object({
    focus: v.optional(
      v.pipe(
        v.string(),
        v.description(
          'The subject asked about (a disease, medicine, test or procedure), as the knowledge base names it',
        ),
      ),
    ),
    type: v.optional(
      v.pipe(
        v.string(),
        v.description(
          'What is asked: information, symptoms, treatment, causes, exams and tests, prevention, inheritance, genetic changes, frequency, outlook, susceptibility, complications, stages, research, considerations, support groups, dosage, side effects or interaction',
        ),
      ),
    ),
    subQuestions: v.pipe(
      v.array(v.string()),
      v.description('The sentences of the query that ask something, greetings and background left out'),
    ),
  }),
  v.description('How the query was read'),
);
