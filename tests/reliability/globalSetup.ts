// The suite runs against the production build: build it first, unless the caller just did
// (npm test sets RELIABILITY_SKIP_BUILD after its own build).
import { spawnSync } from 'node:child_process';

export default function setup(): void {
  if (process.env.RELIABILITY_SKIP_BUILD === '1') return;
  // vitest sets NODE_ENV=test, which would build React's development JSX into the server.
  const run = spawnSync('astro', ['build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error('astro build failed');
}
