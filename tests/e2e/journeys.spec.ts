/**
 * The main journeys as a person does them, on a desktop and (project "phone") on a 360 x 780
 * touch screen: every text typed key by key, every button pressed where people press it, and
 * what matters checked as seen (in the viewport, not covered by anything).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addButtons,
  badge,
  clearField,
  expectSeen,
  finishSignIn,
  freshPhone,
  hydrated,
  latestCode,
  nav,
  onPhone,
  press,
  restaurantPaths,
  saveAddress,
  signUp,
  typeInto,
  watchErrors,
} from './helpers';

/** Presses the first ADD of a menu; returns the dish's name. */
async function addFirstDish(page: Page): Promise<string> {
  const add = addButtons(page).first();
  const dishName = (await add.getAttribute('aria-label'))!.replace(/^Add /, '');
  await add.scrollIntoViewIfNeeded();
  await press(add);
  return dishName;
}

/** Logs out through the profile menu, which opens on the first press. */
async function logOut(page: Page, name: string): Promise<void> {
  const account = nav(page).getByRole('button', { name });
  await expect(account).toBeInViewport();
  await press(account);
  const menu = nav(page).getByRole('list', { name: 'Account' });
  await expect(menu).toBeVisible();
  await expectSeen(menu.getByRole('button', { name: 'Logout' }));
  await press(menu.getByRole('button', { name: 'Logout' }));
  await page.waitForURL((url) => url.pathname === '/');
  await hydrated(page);
  await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
}

async function chooseFromSuggestions(scope: Page | Locator, name: RegExp): Promise<void> {
  const choice = scope.getByRole('button', { name }).first();
  // The first place search of a fresh server loads its gazetteer: allow it time.
  await expect(choice).toBeVisible({ timeout: 30_000 });
  await expect(choice.getByTestId('place-pin')).toBeVisible();
  await press(choice);
}

