// The contract suite runs against the production build: build it first, unless the caller just
// did (npm test sets CONTRACT_SKIP_BUILD after its own build).
import { spawnSync } from 'node:child_process';

export default function setup(): void {
  if (process.env.CONTRACT_SKIP_BUILD === '1') return;
  const run = spawnSync('astro', ['build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error('astro build failed');
}
