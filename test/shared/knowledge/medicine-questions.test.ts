import { describe, expect, it } from 'vitest';
import { routeSafety } from '../../../shared/consensus/safety.ts';
import { MEDICINE_QUESTIONS } from '../../bench/medicine-questions.ts';

const interactionIds = (question: string): string[] =>
  routeSafety(question)
    .statements.filter((statement) => statement.kind === 'interaction')
    .map((statement) => statement.id);

describe('medicine questions of the benchmark', () => {
  it('are at least 150, about at least 60 medicines', () => {
    const medicines = new Set(
      MEDICINE_QUESTIONS.flatMap((question) =>
        question.gold.map((id) =>
          id.replace(/^med-|-(uses|taking|side-effects|avoid|pregnancy|alcohol-food|interactions)$/g, ''),
        ),
      ),
    );
    expect(MEDICINE_QUESTIONS.length).toBeGreaterThanOrEqual(150);
    expect(medicines.size).toBeGreaterThanOrEqual(60);
  });

  // /ask answers "can I take X with Y" from the interaction checker first, whatever the search finds.
  it.each(
    MEDICINE_QUESTIONS.filter((question) => question.pair).map((question) => [
      question.question,
      question.pair,
    ]),
  )('route "%s" to the interaction checker with both medicines', (question, pair) => {
    const ids = interactionIds(question as string);
    expect(ids.length, `${question}: no interaction statement`).toBeGreaterThan(0);
    const [a, b] = pair as [string, string];
    expect(
      ids.some((id) => id.includes(a) && id.includes(b)),
      ids.join(', '),
    ).toBe(true);
  });
});
