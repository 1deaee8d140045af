import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type {
  Dish,
  HomeCard,
  ListingResponse,
  MenuCard,
  MenuResponse,
  MenuRestaurantInfo,
} from '#src/lib/catalogTypes.ts';
import { clearField, hydrated, typeInto, watchErrors } from './helpers';
import { koramangalaAddress as koramangala } from '#test/testPlaces.ts';

const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT) || 4329}`;
const indiranagar = {
  formatted_address: 'Indiranagar, Bengaluru, Karnataka, India',
  geometry: { location: { lat: 12.9719, lng: 77.6412 } },
  city: 'bangalore',
};

/** Saves an address as the storefront does: the cookie mirror and localStorage. */
async function saveAddress(
  context: BrowserContext,
  page: Page,
  address: object = koramangala,
  stored: object = address,
): Promise<void> {
  await context.addCookies([{ name: 'user_address', value: encodeURIComponent(JSON.stringify(address)), url: origin }]);
  await page.addInitScript((value) => localStorage.setItem('user_address', value), JSON.stringify(stored));
}

interface Restaurant {
  path: string;
  id: string;
  info: MenuRestaurantInfo;
  cards: MenuCard[];
  dishes: Dish[];
}

async function menuOf(
  request: APIRequestContext,
  id: string,
  point = koramangala.geometry.location,
): Promise<MenuResponse> {
  const response = await request.get('/api/menu', {
    params: { lat: point.lat, lng: point.lng, restaurantId: id, query: '' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as MenuResponse;
}

function unpack(menu: MenuResponse): Pick<Restaurant, 'info' | 'cards' | 'dishes'> {
  let info: MenuRestaurantInfo | undefined;
  let cards: MenuCard[] = [];
  for (const entry of menu.data.cards) {
    if ('groupedCard' in entry) cards = entry.groupedCard.cardGroupMap.REGULAR.cards.map((c) => c.card.card);
    else if (entry.card.card['@type'] === 'RestaurantInfo') info = entry.card.card.info;
  }
  const dishes = cards
    .flatMap((c) => [...(c.itemCards ?? []), ...(c.categories ?? []).flatMap((g) => g.itemCards)])
    .map((i) => i.card.info);
  return { info: info!, cards, dishes };
}

let cached: Restaurant | undefined;

/** A restaurant near Koramangala whose menu has everything the tests look at (found through the listing API). */
async function findRestaurant(request: APIRequestContext): Promise<Restaurant> {
  if (cached) return cached;
  const response = await request.get('/api/restaurants', {
    params: { lat: koramangala.geometry.location.lat, lng: koramangala.geometry.location.lng },
  });
  expect(response.status()).toBe(200);
  const listing = (await response.json()) as ListingResponse;
  const grid = listing.data.cards
    .map((c) => c.card.card)
    .find((c): c is Extract<HomeCard, { id: 'restaurant_grid_listing' }> => c.id === 'restaurant_grid_listing');
  const cards = grid?.gridElements.infoWithStyle.restaurants ?? [];
  expect(cards.length).toBeGreaterThan(0);
  let fallback: Restaurant | undefined;
  for (const card of cards) {
    const path = new URL(card.cta.link, origin).pathname;
    const id = path.split('-').pop()!;
    const restaurant = { path, id, ...unpack(await menuOf(request, id)) };
    fallback ??= restaurant;
    const { dishes } = restaurant;
    const complete =
      dishes.some((d) => d.defaultPrice !== undefined && d.defaultPrice !== (d.finalPrice ?? d.price)) &&
      dishes.some((d) => d.description.length > 68) &&
      dishes.some((d) => d.itemAttribute.vegClassifier === 'VEG') &&
      dishes.some((d) => d.itemAttribute.vegClassifier === 'NONVEG') &&
      restaurant.cards.length >= 2;
    if (complete) {
      cached = restaurant;
      return cached;
    }
  }
  cached = fallback!;
  return cached;
}

const rupees = (hundredths: number) =>
  `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: hundredths % 100 ? 2 : 0 }).format(hundredths / 100)}`;
const toggles = (page: Page) => page.locator('main').getByRole('button', { name: /\(\d+\)$/ });

test('the header shows every field of the restaurant card', async ({ context, page, request }) => {
  const errors = watchErrors(page);
  const r = await findRestaurant(request);
  await saveAddress(context, page);
  await page.goto(r.path);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(r.info.name);
  await expect(main.getByText(r.info.cuisines.join(', '), { exact: true })).toBeVisible();
  await expect(
    main.getByText(`${r.info.areaName}, ${r.info.sla.lastMileTravel.toFixed(1)} km`, { exact: true }),
  ).toBeVisible();
  const rating = main.getByRole('group', { name: 'Ratings' });
  await expect(rating).toContainText(r.info.avgRatingString);
  await expect(rating).toContainText(r.info.totalRatingsString);
  if (r.info.feeDetails.message) {
    const fee = main.locator('.fee-message');
    await expect(fee).toHaveText(r.info.feeDetails.message);
    await expect(fee.locator('svg')).toBeVisible();
  }
  await expect(main.getByText(r.info.sla.slaString, { exact: true })).toBeVisible();
  await expect(main.getByText(r.info.costForTwoMessage, { exact: true })).toBeVisible();
  const expectedIcon = Math.min(59, Math.max(0, r.info.sla.deliveryTime - 1));
  await expect(main.locator('.delivery-icon')).toHaveAttribute('data-icon-index', String(expectedIcon));

  await expect(page).toHaveTitle(new RegExp(`^${r.info.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^${origin}/restaurants/.+-${r.id}$`),
  );
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
  const restaurant = ld.find((d) => d['@type'] === 'Restaurant');
  expect(restaurant.name).toBe(r.info.name);
  expect(restaurant.hasMenu['@type']).toBe('Menu');
  expect(restaurant.hasMenu.hasMenuSection.length).toBeGreaterThan(0);
  expect(JSON.stringify(restaurant.hasMenu)).toContain(JSON.stringify(r.dishes[0]!.name));
  await expect(page.locator('main')).toHaveCSS('max-width', '800px');
  await hydrated(page);
  expect(errors).toEqual([]);
});

test('sections start open, toggle, and read "title (item count)"', async ({ context, page, request }) => {
  const errors = watchErrors(page);
  const r = await findRestaurant(request);
  await saveAddress(context, page);
  await page.goto(r.path);
  await hydrated(page);
  const first = r.cards[0]!;
  const firstTitle = first.categories?.[0]
    ? `${first.categories[0].title} (${first.categories[0].itemCards.length})`
    : `${first.title} (${first.itemCards!.length})`;
  const toggle = page.locator('main').getByRole('button', { name: firstTitle, exact: true });
  const all = toggles(page);
  expect(await all.count()).toBeGreaterThanOrEqual(2);
  for (const t of await all.all()) await expect(t).toHaveAttribute('aria-expanded', 'true');
  const firstDish = (first.itemCards ?? first.categories![0]!.itemCards)[0]!.card.info;
  const dishName = page.locator('main').getByRole('heading', { name: firstDish.name, exact: true }).first();
  await expect(dishName).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(dishName).toBeVisible();
  expect(errors).toEqual([]);
});

test('dish rows: old price struck through, More expands a long description, veg and non-veg markers', async ({
  context,
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const r = await findRestaurant(request);
  await saveAddress(context, page);
  await page.goto(r.path);
  await hydrated(page);
  const rowOf = (name: string) =>
    page
      .locator('main li.dish')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .first();

  const discounted = r.dishes.find(
    (d) => d.defaultPrice !== undefined && d.defaultPrice !== (d.finalPrice ?? d.price),
  )!;
  expect(discounted, 'a dish with a default price').toBeTruthy();
  const row = rowOf(discounted.name);
  await expect(row.getByRole('deletion')).toHaveText(`Old price ${rupees(discounted.defaultPrice!)}`);
  await expect(row.locator('.dish-price')).toContainText(rupees(discounted.finalPrice ?? discounted.price!));

  const long = r.dishes.find((d) => d.description.length > 68)!;
  const longRow = rowOf(long.name);
  const more = longRow.getByRole('button', { name: /^More/ });
  await expect(more).toHaveText('More');
  await expect(longRow.getByText(long.description.slice(0, 34), { exact: false })).toBeVisible();
  const rest = longRow.getByText(long.description.slice(34), { exact: true });
  await expect(rest).toBeHidden();
  await more.click();
  await expect(more).toHaveCount(0);
  await expect(rest).toBeVisible();
  await expect(longRow.locator('.dish-desc')).toHaveText(long.description);
  await expect(longRow.locator('.dish-desc')).toBeFocused();

  const short = r.dishes.find((d) => d.description.length <= 68);
  if (short) await expect(rowOf(short.name).getByRole('button', { name: /^More/ })).toHaveCount(0);

  const veg = r.dishes.find((d) => d.itemAttribute.vegClassifier === 'VEG')!;
  const nonVeg = r.dishes.find((d) => d.itemAttribute.vegClassifier === 'NONVEG')!;
  const vegMarker = rowOf(veg.name).getByRole('img', { name: 'Veg', exact: true });
  const nonVegMarker = rowOf(nonVeg.name).getByRole('img', { name: 'Non-veg', exact: true });
  await expect(vegMarker).toHaveCSS('color', 'rgb(21, 128, 61)');
  await expect(nonVegMarker).toHaveCSS('color', 'rgb(124, 45, 18)');
  const egg = r.dishes.find((d) => d.itemAttribute.vegClassifier === 'EGG');
  if (egg) await expect(rowOf(egg.name).getByRole('img', { name: 'Contains egg', exact: true })).toBeVisible();

  const ribbon = r.dishes.find((d) => !d.ribbon?.text);
  if (ribbon) await expect(rowOf(ribbon.name).getByText('Primary', { exact: true })).toBeVisible();
  // The menu's first dish image is above the fold: fetched at once and first; the rest wait.
  const [firstImage, laterImage] = r.dishes.filter((d) => d.imageId);
  if (firstImage) {
    const img = rowOf(firstImage.name).getByRole('img', { name: firstImage.name, exact: true });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('width', '118');
    await expect(img).toHaveAttribute('height', '96');
  }
  if (laterImage && laterImage.name !== firstImage?.name) {
    const img = rowOf(laterImage.name).getByRole('img', { name: laterImage.name, exact: true });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).not.toHaveAttribute('fetchpriority', 'high');
  }
  const custom = r.dishes.find((d) => d.customisable);
  if (custom) await expect(rowOf(custom.name).getByText('Customisable', { exact: true })).toBeVisible();
  await expect(rowOf(veg.name).getByRole('button', { name: `Add ${veg.name}` })).toHaveText('ADD');
  expect(errors).toEqual([]);
});

test('Browse Menu lists every section with its count and scrolls to the one chosen', async ({
  context,
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const r = await findRestaurant(request);
  await saveAddress(context, page);
  await page.goto(r.path);
  await hydrated(page);
  const browse = page.getByRole('button', { name: 'Browse Menu' });
  await browse.click();
  const dialog = page.getByRole('dialog', { name: 'Browse Menu' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(500);
  for (const card of r.cards) {
    const count = card.itemCards?.length ?? (card.categories ?? []).reduce((n, c) => n + c.itemCards.length, 0);
    await expect(dialog.getByRole('button', { name: `${card.title} ${count}`, exact: true })).toBeVisible();
  }
  // However far the diner tabs, focus never reaches the page behind the modal: it stays in the
  // dialog, or passes to the browser's own controls (the document body here) and comes back.
  const insideOrBrowser = () =>
    dialog.evaluate((box) => box.contains(document.activeElement) || document.activeElement === document.body);
  const stops = await dialog.getByRole('button').count();
  for (let i = 0; i < stops + 3; i++) {
    await page.keyboard.press('Tab');
    expect(await insideOrBrowser()).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await insideOrBrowser()).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(browse).toBeFocused();

  const last = r.cards[r.cards.length - 1]!;
  const target = last.categories?.[0]
    ? `${last.categories[0].title} (${last.categories[0].itemCards.length})`
    : `${last.title} (${last.itemCards!.length})`;
  const header = page.locator('main').getByRole('button', { name: target, exact: true });
  await expect(header).not.toBeInViewport();
  await browse.click();
  await dialog
    .getByRole('button', { name: new RegExp(`^${last.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+$`) })
    .click();
  await expect(dialog).toBeHidden();
  await expect(header).toBeInViewport();
  await expect(header).toBeFocused();
  expect(errors).toEqual([]);
});

test('in-menu search filters dishes by name, ignoring case, and shows nothing for empty text', async ({
  context,
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const r = await findRestaurant(request);
  await saveAddress(context, page);
  await page.goto(r.path);
  await hydrated(page);
  await page.getByRole('button', { name: 'Search in menu' }).click();
  const box = page.getByPlaceholder(`Search in ${r.info.name}`, { exact: true });
  await expect(box).toBeFocused();
  await expect(page.getByRole('searchbox', { name: 'Search dishes' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Matching dishes' });
  await expect(results).toHaveCount(0);
  await expect(page.locator('main li.dish')).toHaveCount(0);

  const word = r.dishes[0]!.name.split(' ')[0]!;
  const expected = [
    ...new Set(r.dishes.filter((d) => d.name.toLowerCase().includes(word.toLowerCase())).map((d) => d.id)),
  ].length;
  await typeInto(box, word.toUpperCase());
  await expect(results.getByRole('listitem')).toHaveCount(expected);
  for (const name of await results.locator('.dish-name').allTextContents())
    expect(name.toLowerCase()).toContain(word.toLowerCase());
  await clearField(box);
  await typeInto(box, word.toLowerCase());
  await expect(results.getByRole('listitem')).toHaveCount(expected);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(box).toHaveValue('');
  await expect(page.locator('main li.dish')).toHaveCount(0);

  await typeInto(box, 'zzzz-no-such-dish');
  await expect(page.locator('main li.dish')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to menu' }).click();
  await expect(box).toHaveCount(0);
  expect(await toggles(page).count()).toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
});

test('an unknown restaurant id is a 404 page', async ({ context, page }) => {
  await saveAddress(context, page);
  for (const path of ['/restaurants/no-such-place-9999999', '/restaurants/bad-id-!', '/restaurants/trailing-']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  }
});

test('without a saved address: the whole menu, rating, area and cuisines, a prompt to set a location, no delivery details, and a page a CDN may keep', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const r = await findRestaurant(request);
  const response = await page.goto(r.path);
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['cache-control']).toMatch(/^public, .*\bs-maxage=\d+/);
  expect(headers.vary).toMatch(/\bCookie\b/);
  expect(headers['set-cookie']).toBeUndefined();
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(r.info.name);
  await expect(main.getByText(r.info.cuisines.join(', '), { exact: true })).toBeVisible();
  await expect(main.locator('.restaurant-area')).toHaveText(r.info.areaName);
  await expect(main.getByRole('group', { name: 'Ratings' })).toContainText(r.info.avgRatingString);
  const prompt = main.getByRole('complementary', { name: 'Delivery location' });
  await expect(prompt).toContainText(
    'Set your delivery location to see how far this restaurant is, the delivery time and the delivery fee.',
  );
  // /locate comes back here once an area is chosen.
  await expect(prompt.getByRole('link', { name: 'Set delivery location' })).toHaveAttribute(
    'href',
    `/locate?next=${encodeURIComponent(r.path)}`,
  );
  const rowOf = (name: string) =>
    main
      .locator('li.dish')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .first();
  for (const dish of r.dishes.slice(0, 3))
    await expect(rowOf(dish.name).locator('.dish-price')).toContainText(
      rupees(dish.finalPrice ?? dish.price ?? dish.defaultPrice!),
    );
  const veg = r.dishes.find((d) => d.itemAttribute.vegClassifier === 'VEG')!;
  await expect(rowOf(veg.name).getByRole('img', { name: 'Veg', exact: true })).toBeAttached();
  await hydrated(page);
  await expect(main.locator('.fee-message')).toHaveCount(0);
  await expect(main.locator('.delivery-icon')).toHaveCount(0);
  await expect(main.locator('.delivery-time')).toHaveText('');
  await expect(prompt).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${r.path}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${r.path}`);
  expect(errors).toEqual([]);
});

