import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { addButtons, badge, hydrated, restaurantPaths, saveAddress, signUp } from './helpers';

/** Saves an address, signs `name` up and opens the first menu: its first ADD, that dish and its stepper. */
async function firstMenuSignedIn(context: BrowserContext, page: Page, name: string) {
  await saveAddress(context, page);
  await page.goto('/cart');
  await signUp(page, name);
  const [first] = await restaurantPaths(page);
  await page.goto(first!);
  await hydrated(page);
  const add = addButtons(page).first();
  const dishName = (await add.getAttribute('aria-label'))!.replace(/^Add /, '');
  const stepper = page.getByRole('group', { name: `${dishName} quantity` }).first();
  return { add, dishName, stepper };
}

test('signed in: ADD, the counter and badge, the cap of 11, minus, the cart page and its bill', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  const { add, dishName, stepper } = await firstMenuSignedIn(context, page, 'Meera Iyer');
  await add.click();
  await expect(page.getByText('successfully added to cart!').first()).toBeVisible();
  await expect(stepper.getByTestId('dish-count')).toHaveText('1');
  await expect(badge(page)).toHaveText('1');
  const plus = stepper.getByRole('button', {
    name: `Add one more ${dishName}`,
  });
  for (let press = 0; press < 12; press++) {
    await plus.click();
    await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
  }
  await expect(stepper.getByTestId('dish-count')).toHaveText('11');
  await expect(badge(page)).toHaveText('11');
  await stepper.getByRole('button', { name: `Remove one ${dishName}` }).click();
  await expect(page.getByText('successfully removed from cart!').first()).toBeVisible();
  await expect(stepper.getByTestId('dish-count')).toHaveText('10');
  await expect(badge(page)).toHaveText('10');

  await page.goto('/cart');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Dishes in your cart' });
  await expect(lines.getByText(dishName)).toBeVisible();
  await expect(lines.getByRole('img', { name: /^(Veg|Non-veg)$/ })).toHaveCount(1);
  const bill = page.getByRole('table', { name: 'Bill details' });
  for (const row of ['Item Total', 'Delivery Fee', 'Taxes and Charges', 'TO PAY'])
    await expect(bill.getByRole('rowheader', { name: row })).toBeVisible();
  await expect(bill).toContainText('₹');
});

test('a dish of another restaurant asks before starting a new cart', async ({ context, page }) => {
  test.setTimeout(120_000);
  await saveAddress(context, page);
  await page.goto('/cart');
  await signUp(page, 'Kabir Das');
  const [first, second] = await restaurantPaths(page);
  await page.goto(first!);
  await hydrated(page);
  await addButtons(page).first().click();
  await expect(badge(page)).toHaveText('1');
  await page.goto(second!);
  await hydrated(page);
  const add = addButtons(page).first();
  const dishName = (await add.getAttribute('aria-label'))!.replace(/^Add /, '');
  await add.click();
  const dialog = page.getByRole('alertdialog', {
    name: 'Items already in cart',
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(badge(page)).toHaveText('1');
  await add.click();
  await dialog.getByRole('button', { name: 'Yes, start afresh' }).click();
  await expect(
    page
      .getByRole('group', { name: `${dishName} quantity` })
      .first()
      .getByTestId('dish-count'),
  ).toHaveText('1');
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Dishes in your cart' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Dishes in your cart' })).toContainText(dishName);
});

test('a signed-out ADD opens the sign-in panel', async ({ context, page }) => {
  await saveAddress(context, page);
  const [first] = await restaurantPaths(page);
  await page.goto(first!);
  await hydrated(page);
  await addButtons(page).first().click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(badge(page)).toHaveText('0');
});

test('a toast held under the pointer past its time is replaced, not doubled, when the dish is added again', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  const { add, dishName, stepper } = await firstMenuSignedIn(context, page, 'Nisha Rao');
  await add.click();
  const staying = page.locator('.Toastify__toast:not([class*="-exit"])', {
    hasText: 'successfully added to cart!',
  });
  await expect(staying).toHaveCount(1);
  const plus = stepper.getByRole('button', { name: `Add one more ${dishName}` });
  await plus.focus();
  // The pointer rests on the toast, which pauses it, for longer than a toast lasts.
  await staying.first().hover();
  await page.waitForTimeout(3_500);
  await expect(staying).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(stepper.getByTestId('dish-count')).toHaveText('2');
  await expect(staying.first()).toBeVisible();
  expect(await staying.count()).toBe(1);
  await page.waitForTimeout(300);
  expect(await staying.count()).toBe(1);
});
