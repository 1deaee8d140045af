/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    // Every core: Vitest's default leaves one free, which on a two-core machine runs the files one at a time.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
