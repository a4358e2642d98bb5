import type { KnowledgeEntry } from '../entry.ts';
import { cardiometabolic } from './cardiometabolic.ts';
import { conditions } from './conditions.ts';
import { labs } from './labs.ts';
import { lifestyle } from './lifestyle.ts';
import { medications } from './medications.ts';
import { prevention } from './prevention.ts';
import { urgent } from './urgent.ts';

/** The curated knowledge base: our own summaries of public health sources, one module per area. */
export const curatedEntries = (): KnowledgeEntry[] => [
  ...cardiometabolic,
  ...conditions,
  ...urgent,
  ...labs,
  ...medications,
  ...lifestyle,
  ...prevention,
];
