// `npm test`: browser check, type check, data check, unit and integration tests, production
// build, browser tests against the built server. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { ensureBrowser } from './ensure-browser.mjs';
import { e2e } from './e2e-config.mjs';

const steps = [
  ['type check', ['astro', 'check']],
  ['data check', ['node', 'scripts/check-data.mjs']],
  ['unit and integration tests', ['vitest', 'run']],
  ['production build', ['astro', 'build'], { SITE_URL: e2e.origin }],
  ['contract suite', ['vitest', 'run', '--config', 'vitest.contract.config.ts'], { CONTRACT_SKIP_BUILD: '1' }],
  ['reliability suite', ['vitest', 'run', '--config', 'vitest.reliability.config.ts'], { RELIABILITY_SKIP_BUILD: '1' }],
  ['browser tests', ['playwright', 'test']],
];

ensureBrowser();
const started = Date.now();
for (const [name, [cmd, ...args], env] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${run.status ?? run.signal})`);
    process.exit(run.status || 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
