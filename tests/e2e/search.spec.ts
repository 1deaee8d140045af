import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clearField, hydrated, saveAddress, typeInto } from './helpers';

/** The saved address of these tests: Koramangala, Bengaluru. */
const address = {
  formatted_address: 'Koramangala, Bengaluru, Karnataka, India',
  geometry: { location: { lat: 12.9352, lng: 77.6245 } },
  city: 'bangalore',
};
const { lat, lng } = address.geometry.location;

interface ApiSuggestion {
  text: string;
  highlightedText: string;
  type: string;
  restaurantId?: string;
}
interface ApiDish {
  info: { id: string; name: string };
  restaurant: { info: { id: string; name: string; locality: string; areaName: string; slugs: { city: string } } };
}
interface ApiSingle {
  data: {
    cards: {
      groupedCard: {
        cardGroupMap: { RESTAURANT?: { cards: unknown[] }; DISH?: { cards: { card: { card: ApiDish } }[] } };
      };
    }[];
  };
}

/** Written here, apart from the app's code, so the link test checks the spec and not itself. */
const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

async function suggestionsFor(request: APIRequestContext, str: string): Promise<ApiSuggestion[]> {
  const response = await request.get('/api/search_restaurants', { params: { lat, lng, str } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { suggestions: ApiSuggestion[] } }).data.suggestions;
}

async function singleFor(request: APIRequestContext, str: string): Promise<ApiSingle> {
  const response = await request.get('/api/single_restaurant', { params: { lat, lng, str } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiSingle;
}

const counts = (single: ApiSingle) => ({
  restaurants: single.data.cards.reduce((n, c) => n + (c.groupedCard?.cardGroupMap.RESTAURANT?.cards.length ?? 0), 0),
  dishes: single.data.cards.reduce((n, c) => n + (c.groupedCard?.cardGroupMap.DISH?.cards.length ?? 0), 0),
});

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for restaurants and food' });
const options = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');

async function openSearch(page: Page, path = '/search') {
  await page.goto(path);
  await hydrated(page);
}

/** Types like a person: one key at a time, quicker than the 300 ms pause. */
async function typeQuery(page: Page, text: string) {
  await searchBox(page).pressSequentially(text, { delay: 40 });
}

let consoleErrors: string[] = [];

test.beforeEach(async ({ context, page }) => {
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await saveAddress(context, page, address);
});

test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

test('without a saved address /search redirects to /locate, and the page is kept out of search results', async ({
  browser,
  page,
}) => {
  const anonymous = await browser.newContext();
  const response = await anonymous.request.get('/search?query=biryani', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/locate');
  await anonymous.close();

  await openSearch(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('with no query it shows the popular cuisines of the pre-search data, served with the page', async ({
  page,
  request,
}) => {
  const preSearch = (await (await request.get('/api/pre_search', { params: { lat, lng } })).json()) as {
    data: {
      cards: {
        card: {
          card: {
            id: string;
            header: { title: string };
            gridElements: { infoWithStyle: { info: { action: { text: string } }[] } };
          };
        };
      }[];
    };
  };
  const card = preSearch.data.cards.map((c) => c.card.card).find((c) => c.id === 'popular_cuisines');
  expect(card).toBeTruthy();

  // The page arrives with them: no placeholder, no second request for the same data.
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/pre_search')) asked += 1;
  });
  await openSearch(page);
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search for restaurants and food');

  const section = page.getByRole('region', { name: card!.header.title });
  await expect(section.getByRole('heading', { name: card!.header.title })).toBeVisible();
  await expect(section.getByRole('link')).toHaveCount(card!.gridElements.infoWithStyle.info.length);
  await expect(page.getByTestId('cuisine-placeholder')).toHaveCount(0);
  expect(asked).toBe(0);

  // A cuisine starts its search.
  const first = section.getByRole('link').first();
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(searchBox(page)).toHaveValue(name);
  await expect(options(page).first()).toBeVisible();
});

test("typing 'biryani' asks once, 300 ms after the last key, with 10 placeholders, then shows suggestions with the match highlighted", async ({
  page,
  request,
}) => {
  const expected = await suggestionsFor(request, 'biryani');
  expect(expected.length).toBeGreaterThan(0);
  // The page's clock is the test's, so the pause is measured exactly, however busy the machine.
  await page.clock.install();
  await openSearch(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/search_restaurants')) asked.push(new URL(r.url()).searchParams.get('str') ?? '');
  });
  await typeQuery(page, 'biryani');
  await expect(page.getByTestId('suggestion-placeholder')).toHaveCount(10);
  await page.clock.runFor(299);
  await page.waitForTimeout(300);
  expect(asked).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(() => asked).toEqual(['biryani']);

  await expect(options(page)).toHaveCount(expected.length);
  await expect(page.getByTestId('suggestion-placeholder')).toHaveCount(0);
  expect(asked).toEqual(['biryani']);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: `${expected.length} suggestion` })).toHaveCount(1);

  // The highlight is the text between the double braces, as text in <mark>, never as markup.
  const first = expected[0]!;
  const marked = /\{\{(.+?)\}\}/.exec(first.highlightedText)?.[1];
  expect(marked?.toLowerCase()).toContain('biry');
  const option = options(page).first();
  await expect(option).toContainText(first.text);
  await expect(option.locator('mark').first()).toHaveText(marked!);
  await expect(option).not.toContainText('{{');
});

