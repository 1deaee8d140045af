/**
 * The storefront as an installed app: its manifest and icons, the service worker in control; then,
 * offline, the last menu, the cart and the orders as the device saved them, said to be offline and
 * from when; and after signing out, the next diner on the same device sees none of them.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  addButtons,
  badge,
  hydrated,
  nav,
  expectSeen,
  press,
  restaurantPaths,
  saveAddress,
  signUp,
  placeCashOrder,
} from './helpers';

// Every other spec runs with service workers blocked (playwright.config.ts); these need the worker.
test.use({ serviceWorkers: 'allow' });

/** Waits until the site's worker is active and controls the page. */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
    .toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The notice every page keeps for being offline. */
const offlineNotice = (page: Page) => page.locator('#offline-notice');

/** What the notice says of a page from the device: offline, and saved at a time. */
const savedText = /^You are offline\. This was saved on this device at .+ and may have changed since\.$/;

/** Logs out through the account menu and waits for the home page, signed out. */
async function logOut(page: Page, name: string): Promise<void> {
  await press(nav(page).getByRole('button', { name }));
  const menu = nav(page).getByRole('list', { name: 'Account' });
  await expectSeen(menu.getByRole('button', { name: 'Logout' }));
  await press(menu.getByRole('button', { name: 'Logout' }));
  await page.waitForURL((url) => url.pathname === '/');
  await hydrated(page);
  await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
}

test('the storefront can be installed: a valid manifest with its icons, and a worker in control', async ({
  context,
  page,
}) => {
  await saveAddress(context, page);
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Thalify: food delivery', short_name: 'Thalify', start_url: '/', scope: '/' });
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toBe('#c2410c');
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const size of ['192x192', '512x512']) {
    expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === 'any')).toBe(true);
    expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === 'maskable')).toBe(true);
  }
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#c2410c');

  // Registered after the page loaded, active, and in control of the page once it is loaded again.
  await workerInControl(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await expect(offlineNotice(page)).toBeEmpty();
});

test('offline: the last menu, the cart and the orders as saved; the next diner on the device sees none of them', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000);
  await saveAddress(context, page);
  const [menu] = await restaurantPaths(page);
  await page.goto(menu!);
  await workerInControl(page);
  await signUp(page, 'Asha Rao');

  // A dish in the cart, the cart seen.
  const add = addButtons(page).first();
  await add.scrollIntoViewIfNeeded();
  const dish = (await add.getAttribute('aria-label'))!.replace(/^Add /, '');
  await press(add);
  await expect(badge(page)).toHaveText('1');
  await page.goto('/cart');
  await hydrated(page);
  const cartDishes = page.getByRole('list', { name: 'Dishes in your cart' });
  await expect(cartDishes).toContainText(dish);
  const menuHeading = await page.goto(menu!).then(() => page.getByRole('heading', { level: 1 }).textContent());

  // Offline: the cart and the menu again, said to be offline and from when.
  await context.setOffline(true);
  await page.goto('/cart');
  await expect(offlineNotice(page)).toHaveText(savedText);
  await expect(page.getByRole('list', { name: 'Dishes in your cart' })).toContainText(dish);
  await page.goto(menu!);
  await expect(offlineNotice(page)).toHaveText(savedText);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(menuHeading!);
  await context.setOffline(false);

  // The order placed and the orders seen; then offline, both again.
  await placeCashOrder(page, '12 Lake View');
  const orderPath = new URL(page.url()).pathname;
  const number = (await page.getByText(/^Order number #\d+/).textContent())!.match(/#(\d+)/)![1]!;
  // The order page was only seen as the page after placing (`?placed=1`); offline it is the order's page.
  await page.goto('/orders');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: new RegExp(`Order #${number}$`) })).toBeVisible();

  await context.setOffline(true);
  await page.goto(orderPath);
  await expect(offlineNotice(page)).toHaveText(savedText);
  await expect(page.getByText(`Order number #${number}`)).toBeVisible();
  await page.goto('/orders');
  await expect(offlineNotice(page)).toHaveText(savedText);
  await expect(page.getByRole('heading', { name: new RegExp(`Order #${number}$`) })).toBeVisible();
  await context.setOffline(false);

  // Another diner on the same device, offline: nothing of the first diner's is shown.
  await page.goto(menu!);
  await hydrated(page);
  await logOut(page, 'Asha Rao');
  await page.goto(menu!);
  await signUp(page, 'Vikram Shah');
  await context.setOffline(true);
  for (const path of ['/cart', '/orders', orderPath]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByText(`#${number}`)).toHaveCount(0);
    await expect(page.getByText(dish)).toHaveCount(0);
  }
  await context.setOffline(false);
});

test('a session that ends without a logout: the next page is no one’s, and the saved cart goes with it', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await saveAddress(context, page);
  const [menu] = await restaurantPaths(page);
  await page.goto(menu!);
  await workerInControl(page);
  await signUp(page, 'Meera Iyer');
  const add = addButtons(page).first();
  await add.scrollIntoViewIfNeeded();
  const dish = (await add.getAttribute('aria-label'))!.replace(/^Add /, '');
  await press(add);
  await expect(badge(page)).toHaveText('1');
  await page.goto('/cart');
  await hydrated(page);
  await expect(page.getByRole('list', { name: 'Dishes in your cart' })).toContainText(dish);

  // The session ends on the server's side (expired, or ended from another device): the next page is a visitor's.
  await context.clearCookies({ name: 'thalify_session' });
  await page.goto(menu!);
  await hydrated(page);
  await context.setOffline(true);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByText(dish)).toHaveCount(0);
  await context.setOffline(false);
});
