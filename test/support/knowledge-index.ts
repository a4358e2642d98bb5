import { cachedIndex } from '../../shared/knowledge/builder.ts';

/**
 * Builds the shipped knowledge index once per test run, into the content-hash cache, unless it is
 * there already. Every local server a test starts, and synth's `kb build`, then copy it instead of
 * each building 18,000 entries.
 */
export default function warmKnowledgeIndex(): void {
  cachedIndex(undefined);
}