for (const [typed, found] of [
  ['biriyani', /biryani/i],
  ['panner tikka', /paneer tikka/i],
] as const) {
  test(`a misspelling ('${typed}') still finds the dish`, async ({ page }) => {
    await openSearch(page);
    await typeQuery(page, typed);
    await expect(options(page).filter({ hasText: found }).first()).toBeVisible();
  });
}

test('choosing a suggestion opens the view on the right tab; the tabs switch by click and arrow keys; typing closes it', async ({
  page,
  request,
}) => {
  const suggestions = await suggestionsFor(request, 'biryani');
  const first = suggestions[0]!;
  const expected = counts(await singleFor(request, first.text));
  await openSearch(page);
  await typeQuery(page, 'biryani');
  await options(page).first().click();

  await expect(searchBox(page)).toHaveValue(first.text);
  const restaurantsTab = page.getByRole('tab', { name: 'Restaurants' });
  const dishesTab = page.getByRole('tab', { name: 'Dishes' });
  await expect(page.getByRole('tablist')).toBeVisible();
  const startOn = expected.restaurants > 0 ? restaurantsTab : dishesTab;
  await expect(startOn).toHaveAttribute('aria-selected', 'true');

  await dishesTab.click();
  await expect(dishesTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Dishes' })).toBeVisible();
  await expect(page.getByTestId('dish-card')).toHaveCount(expected.dishes);
  await dishesTab.press('ArrowLeft');
  await expect(restaurantsTab).toHaveAttribute('aria-selected', 'true');
  await expect(restaurantsTab).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Restaurants' })).toBeVisible();
  await restaurantsTab.press('ArrowRight');
  await expect(dishesTab).toHaveAttribute('aria-selected', 'true');

  // Typing again closes the view.
  await searchBox(page).focus();
  await searchBox(page).press('End');
  await searchBox(page).press('Backspace');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page).not.toHaveURL(/view=single/);
  await expect(options(page).first()).toBeVisible();
});

