// The order page's edges as a diner meets them: an order that is not theirs is a titled page with
// the way back, and the heading that takes focus after a step draws no ring round itself.
import { expect, test } from '@playwright/test';
import { expectSeen, hydrated, press, saveAddress, signUp } from './helpers';

test('an order not in the account is a titled page with a way to the diner’s orders', async ({ context, page }) => {
  test.setTimeout(90_000);
  await saveAddress(context, page);
  await page.goto('/');
  await signUp(page, 'Lata');
  await page.goto('/orders/0b6f3c1e-8a7d-4c2b-9f10-5d2e7a9c4b31');
  await hydrated(page);
  await expectSeen(page.getByRole('heading', { level: 1, name: 'Order not found' }));
  await expect(page.getByRole('alert')).toHaveText('We could not find this order in your account.');
  const back = page.getByRole('link', { name: 'Your orders' });
  await expectSeen(back);
  await press(back);
  await page.waitForURL((url) => url.pathname === '/orders');
});

test('a heading focused by the page after a step draws no focus ring', async ({ context, page }) => {
  await saveAddress(context, page);
  await page.goto('/about');
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.evaluate((el) => {
    el.setAttribute('tabindex', '-1');
    (el as HTMLElement).focus();
  });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
});