test('choose a location by typing, browse, change it in the panel, open a menu and its Browse Menu', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.goto('/locate');
  await hydrated(page);
  const where = page.getByPlaceholder('Enter your delivery location');
  await typeInto(where, 'Koramangala');
  await expect(where).toHaveValue('Koramangala');
  await chooseFromSuggestions(page, /Koramangala/);
  await page.waitForURL((url) => url.pathname === '/');
  await hydrated(page);
  await expect(page.locator('.address-button b')).toHaveText('Koramangala');
  // The first restaurant is on the first screen; on a phone, a good part of it.
  await expect(page.getByTestId('restaurant-card').first()).toBeInViewport(onPhone() ? { ratio: 0.3 } : {});

  // The nav bar's panel closes and gives focus back, opens again, closes again from outside.
  const addressButton = page.locator('.address-button');
  const panel = page.getByRole('dialog', { name: 'Change delivery location' });
  await press(addressButton);
  await expect(panel).toBeVisible();
  if (onPhone()) await press(panel.getByRole('button', { name: 'Close' }));
  else await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(addressButton).toBeFocused();
  await press(addressButton);
  await expect(panel).toBeVisible();
  if (onPhone()) await press(panel.getByRole('button', { name: 'Close' }));
  else await page.mouse.click(900, 400);
  await expect(panel).toBeHidden();

  // Typing keeps focus in its search box.
  await press(addressButton);
  const search = panel.getByPlaceholder('Search for area, street name...');
  await expect(search).toBeFocused();
  await typeInto(search, 'Banjara');
  await expect(search).toHaveValue('Banjara');
  await chooseFromSuggestions(panel, /Banjara Hills/);
  await page.waitForURL((url) => url.pathname === '/');
  await hydrated(page);
  await expect(page.locator('.address-button b')).toHaveText('Banjara Hills');

  const card = page.getByTestId('restaurant-card').first();
  const name = (await card.locator('.rcard-name').innerText()).trim();
  await press(card);
  await page.waitForURL(/\/restaurants\//);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  const browse = page.getByRole('button', { name: 'Browse Menu' });
  await expectSeen(browse);
  await press(browse);
  const dialog = page.getByRole('dialog', { name: 'Browse Menu' });
  await expect(dialog).toBeVisible();
  const sections = dialog.getByRole('listitem').getByRole('button');
  const last = sections.last();
  const title = (await last.locator('.browse-title').innerText()).trim();
  await press(last);
  await expect(dialog).toBeHidden();
  await expect(
    page
      .locator('main')
      .getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`) })
      .first(),
  ).toBeInViewport();
  expect(errors).toEqual([]);
});

test('search by typing and open a result', async ({ context, page }) => {
  const errors = watchErrors(page);
  await saveAddress(context, page);
  await page.goto('/search');
  await hydrated(page);
  const box = page.getByRole('combobox', { name: 'Search for restaurants and food' });
  await typeInto(box, 'biryani', 40);
  await expect(box).toHaveValue('biryani');
  const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
  await expectSeen(option);
  await press(option);
  const result = page.getByRole('tabpanel').getByRole('link').first();
  await expect(result).toBeVisible();
  await result.scrollIntoViewIfNeeded();
  await press(result);
  await page.waitForURL(/\/restaurants\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('sign up, add to cart, the cart page, log out: typed key by key', async ({ context, page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await saveAddress(context, page);
  await page.goto('/');
  const name = onPhone() ? 'Asha Phone' : 'Asha Desk';
  await signUp(page, name);
  // The signed-in name shows in the nav bar, on a phone too.
  await expect(nav(page).getByRole('button', { name }).getByText(name)).toBeInViewport();

  const [first] = await restaurantPaths(page);
  await page.goto(first!);
  await hydrated(page);
  const dishName = await addFirstDish(page);
  const added = page.getByText('successfully added to cart!');
  await expectSeen(added.first());
  const stepper = page.getByRole('group', { name: `${dishName} quantity` }).first();
  await expect(stepper.getByTestId('dish-count')).toHaveText('1');
  const plus = stepper.getByRole('button', { name: `Add one more ${dishName}` });
  // Each press renews the one toast instead of stacking: counted right after each press (while
  // the renewed toast is fresh, however slow the machine) and watched for a second after the last.
  // (a toast in its leaving animation does not count: it is on its way out, not stacking)
  const staying = page.locator('.Toastify__toast:not([class*="-exit"])', { hasText: 'successfully added to cart!' });
  const counts: number[] = [];
  for (let i = 0; i < 2; i++) {
    await press(plus);
    await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
    await expect(staying.first()).toBeVisible();
    counts.push(await staying.count());
  }
  for (let i = 0; i < 5; i++) {
    await page.waitForTimeout(200);
    counts.push(await staying.count());
  }
  await expect(stepper.getByTestId('dish-count')).toHaveText('3');
  await expect(badge(page)).toHaveText('3');
  expect(Math.max(...counts)).toBe(1);

  await press(page.getByRole('link', { name: /^Cart/ }));
  await page.waitForURL((url) => url.pathname === '/cart');
  await hydrated(page);
  const lines = page.getByRole('list', { name: 'Dishes in your cart' });
  await expect(lines.getByText(dishName)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Bill details' }).getByRole('rowheader', { name: 'TO PAY' }),
  ).toBeVisible();

  await logOut(page, name);
  expect(errors).toEqual([]);
});

test('log in with a wrong code then the right one; a dish of another restaurant asks first, even before the cart has loaded', async ({
  context,
  page,
}) => {
  test.setTimeout(150_000);
  await saveAddress(context, page);
  await page.goto('/');
  const name = onPhone() ? 'Kabir Phone' : 'Kabir Desk';
  const phone = await signUp(page, name, freshPhone());
  await logOut(page, name);

  await press(nav(page).getByRole('button', { name: 'Sign In' }));
  const login = page.getByRole('dialog', { name: 'Login' });
  await typeInto(login.getByLabel('Phone number'), phone);
  await press(login.getByRole('button', { name: 'Login' }));
  await expect(login.getByText("We've sent an OTP to your phone number.")).toBeVisible({ timeout: 30_000 });
  await expectSeen(page.getByText('otp sent successfully!'));
  // While the toast shows, the drawer's Close is still in reach (on a phone the toast spans the top).
  await expectSeen(login.getByRole('button', { name: 'Close', exact: true }));
  const code = await latestCode(page, phone);
  const otp = login.getByLabel('One-time password');
  await typeInto(otp, code === '000000' ? '111111' : '000000');
  await press(login.getByRole('button', { name: 'Verify OTP' }));
  // The error is seen above the drawer, in words meant for the diner.
  const wrong = page.locator('.Toastify__toast--error');
  await expectSeen(wrong);
  await expect(wrong).toContainText('Invalid OTP');
  // It is usable too, not only visible: a press closes it. On a slow machine its 3 s may be up
  // and it may be leaving already, so the press does not wait for it to stand still; either way
  // it must be gone soon after.
  if (onPhone()) await wrong.tap({ force: true, timeout: 5000 }).catch(() => undefined);
  else await wrong.click({ force: true, timeout: 5000 }).catch(() => undefined);
  await expect(wrong).toBeHidden();
  await clearField(otp);
  await typeInto(otp, code);
  await finishSignIn(page, login.getByRole('button', { name: 'Verify OTP' }), name);

  const [first, second] = await restaurantPaths(page);
  await page.goto(first!);
  await hydrated(page);
  await addFirstDish(page);
  await expect(badge(page)).toHaveText('1');

  // The cart answer is slow: ADD is pressed before the page knows what the cart holds.
  let releaseCart!: () => void;
  const cartHeld = new Promise<void>((resolve) => (releaseCart = resolve));
  await page.route('**/api/getcart?*', async (route) => {
    await cartHeld;
    await route.continue();
  });
  await page.goto(second!);
  await hydrated(page);
  const dishName = await addFirstDish(page);
  const dialog = page.getByRole('alertdialog', { name: 'Items already in cart' });
  await expectSeen(dialog.getByRole('button', { name: 'Yes, start afresh' }));
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
  releaseCart();
  await press(dialog.getByRole('button', { name: 'No' }));
  await expect(dialog).toBeHidden();
  await expect(badge(page)).toHaveText('1');
  await addFirstDish(page);
  await press(dialog.getByRole('button', { name: 'Yes, start afresh' }));
  await expect(
    page
      .getByRole('group', { name: `${dishName} quantity` })
      .first()
      .getByTestId('dish-count'),
  ).toHaveText('1');
  await expect(page.getByText(/replace|cart:/)).toHaveCount(0);
});

test('on a slow phone and network (CPU 4x slower, 400 ms round trips) the journey still works', async ({
  context,
  page,
}) => {
  test.skip(!onPhone(), 'one throttled run is enough; the phone is where it is slow');
  test.setTimeout(240_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  // Roughly a busy 3G link: 400 ms latency, 400 kbit/s down, 200 kbit/s up.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 25_000,
  });
  await saveAddress(context, page);
  await page.goto('/');
  await signUp(page, 'Ravi Slow');
  const [first] = await restaurantPaths(page);
  await page.goto(first!);
  await hydrated(page);
  // ADD at once, while the page is still asking for the cart, as an impatient diner does.
  const dishName = await addFirstDish(page);
  await expectSeen(page.getByText('successfully added to cart!').first());
  await expect(
    page
      .getByRole('group', { name: `${dishName} quantity` })
      .first()
      .getByTestId('dish-count'),
  ).toHaveText('1');
  await press(page.getByRole('link', { name: /^Cart/ }));
  await page.waitForURL((url) => url.pathname === '/cart');
  await expect(page.getByRole('list', { name: 'Dishes in your cart' }).getByText(dishName)).toBeVisible({
    timeout: 30_000,
  });
});

test('a control reached with the keyboard from below stops under the sticky header, not behind it', async ({
  context,
  page,
}) => {
  await saveAddress(context, page);
  const [menuPath] = await restaurantPaths(page);
  await page.goto(menuPath!);
  await hydrated(page);
  // From the foot of the menu, move focus back up control by control (Shift+Tab, or a phone
  // keyboard's "previous"): each one the page scrolls to comes in from the top, where the header is.
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const header = page.locator('header.site-header');
  let scrolledTo = 0;
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Shift+Tab');
    const seen = await page.evaluate(() => {
      const focused = document.activeElement;
      const bar = document.querySelector('header.site-header');
      if (!focused || !bar || focused === document.body || bar.contains(focused)) return null;
      const box = focused.getBoundingClientRect();
      return { name: focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? '', top: box.top };
    });
    if (!seen) continue;
    const bar = (await header.boundingBox())!;
    const headerBottom = bar.y + bar.height;
    expect(
      seen.top,
      `"${seen.name}" must start below the header's bottom edge (${headerBottom}px)`,
    ).toBeGreaterThanOrEqual(headerBottom);
    scrolledTo++;
  }
  // The walk really reached controls on the page, not only the header's.
  expect(scrolledTo).toBeGreaterThan(5);
});
