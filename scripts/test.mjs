// `npm test`: browser check, type check, lint and format, data check, unit and integration tests, the database
// and identity tests again on a throwaway PostgreSQL, production build, reliability suite,
// browser tests against the built server. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { ensureBrowser } from './ensure-browser.mjs';
import { e2e } from './e2e-config.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';

/** The test files that use the database: run a second time against a real PostgreSQL. */
const databaseTests = [
  'src/server/db',
  'src/server/accounts',
  'src/server/identity',
  'src/server/cart',
  'src/server/favourites/favouritesCache.test.ts',
  'src/server/orders',
  'src/server/stock',
  'src/server/fees',
  'src/server/push',
  'tests/integration/accounts.test.ts',
  'tests/integration/identity.test.ts',
  'tests/integration/orders.test.ts',
  'tests/integration/tracking.test.ts',
  'tests/integration/realtime.test.ts',
  'tests/integration/razorpay.test.ts',
];

const steps = [
  ['type check', ['astro', 'check']],
  ['lint and format', ['biome', 'check', '.']],
  ['size rules (files under 400 lines, functions within 150)', ['node', 'scripts/code-size.mjs']],
  ['data check', ['node', 'scripts/check-data.mjs']],
  ['texts check (no English text outside the message catalogues)', ['node', 'scripts/check-texts.mjs']],
  ['unit and integration tests', ['vitest', 'run']],
  // One file at a time: each file has its own schema, but NOTIFY channels are shared by the whole database.
  ['database and identity tests on PostgreSQL', ['vitest', 'run', '--maxWorkers=1', ...databaseTests], {}, 'postgres'],
  ['production build', ['astro', 'build'], { SITE_URL: e2e.origin }],
  ['contract suite', ['vitest', 'run', '--config', 'vitest.contract.config.ts'], { CONTRACT_SKIP_BUILD: '1' }],
  ['reliability suite', ['vitest', 'run', '--config', 'vitest.reliability.config.ts'], { RELIABILITY_SKIP_BUILD: '1' }],
  [
    'two server processes on PostgreSQL',
    ['vitest', 'run', '--config', 'vitest.reliability.config.ts', 'tests/reliability/realtime-processes.test.ts'],
    { RELIABILITY_SKIP_BUILD: '1' },
    'postgres',
  ],
  ['browser tests', ['playwright', 'test']],
];

ensureBrowser();
const started = Date.now();
for (const [name, [cmd, ...args], env = {}, needs] of steps) {
  const t = Date.now();
  let postgres;
  if (needs === 'postgres') {
    postgres = await startThrowawayPostgres();
    if (postgres.skipped) {
      console.log(`\n⚠ ${name} skipped: ${postgres.skipped}`);
      continue;
    }
    console.log(`\n${postgres.version} at ${postgres.url} (throwaway)`);
    env.DATABASE_URL = postgres.url;
  }
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  let run;
  try {
    run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  } finally {
    postgres?.stop();
  }
  if (run.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${run.status ?? run.signal})`);
    process.exit(run.status || 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
