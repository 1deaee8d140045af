// The veg-only mode as a diner uses it: switched on in the header (tapped on a phone, with the
// keyboard on a desktop), it takes the non-veg dishes off a menu, the listing and search; it
// stays on after a reload and on the next page; a prebuilt city page hides the restaurants with
// nothing veg with its few lines of script and no React; "Veg + egg" brings the egg dishes back.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseMode, expectSeen, hydrated, marks, press, saveAddress, toggle, typeInto, watchErrors } from './helpers';

/** Indore: its first listing page has a seafood kitchen with nothing veg and one with egg at its lightest. */
const indore = {
  formatted_address: 'Indore, Madhya Pradesh, India',
  geometry: { location: { lat: 22.71792, lng: 75.8333 } },
  city: 'indore',
};
/** A kitchen near it whose menu has veg, egg and non-veg dishes. */
const mixedMenu = '/restaurants/iyer-patisserie-108179';

const grid = (page: Page): Locator => page.getByRole('list', { name: 'Restaurants' });
const card = (page: Page, name: string): Locator => grid(page).getByTestId('restaurant-card').filter({ hasText: name });

test('veg mode switched on in the header follows the diner across the listing, search, menus and a reload', async ({
  context,
  page,
}) => {
  const errors = watchErrors(page);
  await saveAddress(context, page, indore);
  await page.goto('/');
  await expect(card(page, 'Real Sea Shell')).toBeVisible();
  await expect(card(page, 'Malabar Da Kitchen')).toBeVisible();
  await expect(toggle(page)).toHaveAccessibleName('Veg mode: Off');

  // The header's toggle fits a phone's header and is big enough to tap.
  const box = (await toggle(page).boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectSeen(toggle(page));

  await chooseMode(page, 'Veg');
  // The listing comes again for the mode, in place: nothing it hides, and a full first page.
  await expect(card(page, 'Real Sea Shell')).toHaveCount(0);
  await expect(card(page, 'Malabar Da Kitchen')).toHaveCount(0);
  await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
  await expect(grid(page).locator('li[data-lightest-veg]:not([data-lightest-veg="VEG"])')).toHaveCount(0);
  expect(await grid(page).getByTestId('restaurant-card').count()).toBeGreaterThanOrEqual(16);

  // Search: no non-veg dish is suggested or found.
  await page.goto('/search');
  await hydrated(page);
  const box2 = page.getByRole('combobox', { name: 'Search for restaurants and food' });
  await typeInto(box2, 'biryani');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.filter({ hasText: /Chicken|Mutton|Egg/ })).toHaveCount(0);
  await press(options.filter({ hasText: 'Cuisine' }).first());
  await press(page.getByRole('tab', { name: 'Dishes' }));
  const dishes = page.getByRole('tabpanel', { name: 'Dishes' });
  await expect(dishes.getByTestId('dish-card').first()).toBeVisible();
  await expect(marks(dishes, 'Non-veg')).toHaveCount(0);
  await expect(marks(dishes, 'Contains egg')).toHaveCount(0);

  // A reload, then another page: still on.
  await page.reload();
  await hydrated(page);
  await expect(toggle(page)).toHaveAccessibleName('Veg mode: Veg');
  await expect(dishes.getByTestId('dish-card').first()).toBeVisible();
  await expect(marks(dishes, 'Non-veg')).toHaveCount(0);

  await page.goto(mixedMenu);
  await expect(toggle(page)).toHaveAccessibleName('Veg mode: Veg');
  const menu = page.locator('.menu-sections');
  await expect(marks(menu, 'Veg').first()).toBeVisible();
  await expect(marks(menu, 'Non-veg')).toHaveCount(0);
  await expect(marks(menu, 'Contains egg')).toHaveCount(0);

  // "Veg + egg" is a choice of its own: the egg dishes come back, the non-veg ones do not.
  await chooseMode(page, 'Veg + egg');
  await expect(marks(menu, 'Contains egg').first()).toBeVisible();
  await expect(marks(menu, 'Non-veg')).toHaveCount(0);
  await chooseMode(page, 'Off');
  await expect(marks(menu, 'Non-veg').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a menu with nothing veg says so in diner words, and the mode is turned off from there', async ({
  context,
  page,
}) => {
  await saveAddress(context, page, indore);
  await page.goto('/');
  await expect(card(page, 'Real Sea Shell')).toBeVisible();
  const href = await card(page, 'Real Sea Shell').getAttribute('href');
  await chooseMode(page, 'Veg');
  await page.goto(href!);
  await expect(page.getByRole('heading', { name: 'No veg dishes here' })).toBeVisible();
  await expect(marks(page.locator('main'), 'Non-veg')).toHaveCount(0);
  await hydrated(page);
  await press(page.getByRole('button', { name: 'Turn Veg mode off' }));
  await expect(page.getByRole('heading', { name: 'No veg dishes here' })).toHaveCount(0);
  await expect(marks(page.locator('.menu-sections'), 'Non-veg').first()).toBeVisible();
  await expect(toggle(page)).toHaveAccessibleName('Veg mode: Off');
});

test('a prebuilt city page hides what the mode leaves out with its head script alone, no React', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('veg-set')) {
      localStorage.setItem('veg_mode', 'veg');
      sessionStorage.setItem('veg-set', '1');
    }
  });
  await page.goto('/city/indore');
  const list = page.getByRole('list', { name: 'Restaurants in Indore' });
  await expect(list.locator('li[data-lightest-veg="NONVEG"]')).toHaveCount(1);
  await expect(list.locator('li[data-lightest-veg="NONVEG"]')).toBeHidden();
  await expect(list.locator('li[data-lightest-veg="EGG"]')).toBeHidden();
  await expect(list.locator('li[data-lightest-veg="VEG"]').first()).toBeVisible();
  await expect(toggle(page)).toHaveAccessibleName('Veg mode: Veg');

  await page.evaluate(() => localStorage.setItem('veg_mode', 'egg'));
  await page.reload();
  await expect(list.locator('li[data-lightest-veg="EGG"]')).toBeVisible();
  await expect(list.locator('li[data-lightest-veg="NONVEG"]')).toBeHidden();
  await expect(toggle(page)).toHaveAccessibleName('Veg mode: Veg + egg');
  // The server renders the next page in the same mode: the head script keeps its cookie in line.
  expect((await page.context().cookies()).find((c) => c.name === 'veg_mode')?.value).toBe('egg');

  // Nobody reached for the header: no island woke, so React was never run.
  await page.waitForTimeout(500);
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(0);
  expect(scripts.filter((url) => /react|client\.[\w-]+\.js/.test(url))).toEqual([]);
  expect(errors).toEqual([]);
});
