import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2e } from './scripts/e2e-config.mjs';
import { chromiumFlags, chromiumPath } from './scripts/ensure-browser.mjs';
import { e2eOperatorSecret, e2eRestaurantSecret } from './tests/support/signedCalls.ts';

const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'thalify-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a flaky journey must fail and be fixed, not be run again until it passes.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: e2e.origin,
    // No trace by default: recording one for every test nearly doubled the suite's time on two cores. A failure
    // keeps its screenshot and the page's accessibility snapshot; `--trace retain-on-failure` records traces when needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    // No service worker unless a spec asks for one (tests/e2e/trips-offline.spec.ts): every other journey sees the network as it is.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--headless', ...chromiumFlags],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // The main journeys, ordering, the profile, the artwork and pages still waking again as a person on a phone sees them: small screen, touch, taps.
    {
      name: 'phone',
      testMatch: /(journeys|orders|profile|artwork|waking|fresh-start|trips[\w-]*)\.spec\.ts$/,
      use: {
        viewport: { width: 360, height: 780 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        defaultBrowserType: 'chromium',
      },
    },
  ],
  webServer: {
    command: 'node server/server.mjs',
    // Ready once warm: database open, migrations run, catalog built.
    url: `${e2e.origin}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(e2e.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      THALIFY_TEST_OUTBOX: '1',
      OTP_MAX_REQUESTS_PER_IP: '200',
      // The signed operator call (surge fees) and restaurant webhook (stock) the journeys use: tests/support/signedCalls.ts.
      OPERATOR_SECRET: e2eOperatorSecret,
      RESTAURANT_WEBHOOK_SECRET: e2eRestaurantSecret,
      // No fee from the operators' file (its late-night fee would change every total after 11 pm); journeys set their own.
      SURGE_FEES_FILE: 'off',
      // Bangalore and Indore open round the clock with all-day menus, so journeys there pass at any hour; other cities keep their hours.
      HOURS_FILE: 'tests/support/hours.json',
    },
  },
});