test("with a saved address the page is the diner's own: private, with distance, time and fee, and no prompt", async ({
  context,
  page,
  request,
}) => {
  const r = await findRestaurant(request);
  await saveAddress(context, page);
  const response = await page.goto(r.path);
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  expect(response?.headers().vary).toMatch(/\bCookie\b/);
  await expect(
    page.locator('main').getByText(`${r.info.areaName}, ${r.info.sla.lastMileTravel.toFixed(1)} km`, { exact: true }),
  ).toBeVisible();
  await expect(page.locator('main .delivery-time')).toHaveText(r.info.sla.slaString);
  await expect(page.getByRole('complementary', { name: 'Delivery location' })).toHaveCount(0);
});

test('a location change re-fetches the menu for the new point behind the grey skeleton', async ({
  context,
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const r = await findRestaurant(request);
  // The cookie says Koramangala, storage says Indiranagar: the island must load the menu for storage's point.
  await saveAddress(context, page, koramangala, indiranagar);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/menu?*', async (route) => {
    await held;
    await route.continue();
  });
  const requested = page.waitForRequest('**/api/menu?*');
  await page.goto(r.path);
  await expect(page.getByTestId('menu-skeleton')).toBeVisible();
  const url = new URL((await requested).url());
  expect(url.searchParams.get('restaurantId')).toBe(r.id);
  expect(Number(url.searchParams.get('lat'))).toBeCloseTo(indiranagar.geometry.location.lat, 6);
  expect(url.searchParams.get('query')).toBe('');
  release();
  const there = unpack(await menuOf(request, r.id, indiranagar.geometry.location)).info;
  await expect(page.getByTestId('menu-skeleton')).toHaveCount(0);
  await expect(
    page.locator('main').getByText(`${there.areaName}, ${there.sla.lastMileTravel.toFixed(1)} km`, { exact: true }),
  ).toBeVisible();
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(r.info.name);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the whole menu is in the HTML', async ({ context, page, request }) => {
    const r = await findRestaurant(request);
    await saveAddress(context, page);
    await page.goto(r.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.info.name);
    for (const dish of r.dishes)
      await expect(page.locator('main').getByRole('heading', { name: dish.name, exact: true }).first()).toBeAttached();
    expect(await toggles(page).count()).toBeGreaterThanOrEqual(2);
    await expect(page.locator('main li.dish').first()).toBeVisible();
  });
});
