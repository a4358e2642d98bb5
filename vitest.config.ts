import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The shipped knowledge index, built once into the cache that servers and synth read.
    globalSetup: ['test/support/knowledge-index.ts'],
    // Each file gets its own process: the local runtime sets process.env for its store.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
