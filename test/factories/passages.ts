import type { Passage } from '../../shared/consensus/models.ts';

/** A knowledge passage as the consensus engine hands it to models; override what a test is about. */
export const passage = (overrides: Partial<Passage> & Pick<Passage, 'id'>): Passage => ({
  title: overrides.id,
  text: `Text of ${overrides.id}.`,
  snippet: `Text of ${overrides.id}.`,
  url: `https://medlineplus.gov/${overrides.id}.html`,
  source: 'MedlinePlus',
  trustScore: 0.95,
  questionType: 'information',
  topics: [],
  ...overrides,
});
