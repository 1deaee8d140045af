import { defineConfig } from 'vitest/config';

/** The contract suite: a client written from SPEC.md section 7 alone, against the built server. */
export default defineConfig({
  test: {
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ['tests/contract/globalSetup.ts'],
  },
});
