import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../../tools/local/api.ts';

/**
 * The consumer-question development set (`../shared/data/consumer-dev/consumer-dev.jsonl`), read at
 * run time: its question texts have no licence and are never copied into the project. Each
 * question goes to the training split or the held-out split by a hash of its id, so the split is
 * fixed and needs no list of ids; held-out figures are looked at only when reporting.
 */
export interface ConsumerQuestion {
  id: string;
  question: string;
  /** MedQuAD ids judged to answer it (grade 3 or 4), best first. */
  relevant: string[];
  /** LiveQA messages are long; MEDIQA questions short. */
  length: 'long' | 'short';
  split: 'train' | 'held-out';
}

export const sharedDataDir = (): string =>
  resolve(PROJECT_ROOT, process.env.SHARED_DATA_DIR ?? '../shared/data');

export const consumerDevPath = (): string =>
  process.env.CONSUMER_DEV_PATH ?? resolve(sharedDataDir(), 'consumer-dev', 'consumer-dev.jsonl');

/** FNV-1a, 32 bits. */
const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

/** 40 % held out: the ids whose hash falls in the first 40 of 100 buckets. */
const splitOf = (id: string): ConsumerQuestion['split'] => (fnv1a(id) % 100 < 40 ? 'held-out' : 'train');

export const readConsumerDev = (path = consumerDevPath()): ConsumerQuestion[] | undefined => {
  if (!existsSync(path)) return undefined;
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => {
      const row = JSON.parse(line) as { id: string; question: string; relevant: string[]; source: string };
      return {
        id: row.id,
        question: row.question,
        relevant: row.relevant,
        length: row.source.startsWith('LiveQA') ? 'long' : 'short',
        split: splitOf(row.id),
      };
    });
};
