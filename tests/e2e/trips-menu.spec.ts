// A menu's deals and controls, and the payment page, as a diner meets them on a phone: the
// floating Browse Menu pill never covers a dish's control, a tapped deal is applied at checkout,
// and the gateway page is a focused page that asks for the UPI ID it will send a request to.
import { expect, test } from '@playwright/test';
import {
  addButtons,
  expectSeen,
  hydrated,
  onPhone,
  press,
  restaurantPaths,
  restaurantWithCode,
  saveAddress,
  signUp,
  typeInto,
} from './helpers';

test('the Browse Menu pill leaves a dish’s stepper free at the bottom of the screen', async ({ context, page }) => {
  test.setTimeout(90_000);
  await saveAddress(context, page);
  await page.goto('/');
  await signUp(page, 'Ishaan');
  const [menu] = await restaurantPaths(page);
  await page.goto(menu!);
  await hydrated(page);
  const add = addButtons(page).first();
  const dish = (await add.getAttribute('aria-label'))!.replace(/^Add /, '');
  await add.scrollIntoViewIfNeeded();
  await press(add);
  const stepper = page.getByRole('group', { name: `${dish} quantity` }).first();
  await expect(stepper.getByTestId('dish-count')).toHaveText('1');
  // The stepper at the very bottom of the screen, where the pill floats.
  await stepper.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await expect(page.getByRole('button', { name: 'Browse Menu' })).toBeVisible();
  for (const control of await stepper.getByRole('button').all()) await expectSeen(control);
});

test('a tapped deal is applied at checkout; the gateway page is focused and asks for the UPI ID', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  await saveAddress(context, page);
  await page.goto('/');
  await signUp(page, 'Jaya');
  const { path, code } = await restaurantWithCode(page);
  await page.goto(path);
  await hydrated(page);
  const add = addButtons(page).first();
  await add.scrollIntoViewIfNeeded();
  await press(add);
  const deal = page.getByRole('button', { name: `Use code ${code} at checkout` });
  await deal.scrollIntoViewIfNeeded();
  await press(deal);
  await expectSeen(page.getByText(new RegExp(`^${code} (copied: it is applied|is applied) at checkout$`)).first());

  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByLabel('Coupon code')).toHaveValue(code);
  await expect(page.getByText(new RegExp(`^${code} applied: you save ₹`))).toBeVisible();
  const form = page.getByRole('form', { name: 'New address' });
  await typeInto(form.getByLabel('Flat, house number and building'), '3 Banyan Court');
  await press(form.getByRole('button', { name: 'Save address' }));
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
  const upiId = page.getByRole('radio', { name: /^UPI ID/ });
  await upiId.scrollIntoViewIfNeeded();
  await press(upiId);
  const place = page.getByRole('button', { name: /^Place order · ₹/ });
  await place.scrollIntoViewIfNeeded();
  await press(place);

  await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
  await hydrated(page);
  // A focused page: who is paid and for what, and none of the site's footer.
  await expect(page.locator('.gateway-summary')).toContainText(/Order #\d+ from \S/);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const approve = page.getByRole('button', { name: 'Approve payment' });
  await press(approve);
  const field = page.getByLabel('Your UPI ID');
  await expect(page.getByText('Enter your UPI ID, like name@okhdfcbank')).toBeVisible();
  await expect(field).toBeFocused();
  await typeInto(field, 'jaya@okhdfcbank');
  await press(approve);
  await page.waitForURL((url) => url.pathname.startsWith('/orders/'));
  await hydrated(page);
  await expect(page.getByText(/Status: Paid|Status: Payment received/)).toBeVisible();
  if (onPhone()) await expectSeen(page.getByRole('heading', { level: 1 }));
});
