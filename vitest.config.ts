import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The shipped knowledge index, built once into the cache that servers and synth read.
    globalSetup: ['test/support/knowledge-index.ts'],
    // Each file gets its own process: the local runtime sets process.env for its store.
    pool: 'forks',
    // Two files at a time: the default on a 2-core CI machine is one (cores − 1), which made the
    // suite take 10–12 of CI's 15 minutes; the main process mostly waits. Measured on a clean clone:
    // 632 s with one fork, 328 s with two, all passing.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
