import { defineConfig } from 'vitest/config';

/** The reliability suite: fuzzing, load, crash and security checks against the built server. */
export default defineConfig({
  test: {
    include: ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ['tests/reliability/globalSetup.ts'],
  },
});
