// Checkout as a new diner meets it on a phone: "Place order" says why it cannot be used and
// takes the diner there, and the dishes and the bill look like the cart page's summary.
import { expect, test, type Page } from '@playwright/test';
import {
  addButtons,
  expectSeen,
  hydrated,
  press,
  restaurantPaths,
  restaurantWithOffer,
  saveAddress,
  signUp,
  typeInto,
} from './helpers';

/** Signs up, puts two different dishes in the cart and opens checkout. */
async function checkoutWithTwoDishes(page: Page, name: string): Promise<void> {
  await page.goto('/');
  await signUp(page, name);
  const [menu] = await restaurantPaths(page);
  await page.goto(menu!);
  await hydrated(page);
  for (const index of [0, 1]) {
    const add = addButtons(page).nth(index);
    const dish = (await add.getAttribute('aria-label'))!.replace(/^Add /, '');
    await add.scrollIntoViewIfNeeded();
    await press(add);
    await expect(
      page
        .getByRole('group', { name: `${dish} quantity` })
        .first()
        .getByTestId('dish-count'),
    ).toHaveText('1');
  }
  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByRole('list', { name: 'Dishes in your order' }).getByRole('listitem')).toHaveCount(2);
}

test('Place order with an address typed but not saved says so beside the button and leads to the form', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await saveAddress(context, page);
  await checkoutWithTwoDishes(page, 'Farah');
  const form = page.getByRole('form', { name: 'New address' });
  const flat = form.getByLabel('Flat, house number and building');
  // The page opened the form itself: no keyboard is raised over the summary.
  await expect(flat).not.toBeFocused();
  await typeInto(flat, '7 Palm Court');
  const place = page.getByRole('button', { name: /^Place order/ });
  await place.scrollIntoViewIfNeeded();
  await expectSeen(page.getByText('Save your address first'));
  await expect(place).toHaveAccessibleDescription('Save your address first');
  await press(place);
  // The tap leads to what is missing: the form's Save button, in view and focused.
  const save = form.getByRole('button', { name: 'Save address' });
  await expect(save).toBeFocused();
  await expectSeen(save);
  expect(new URL(page.url()).pathname).toBe('/checkout');
  // Enter in the flat field saves, as a keyboard user would.
  await flat.press('Enter');
  const saved = page.getByRole('radio', { name: /Home/ });
  await expect(saved).toBeChecked();
  // The form is gone: focus is on the address just saved, not lost to the page.
  await expect(saved).toBeFocused();
  await expect(page.getByText('Save your address first')).toHaveCount(0);
  await expect(place).not.toHaveClass(/is-blocked/);
  await expect(place).toHaveAccessibleDescription('');
});

test('the checkout summary is laid out like the cart: marks apart from names, steppers in one column, bill labels left and regular', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await saveAddress(context, page);
  await checkoutWithTwoDishes(page, 'Gopal');
  const lines = page.getByRole('list', { name: 'Dishes in your order' }).getByRole('listitem');
  const boxes = await lines.evaluateAll((items) =>
    items.map((item) => {
      const box = (selector: string) => item.querySelector(selector)!.getBoundingClientRect();
      return {
        markRight: box('.veg-mark').right,
        nameLeft: box('.cart-line-name').left,
        controlLeft: box('.add-stepper, .add-button').left,
        controlRight: box('.add-stepper, .add-button').right,
        nameRight: box('.cart-line-name').right,
        bullet: getComputedStyle(item).listStyleType,
      };
    }),
  );
  for (const line of boxes) {
    expect(line.bullet).toBe('none');
    expect(line.nameLeft - line.markRight).toBeGreaterThanOrEqual(6);
    expect(line.controlLeft).toBeGreaterThanOrEqual(line.nameRight);
  }
  expect(Math.abs(boxes[0]!.controlLeft - boxes[1]!.controlLeft)).toBeLessThan(1);
  expect(Math.abs(boxes[0]!.controlRight - boxes[1]!.controlRight)).toBeLessThan(1);
  const label = page.getByRole('table', { name: 'Bill details' }).getByRole('rowheader', { name: 'Item Total' });
  await label.scrollIntoViewIfNeeded();
  expect(await label.evaluate((th) => [getComputedStyle(th).textAlign, getComputedStyle(th).fontWeight])).toEqual([
    'left',
    '400',
  ]);
});

test('a menu promising free delivery from ₹199 delivers free from there on the cart and the checkout', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await saveAddress(context, page);
  await page.goto('/');
  await signUp(page, 'Harsh');
  const { path, offer, dishes } = await restaurantWithOffer(page, (o) =>
    /FREE DELIVERY/.test(`${o.header} ${o.subHeader}`),
  );
  const from = Number(/ABOVE ₹(\d+)/.exec(offer.subHeader)?.[1]) * 100;
  // A dish and a count that reach the offer's amount but stay at or below ₹499, where delivery is free anyway.
  const pick = dishes
    .map((d) => ({ ...d, count: Math.ceil(from / d.price) }))
    .find((d) => d.count <= 11 && d.count * d.price <= 49_900);
  expect(pick, 'a dish that reaches the offer below ₹499').toBeTruthy();
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByText(/Delivery fee will apply, free from ₹/)).toBeVisible();
  const add = page.getByRole('button', { name: `Add ${pick!.name}` }).first();
  await add.scrollIntoViewIfNeeded();
  await press(add);
  const stepper = page.getByRole('group', { name: `${pick!.name} quantity` }).first();
  for (let n = 2; n <= pick!.count; n++) {
    await press(stepper.getByRole('button', { name: `Add one more ${pick!.name}` }));
    await expect(stepper.getByTestId('dish-count')).toHaveText(String(n));
  }
  await page.goto('/cart');
  await hydrated(page);
  const bill = page.getByRole('table', { name: 'Bill details' });
  await expect(bill.getByRole('row', { name: /Delivery Fee/ })).toContainText('FREE');
  await page.goto('/checkout');
  await hydrated(page);
  await expect(
    page.getByRole('table', { name: 'Bill details' }).getByRole('row', { name: /Delivery Fee/ }),
  ).toContainText('FREE');
});
