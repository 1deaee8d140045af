import { expect, test, type Locator, type Page } from '@playwright/test';
import { addButtons, press, restaurantPaths, saveAddress, typeInto } from './helpers';

/**
 * The home, search and restaurant pages paint before their scripts are fetched and wake when the
 * browser is idle or a person reaches for them. These journeys hold every script back, as a slow
 * network would, and do what a person does in that time.
 */

/** Holds every script of our own until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  return release;
}

/** The island holding `part`, while it has not hydrated yet. */
const asleep = (page: Page, part: Locator) => page.locator('astro-island[ssr]').filter({ has: part });

test('letters typed into search while the page is still waking stay in the field and are searched for', async ({
  context,
  page,
}) => {
  await saveAddress(context, page);
  const release = await holdScripts(page);
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Search for restaurants and food' });
  await typeInto(box, 'biry');
  await expect(asleep(page, box)).toHaveCount(1);
  release();
  await expect(asleep(page, box)).toHaveCount(0);
  await expect(box).toHaveValue('biry');
  await expect(box).toBeFocused();
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toContainText(/biry/i);
});

test('letters typed into /locate while it is still waking stay in the field and find the place', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/locate');
  const box = page.getByPlaceholder('Enter your delivery location');
  await typeInto(box, 'koramangla');
  await expect(asleep(page, box)).toHaveCount(1);
  release();
  await expect(asleep(page, box)).toHaveCount(0);
  await expect(box).toHaveValue('koramangla');
  await expect(box).toBeFocused();
  await expect(page.getByRole('button', { name: /Koramangala/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeVisible();
});

test('Sign up tapped on /locate while it is still waking opens the sign-up drawer when it wakes', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/locate');
  const signUp = page.getByRole('button', { name: 'Sign up' });
  await press(signUp);
  await expect(asleep(page, signUp)).toHaveCount(1);
  release();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
});

test('ADD tapped while a menu is still waking is answered when it wakes: a visitor is asked to sign in', async ({
  context,
  page,
}) => {
  await saveAddress(context, page);
  const [first] = await restaurantPaths(page);
  const release = await holdScripts(page);
  await page.goto(first!);
  const add = addButtons(page).first();
  await press(add);
  await expect(asleep(page, add)).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
  release();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel('Phone number')).toBeInViewport();
});

test('a restaurant tapped on the home page while it is still waking opens at once', async ({ context, page }) => {
  await saveAddress(context, page);
  const release = await holdScripts(page);
  await page.goto('/');
  const card = page.getByRole('list', { name: 'Restaurants' }).getByRole('link').first();
  const href = await card.getAttribute('href');
  await press(card);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  release();
});

test('a menu scrolled while it is still waking keeps its place when it wakes', async ({ context, page }) => {
  await saveAddress(context, page);
  const [first] = await restaurantPaths(page);
  const release = await holdScripts(page);
  await page.goto(first!);
  const add = addButtons(page).first();
  await expect(asleep(page, add)).toHaveCount(1);
  await page.mouse.move(180, 500);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const place = await page.evaluate(() => window.scrollY);
  release();
  await expect(asleep(page, add)).toHaveCount(0);
  // Two frames and a moment after it woke: its first effects have run.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(place);
});