test('a restaurant suggestion opens on Restaurants; a search with dish results only opens on Dishes', async ({
  page,
  request,
}) => {
  let restaurant: ApiSuggestion | undefined;
  let typed = '';
  for (const candidate of ['malabar', 'biryani', 'pizza', 'cafe', 'kitchen']) {
    restaurant = (await suggestionsFor(request, candidate)).find((s) => s.type === 'RESTAURANT');
    typed = candidate;
    if (restaurant) break;
  }
  expect(restaurant, 'a query with a restaurant suggestion').toBeTruthy();
  expect(counts(await singleFor(request, restaurant!.text)).restaurants).toBeGreaterThan(0);
  await openSearch(page);
  await typeQuery(page, typed);
  await options(page).filter({ hasText: restaurant!.text }).first().click();
  await expect(page.getByRole('tab', { name: 'Restaurants' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('tabpanel', { name: 'Restaurants' }).getByRole('link').first();
  await expect(card).toContainText(restaurant!.text);
  expect(await card.getAttribute('href')).toMatch(
    new RegExp(`^/restaurants/[a-z0-9-]+-${restaurant!.restaurantId ?? '\\w+'}$`),
  );
  await clearField(searchBox(page));

  // The same real answer with its restaurant group taken out: dish results only.
  await page.route('**/api/single_restaurant?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as ApiSingle;
    for (const card of body.data.cards) delete card.groupedCard?.cardGroupMap.RESTAURANT;
    await route.fulfill({ response, json: body });
  });
  // 'biryani' first suggests the cuisine, whose real answer has restaurants and dishes.
  const both = (await suggestionsFor(request, 'biryani'))[0]!;
  await typeQuery(page, 'biryani');
  await options(page).filter({ hasText: both.text }).first().click();
  await expect(page.getByRole('tab', { name: 'Dishes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('dish-card').first()).toBeVisible();
});

test('a dish card shows the dish and its restaurant and links to its one URL, /restaurants/{name}-{area}-{city slug}-{id}', async ({
  page,
  request,
}) => {
  const suggestions = await suggestionsFor(request, 'paneer tikka');
  const chosen = suggestions.find((s) => s.type === 'DISH') ?? suggestions[0]!;
  const single = await singleFor(request, chosen.text);
  const dishes = single.data.cards
    .flatMap((c) => c.groupedCard?.cardGroupMap.DISH?.cards ?? [])
    .map((c) => c.card.card);
  expect(dishes.length).toBeGreaterThan(0);
  const firstDish = dishes[0]!;
  const r = firstDish.restaurant.info;

  await openSearch(page);
  await typeQuery(page, 'paneer tikka');
  await options(page).filter({ hasText: chosen.text }).first().click();
  await page.getByRole('tab', { name: 'Dishes' }).click();
  const card = page.getByTestId('dish-card').first();
  await expect(card.getByRole('heading', { name: firstDish.info.name })).toBeVisible();
  await expect(card).toContainText(/₹\d/);
  await expect(card.getByRole('img', { name: /^(Veg|Contains egg|Non-veg)$/ })).toBeVisible();
  await expect(card).toContainText(`By ${r.name}`);
  await expect(card.getByRole('button', { name: `Add ${firstDish.info.name}` })).toBeVisible();

  const href = await card.getByRole('link').getAttribute('href');
  // The area, as on the restaurant's card (the dish's `locality` is its street): one URL per restaurant.
  expect(href).toBe(`/restaurants/${slugOf(r.name)}-${slugOf(r.areaName)}-${r.slugs.city}-${r.id}`);
  expect(href).toMatch(/^\/restaurants\/[a-z0-9-]+$/);
  // The menu route reads the restaurant id as the last dash-separated piece.
  expect(href!.split('-').pop()).toBe(r.id);
});

test('the search text stops at 200 characters', async ({ page }) => {
  await openSearch(page);
  await expect(searchBox(page)).toHaveAttribute('maxlength', '200');
  await typeInto(searchBox(page), 'dosa '.repeat(60), 0);
  const value = await searchBox(page).inputValue();
  expect(value.length).toBe(200);
  await expect(page).toHaveURL((url) => (url.searchParams.get('query') ?? '').length === 200);
});

test('the keyboard moves through the suggestions and Enter chooses one', async ({ page, request }) => {
  const expected = await suggestionsFor(request, 'biryani');
  expect(expected.length).toBeGreaterThan(1);
  await openSearch(page);
  await typeQuery(page, 'biryani');
  await expect(options(page)).toHaveCount(expected.length);
  const box = searchBox(page);

  await box.press('ArrowDown');
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options(page).nth(0).getAttribute('id'))!);
  await box.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'false');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options(page).nth(1).getAttribute('id'))!);
  await box.press('ArrowUp');
  await box.press('ArrowUp');
  await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');

  await expect(box).toHaveValue(expected[1]!.text);
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(box).toBeFocused();
});

test('the query is in the URL: shared, reloaded and navigated back to', async ({ page, request }) => {
  const expected = await suggestionsFor(request, 'dosa');
  expect(expected.length).toBeGreaterThan(0);

  // A shared link restores the search.
  await openSearch(page, '/search?query=dosa');
  await expect(searchBox(page)).toHaveValue('dosa');
  await expect(options(page)).toHaveCount(expected.length);

  // Typing puts the query in the URL once the pause is over; a reload keeps it.
  await clearField(searchBox(page));
  await typeQuery(page, 'idli');
  await expect(page).toHaveURL(/\/search\?query=idli$/);
  await page.reload();
  await hydrated(page);
  await expect(searchBox(page)).toHaveValue('idli');
  await expect(options(page).first()).toBeVisible();

  // Choosing adds a history entry; reload keeps the view; Back returns to the suggestions.
  const chosen = (await options(page).first().locator('.suggestion-name').innerText()).trim();
  await options(page).first().click();
  await expect(page).toHaveURL(/view=single/);
  await page.getByRole('tab', { name: 'Dishes' }).click();
  await expect(page).toHaveURL(/tab=dishes/);
  await page.reload();
  await hydrated(page);
  await expect(searchBox(page)).toHaveValue(chosen);
  await expect(page.getByRole('tab', { name: 'Dishes' })).toHaveAttribute('aria-selected', 'true');

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?query=idli$/);
  await expect(searchBox(page)).toHaveValue('idli');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(options(page).first()).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('tablist')).toBeVisible();
});

test('empty results say so and offer popular cuisines', async ({ page, request }) => {
  const nonsense = 'qxzvqxzv';
  expect(await suggestionsFor(request, nonsense)).toEqual([]);
  await openSearch(page);
  await typeQuery(page, nonsense);
  await expect(page.getByText(`No results found for “${nonsense}”`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No suggestions found' })).toHaveCount(1);
  await expect(page.locator('.search-no-results').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.locator('.search-no-results').getByRole('link').first()).toBeVisible();
});
