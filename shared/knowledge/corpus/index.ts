import type { KnowledgeEntry } from '../entry.ts';
import { cardiometabolic } from './cardiometabolic.ts';

/** The curated knowledge base: our own summaries of public health sources, one module per area. */
export const curatedEntries = (): KnowledgeEntry[] => [...cardiometabolic];
