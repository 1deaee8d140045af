// A newcomer's `npm start`: no SMS provider and no test outbox. The server says at start-up that
// sign-in codes are printed in its log, and a diner signs up with the code read from there.
import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/lib/server.mjs';
import { expectSeen, freshPhone, hydrated, nav, press, typeInto } from './helpers';

interface Started {
  origin: string;
  log(): string;
  stop(): Promise<void>;
}

let server: Started;
test.beforeAll(async () => {
  // As `npm start` runs it: the production server on loopback, nothing else configured.
  server = (await startServer({ env: { THALIFY_TEST_OUTBOX: '', APPWRITE_ENDPOINT: '' } })) as unknown as Started;
});
test.afterAll(async () => {
  await server?.stop();
});

test('with no SMS provider on loopback, the code is in the server log and signing up works', async ({ page }) => {
  const phone = freshPhone();
  await page.goto(`${server.origin}/city/bangalore`);
  await hydrated(page);
  await press(nav(page).getByRole('button', { name: 'Sign In' }));
  const drawer = page.getByRole('dialog');
  await press(drawer.getByRole('button', { name: 'create an account' }));
  await typeInto(drawer.getByLabel('Phone number'), phone);
  await typeInto(drawer.getByLabel('Name'), 'Meera');
  await typeInto(drawer.getByLabel('Email'), 'meera@example.in');
  await press(drawer.getByRole('button', { name: 'Continue' }));
  await expect(drawer.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: 30_000 });
  expect(server.log()).toContain('each sign-in code is printed in this log');
  let code = '';
  await expect
    .poll(() => {
      code = new RegExp(`\\[sms\\] sign-in code for \\+91${phone}: (\\d{6})`).exec(server.log())?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await typeInto(drawer.getByLabel('One-time password'), code);
  await press(drawer.getByRole('button', { name: 'Verify and sign up' }));
  await expectSeen(nav(page).getByRole('button', { name: 'Meera' }));
});
