// What a new diner tripped over on a phone, each now a journey that must hold: signing in comes
// back to the page that asked, with what was being done finished.
import { expect, test } from '@playwright/test';
import {
  addButtons,
  badge,
  expectSeen,
  finishSignIn,
  freshPhone,
  hydrated,
  latestCode,
  press,
  restaurantPaths,
  saveAddress,
  typeInto,
  watchErrors,
} from './helpers';

test('ADD on a menu while signed out, then signing up: back on the same menu, where the diner was, with the dish added', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await saveAddress(context, page);
  const [menu] = await restaurantPaths(page);
  await page.goto(menu!);
  await hydrated(page);
  // A dish well down the menu, not the first one.
  const add = addButtons(page).nth(5);
  const dishName = (await add.getAttribute('aria-label'))!.replace(/^Add /, '');
  await add.scrollIntoViewIfNeeded();
  await press(add);
  const drawer = page.getByRole('dialog');
  await press(drawer.getByRole('button', { name: 'create an account' }));
  const phone = freshPhone();
  await typeInto(drawer.getByLabel('Phone number'), phone);
  await typeInto(drawer.getByLabel('Name'), 'Kiran');
  await typeInto(drawer.getByLabel('Email'), 'kiran@example.in');
  await press(drawer.getByRole('button', { name: 'Continue' }));
  await expect(drawer.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: 30_000 });
  await typeInto(drawer.getByLabel('One-time password'), await latestCode(page, phone));
  await finishSignIn(page, drawer.getByRole('button', { name: 'Verify and sign up' }), 'Kiran');

  expect(new URL(page.url()).pathname).toBe(menu);
  const stepper = page.getByRole('group', { name: `${dishName} quantity` }).first();
  await expect(stepper.getByTestId('dish-count')).toHaveText('1');
  await expect(badge(page)).toHaveText('1');
  // Still scrolled to the dish: its stepper is on screen without scrolling.
  await expect(stepper).toBeInViewport();
  await expectSeen(stepper.getByTestId('dish-count'));
  expect(errors).toEqual([]);
});
