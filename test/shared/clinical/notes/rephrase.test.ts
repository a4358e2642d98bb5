import { describe, expect, it } from 'vitest';
import type { CodingModel } from '../../../../shared/clinical/coding/models.ts';
import { draftNote } from '../../../../shared/clinical/notes/draft.ts';
import { rephraseNote } from '../../../../shared/clinical/notes/rephrase.ts';
import { traceNote } from '../../../../shared/clinical/notes/trace.ts';
import type { NoteInput } from '../../../../shared/clinical/notes/types.ts';

const INPUT: NoteInput = {
  format: 'soap',
  encounter: {
    chiefComplaint: 'cough for 3 days',
    vitals: { systolic: 128, diastolic: 78 },
    exam: ['lungs clear'],
  },
};

/** A scripted model: maps each sentence it is sent to the reply given, or leaves it as is. */
const scripted = (name: string, rewrite: (sentence: string) => string): CodingModel => ({
  name,
  timeoutMs: 1_000,
  complete: async (_system, user) =>
    JSON.stringify({ sentences: user.split('\n').map((line) => rewrite(line.replace(/^\d+\. /, ''))) }),
});

describe('rephrasing by a language model keeps every sentence traceable', () => {
  it('takes a faithful rewording and refuses an invented number or finding', async () => {
    // Prepare
    const note = draftNote(INPUT, { maxCodes: 0 });
    const model = scripted('fake', (sentence) =>
      sentence === 'cough for 3 days.'
        ? 'The patient reports cough for 3 days.'
        : sentence === 'lungs clear.'
          ? 'Lungs clear, no wheeze.'
          : sentence.startsWith('Blood pressure')
            ? 'Blood pressure 138/78 mm Hg: elevated.'
            : sentence,
    );

    // Act
    const { sections, rephrasing } = await rephraseNote(INPUT, note.sections, [model]);

    // Assess
    const texts = sections.flatMap((section) => section.sentences.map((item) => item.text));
    expect(texts).toContain('The patient reports cough for 3 days.');
    expect(texts).toContain('lungs clear.');
    expect(texts.some((text) => text.startsWith('Blood pressure 128/78 mm Hg'))).toBe(true);
    expect(rephrasing).toMatchObject({ model: 'fake', rephrased: 1 });
    expect(rephrasing.rejected.map((item) => item.problem)).toEqual([
      'states 138, found in neither its sources nor its rule',
      'adds words not in its sources: no, wheeze',
    ]);
    expect(traceNote(INPUT, sections)).toEqual([]);
  });

  it('moves on from a model that fails or answers malformed, and keeps the draft when none answers', async () => {
    // Prepare
    const note = draftNote(INPUT, { maxCodes: 0 });
    const broken: CodingModel = { name: 'broken', timeoutMs: 1_000, complete: async () => 'not json' };
    const down: CodingModel = {
      name: 'down',
      timeoutMs: 1_000,
      complete: async () => {
        throw new Error('connection refused');
      },
    };

    // Act
    const none = await rephraseNote(INPUT, note.sections, [broken, down]);
    const second = await rephraseNote(INPUT, note.sections, [broken, scripted('ok', (sentence) => sentence)]);

    // Assess
    expect(none.rephrasing).toEqual({
      rephrased: 0,
      rejected: [],
      failed: [
        { model: 'broken', reason: 'malformed' },
        { model: 'down', reason: 'error' },
      ],
    });
    expect(none.sections).toEqual(note.sections);
    expect(second.rephrasing.model).toBe('ok');
  });
});
