// What a new diner tripped over on a phone, each now a journey that must hold: setting the
// delivery location from a page a search engine led to comes back to that page, now showing what
// depends on the address; and moving the area away from the cart's restaurant says so at once.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addButtons,
  badge,
  expectSeen,
  hydrated,
  nav,
  press,
  restaurantPaths,
  saveAddress,
  signUp,
  typeInto,
  watchErrors,
} from './helpers';

/** The path and query of the page shown. */
const here = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Presses the suggestion named `name` and waits for the page load that choosing it starts (the
 * same URL again from the header's panel, so the URL alone proves nothing); returns where it landed.
 */
async function chooseSuggestion(page: Page, scope: Page | Locator, name: RegExp): Promise<string> {
  const choice = scope.getByRole('button', { name }).first();
  // The first place search of a fresh server loads its gazetteer: allow it time.
  await expect(choice).toBeVisible({ timeout: 30_000 });
  await expect(choice.getByTestId('place-pin')).toBeVisible();
  const loaded = page.waitForEvent('load');
  await press(choice);
  await loaded;
  await hydrated(page);
  return here(page);
}

/** On /locate: types `area` key by key and chooses the suggestion named `name`; returns where it landed. */
async function chooseOnLocate(page: Page, area: string, name: RegExp): Promise<string> {
  await page.waitForURL((url) => url.pathname === '/locate');
  await hydrated(page);
  await typeInto(page.getByPlaceholder('Enter your delivery location'), area);
  return chooseSuggestion(page, page, name);
}

/** Opens the header's location panel from the nav's address button and chooses an area typed key by key. */
async function chooseInPanel(page: Page, buttonName: RegExp, area: string, name: RegExp): Promise<string> {
  await press(nav(page).getByRole('button', { name: buttonName }));
  const panel = page.getByRole('dialog', { name: 'Change delivery location' });
  const search = panel.getByPlaceholder('Search for area, street name...');
  await expect(search).toBeFocused();
  await typeInto(search, area);
  return chooseSuggestion(page, panel, name);
}

/** The restaurant page shows the diner's delivery time and fee, and no longer asks for a location. */
async function expectDeliveryShown(page: Page): Promise<void> {
  const main = page.locator('main');
  await expect(main.locator('.delivery-time')).toHaveText(/^\d+-\d+ mins$/);
  await expectSeen(main.locator('.delivery-time'));
  await expect(main.locator('.fee-message')).toContainText('Delivery fee will apply');
  await expect(main.getByRole('complementary', { name: 'Delivery location' })).toHaveCount(0);
  await expect(nav(page).getByRole('button', { name: /Delivery address/ })).toContainText('Koramangala');
}

test('a restaurant page without an address: "Set delivery location", an area typed and chosen, and the diner is back on that restaurant with its delivery time and fee', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const [menu] = await restaurantPaths(page);
  await page.goto(menu!);
  await hydrated(page);
  await expect(page.locator('main .delivery-time')).toHaveText('');
  const prompt = page.getByRole('complementary', { name: 'Delivery location' });
  await press(prompt.getByRole('link', { name: 'Set delivery location' }));
  expect(await chooseOnLocate(page, 'Koramangala', /Koramangala/)).toBe(menu);
  await expectDeliveryShown(page);
  expect(errors).toEqual([]);
});

test("a restaurant page without an address: the header's address button, an area chosen in its panel, and the same restaurant with its delivery time and fee", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const [menu] = await restaurantPaths(page);
  await page.goto(menu!);
  await hydrated(page);
  expect(await chooseInPanel(page, /Set delivery location/, 'Koramangala', /Koramangala/)).toBe(menu);
  await expectDeliveryShown(page);
  expect(errors).toEqual([]);
});

test('a neighbourhood page\'s "Set delivery location" comes back to the neighbourhood, now with the restaurants that deliver to the diner', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const path = '/city/bangalore/koramangala';
  await page.goto(path);
  await press(page.locator('main').getByRole('link', { name: 'Set delivery location' }));
  expect(await chooseOnLocate(page, 'Indiranagar', /Indiranagar/)).toBe(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food delivery in Koramangala, Bengaluru');
  const near = page.getByRole('region', { name: 'Restaurants that deliver to you' });
  await expect(near.getByText('Delivering to')).toContainText('Indiranagar, Bengaluru');
  await expect(near.getByTestId('restaurant-card').first()).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Set delivery location' })).toHaveCount(0);
  await expect(nav(page).getByRole('button', { name: /Delivery address/ })).toContainText('Indiranagar');
  expect(errors).toEqual([]);
});

test("a neighbourhood page's header panel comes back to the neighbourhood", async ({ page }) => {
  const path = '/city/bangalore/koramangala';
  await page.goto(path);
  expect(await chooseInPanel(page, /Set delivery location/, 'HSR', /HSR Layout/)).toBe(path);
  await expect(nav(page).getByRole('button', { name: /Delivery address/ })).toContainText('HSR Layout');
  const near = page.getByRole('region', { name: 'Restaurants that deliver to you' });
  await expect(near.getByTestId('restaurant-card').first()).toBeVisible();
});

test('a cuisine page\'s "Set delivery location" comes back to the cuisine page, with its restaurants near the diner', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const path = '/biryani-restaurants-near-me';
  await page.goto(path);
  await press(page.locator('main').getByRole('link', { name: 'Set delivery location' }));
  expect(await chooseOnLocate(page, 'Koramangala', /Koramangala/)).toBe(path);
  await expect(page.getByText('Delivering to')).toContainText('Koramangala, Bengaluru');
  await expect(
    page.locator('section', { hasText: 'that deliver to you' }).getByTestId('restaurant-card').first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('/locate never sends the diner off the site: a next that names another host goes home', async ({ page }) => {
  await page.goto('/locate?next=//example.com/restaurants');
  expect(await chooseOnLocate(page, 'Koramangala', /Koramangala/)).toBe('/');
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
});

test('with a Bengaluru cart, moving the delivery area to Mumbai says at once that the restaurant will not deliver there, and checkout says it before any address is typed', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await saveAddress(context, page);
  const [menu] = await restaurantPaths(page);
  await page.goto(menu!);
  await signUp(page, 'Meera');
  const restaurant = (await page.locator('main').getByRole('heading', { level: 1 }).innerText()).trim();
  const add = addButtons(page).first();
  await add.scrollIntoViewIfNeeded();
  await press(add);
  await expect(badge(page)).toHaveText('1');

  await page.evaluate(() => window.scrollTo(0, 0));
  const landed = await chooseInPanel(page, /Delivery address/, 'Bandra', /Bandra West/);
  const message = `${restaurant} does not deliver to Bandra West. Your cart is kept; choose another area or another restaurant.`;
  const notice = page.getByRole('status').filter({ hasText: 'does not deliver to' });
  await expect(notice).toHaveText(message);
  await expectSeen(notice);
  expect(landed).toBe(menu);
  await expect(badge(page)).toHaveText('1');

  await press(nav(page).getByRole('link', { name: /Cart/ }));
  await page.waitForURL((url) => url.pathname === '/cart');
  await press(page.getByRole('link', { name: 'Proceed to checkout' }));
  await page.waitForURL((url) => url.pathname === '/checkout');
  await hydrated(page);
  const warning = page.locator('main').getByText(message);
  await expect(warning).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'does not deliver to' })).toHaveCount(1);
  expect(errors).toEqual([]);
});
