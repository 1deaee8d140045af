// What a new diner tripped over on a phone (the walk's row 7): a sort or filter chip reloaded home
// and jumped to the top. Now the list changes in place, the chosen chip stays in view and looks
// chosen, the URL carries the choice (Back and shared links), and without JavaScript the chips
// are still links.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectSeen, hydrated, koramangala, press, saveAddress, watchErrors } from './helpers';

interface Choice {
  sortBy?: 'relevance' | 'deliveryTime' | 'rating';
  facets?: ('pureVeg' | 'rating4' | 'fastDelivery' | 'offers')[];
}

interface ApiPage {
  data: {
    cards: { card: { card: { id: string; gridElements?: { infoWithStyle: { restaurants: ApiCard[] } } } } }[];
    pageOffset: { nextOffset: string | null; widgetOffset: Record<string, string | number> };
  };
  csrfToken: string;
}
interface ApiCard {
  info: { name: string; avgRating: number };
}

const { lat, lng } = koramangala.geometry.location;

function gridOf(page: ApiPage): ApiCard[] {
  return page.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing')?.gridElements
    ?.infoWithStyle.restaurants as ApiCard[];
}

/** The names of the first `pages` pages of the listing for a choice, as the API answers them. */
async function apiNames(page: Page, choice: Choice, pages = 1): Promise<string[]> {
  const query = new URLSearchParams({ lat: String(lat), lng: String(lng), filters: JSON.stringify(choice) });
  let answer = (await (await page.request.get(`/api/restaurants?${query}`)).json()) as ApiPage;
  const names = gridOf(answer).map((r) => r.info.name);
  for (let i = 1; i < pages && answer.data.pageOffset.nextOffset; i++) {
    const response = await page.request.post('/api/update', {
      data: { lat, lng, _csrf: answer.csrfToken, ...answer.data.pageOffset, filters: {} },
    });
    answer = (await response.json()) as ApiPage;
    names.push(...gridOf(answer).map((r) => r.info.name));
  }
  return names;
}

const cards = (page: Page): Locator => page.getByTestId('restaurant-card');
const grid = (page: Page): Locator => page.getByRole('list', { name: 'Restaurants' });
const chipRow = (page: Page): Locator => page.getByRole('navigation', { name: 'Sort and filter restaurants' });
const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** The names of the cards shown, in order. */
async function shownNames(page: Page): Promise<string[]> {
  return page.locator('.rcard-name').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
}

/** Scrolls with the wheel, as a person does, until the chip row sits in the upper half of the screen. */
async function wheelToChips(page: Page): Promise<number> {
  const row = chipRow(page);
  await page.mouse.move(180, 400);
  for (let i = 0; i < 40; i++) {
    const top = await row.evaluate((el) => el.getBoundingClientRect().top);
    const height = page.viewportSize()!.height;
    if (top < height * 0.45) break;
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(60);
  }
  await expect.poll(() => row.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(60);
  const at = await scrollY(page);
  // Far enough down that a jump to the top would show.
  expect(at).toBeGreaterThan(150);
  return at;
}

/** Swipes the chip row sideways with the wheel until `chip` is wholly in it. */
async function wheelRowTo(page: Page, chip: Locator): Promise<void> {
  const row = chipRow(page).getByRole('list');
  const box = (await row.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // How far the chip sticks out of the row: negative to the left, positive to the right, 0 inside.
  const outside = () =>
    chip.evaluate((el) => {
      const list = el.closest('ul')!.getBoundingClientRect();
      const own = el.getBoundingClientRect();
      if (own.left < list.left - 1) return own.left - list.left;
      return own.right > list.right + 1 ? own.right - list.right : 0;
    });
  for (let i = 0, by = await outside(); i < 20 && by !== 0; i++, by = await outside()) {
    await page.mouse.wheel(Math.sign(by) * 120, 0);
    await page.waitForTimeout(60);
  }
  expect(await outside()).toBe(0);
}

/** Waits until no page of the grid is on its way. */
async function settled(page: Page): Promise<void> {
  await expect(grid(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** The chip is chosen, and a person sees it: on screen, inside its row, not covered. */
async function expectChosenInView(chip: Locator, attribute: 'aria-current' | 'aria-pressed'): Promise<void> {
  await expect(chip).toHaveAttribute(attribute, 'true');
  await expectSeen(chip);
  await expect
    .poll(
      () =>
        chip.evaluate((el) => {
          const list = el.closest('ul')!.getBoundingClientRect();
          const own = el.getBoundingClientRect();
          return own.left >= list.left - 1 && own.right <= list.right + 1;
        }),
      { message: 'the chosen chip is wholly inside its row' },
    )
    .toBe(true);
}

test('a sort chip re-orders the list in place: no jump, the chip chosen and in view, the URL and Back follow', async ({
  context,
  page,
}) => {
  const errors = watchErrors(page);
  await saveAddress(context, page);
  await page.goto('/');
  await hydrated(page);
  const byRelevance = await shownNames(page);
  const byRating = await apiNames(page, { sortBy: 'rating' });
  expect(byRating[0]).not.toBe(byRelevance[0]);
  const before = await wheelToChips(page);
  // Set on this document: a page that loads again forgets it.
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));

  const rating = page.getByRole('link', { name: 'Sort: Rating' });
  await wheelRowTo(page, rating);
  await press(rating);
  await expect(page).toHaveURL(/[?&]sortBy=rating/);
  await settled(page);
  await expect.poll(() => shownNames(page)).toEqual(byRating);
  const after = await scrollY(page);
  expect(Math.abs(after - before), `the page jumped from scrollY ${before} to ${after}`).toBeLessThan(40);
  expect(await page.evaluate(() => 'stayedOnPage' in window), 'the list changed without loading the page').toBe(true);
  await expectChosenInView(rating, 'aria-current');
  await expect(page.getByRole('link', { name: 'Sort: Relevance' })).not.toHaveAttribute('aria-current', 'true');
  const ratings = await cards(page)
    .locator('.rcard-rating')
    .evaluateAll((els) => els.map((e) => Number(e.textContent?.replace(/[^\d.]/g, ''))));
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  // Focus stays on the chip tapped, so a keyboard or screen-reader user carries on from it.
  if (test.info().project.name !== 'phone') await expect(rating).toBeFocused();

  // Back: the previous order and URL, still where the diner was.
  await page.goBack();
  await expect(page).not.toHaveURL(/sortBy=/);
  await settled(page);
  await expect.poll(() => shownNames(page)).toEqual(byRelevance);
  await expectChosenInView(page.getByRole('link', { name: 'Sort: Relevance' }), 'aria-current');
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(40);

  // Forward: the choice again.
  await page.goForward();
  await expect(page).toHaveURL(/[?&]sortBy=rating/);
  await settled(page);
  await expect.poll(() => shownNames(page)).toEqual(byRating);
  await expect(rating).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);
  expect(errors).toEqual([]);
});

test('a filter chip narrows the list in place and a second tap lifts it; the URL and Back follow', async ({
  context,
  page,
}) => {
  const errors = watchErrors(page);
  await saveAddress(context, page);
  await page.goto('/');
  await hydrated(page);
  const all = await shownNames(page);
  const veg = await apiNames(page, { facets: ['pureVeg'] });
  expect(veg).not.toEqual(all);
  const before = await wheelToChips(page);
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));

  const pureVeg = page.getByRole('button', { name: 'Pure Veg' });
  await expect(pureVeg).toHaveAttribute('aria-pressed', 'false');
  await wheelRowTo(page, pureVeg);
  await press(pureVeg);
  await expect(page).toHaveURL(/[?&]filters=pureVeg/);
  await settled(page);
  await expect.poll(() => shownNames(page)).toEqual(veg);
  const after = await scrollY(page);
  expect(Math.abs(after - before), `the page jumped from scrollY ${before} to ${after}`).toBeLessThan(40);
  expect(await page.evaluate(() => 'stayedOnPage' in window), 'the list changed without loading the page').toBe(true);
  await expectChosenInView(pureVeg, 'aria-pressed');

  // A second tap lifts the filter: a new history entry, the whole list again.
  await press(pureVeg);
  await expect(page).not.toHaveURL(/filters=/);
  await settled(page);
  await expect.poll(() => shownNames(page)).toEqual(all);
  await expect(pureVeg).toHaveAttribute('aria-pressed', 'false');

  await page.goBack();
  await expect(page).toHaveURL(/[?&]filters=pureVeg/);
  await settled(page);
  await expect.poll(() => shownNames(page)).toEqual(veg);
  await expectChosenInView(pureVeg, 'aria-pressed');
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(40);
  expect(errors).toEqual([]);
});

test('after a chip, the pages that follow keep its order', async ({ context, page }) => {
  test.setTimeout(60_000);
  await saveAddress(context, page);
  // A shared link with a filter: the next pages must drop it once the diner lifts it.
  await page.goto('/?filters=pureVeg');
  await hydrated(page);
  await wheelToChips(page);
  // The first page, the three that come on their own, and one asked for with the button.
  const expected = await apiNames(page, { sortBy: 'deliveryTime' }, 5);
  expect(expected).toHaveLength(80);
  const pureVeg = page.getByRole('button', { name: 'Pure Veg' });
  // The shared link's filter is in view in the chip row from the start.
  await expectChosenInView(pureVeg, 'aria-pressed');
  await press(pureVeg);
  await expect(page).not.toHaveURL(/filters=/);
  const time = page.getByRole('link', { name: 'Sort: Delivery Time' });
  await wheelRowTo(page, time);
  await press(time);
  await expect(page).toHaveURL(/[?&]sortBy=deliveryTime/);
  await settled(page);
  await expect.poll(() => shownNames(page)).toEqual(expected.slice(0, 16));
  // Down the grid with the wheel: the automatic pages come in the new order, none twice, until the button asks.
  const more = page.getByRole('button', { name: 'Show more restaurants' });
  // Until the button is on screen, below the header, where the diner's thumb is: a tap that first
  // jumped the page there could land while the cards passed over are still being laid out.
  // Long strokes until the button is there, then shorter ones than the band it is sought in.
  const whereIsMore = async (): Promise<number> =>
    (await more.isVisible())
      ? more.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.bottom > innerHeight ? 250 : box.top < 150 ? -250 : 0;
        })
      : 600;
  for (let i = 0, by = await whereIsMore(); i < 120 && by !== 0; i++, by = await whereIsMore()) {
    await page.mouse.wheel(0, by);
    await page.waitForTimeout(80);
  }
  await settled(page);
  await expectSeen(more);
  await expect.poll(() => shownNames(page)).toEqual(expected.slice(0, 64));
  await press(more);
  await expect.poll(() => shownNames(page)).toEqual(expected);
});

test('from the keyboard: Enter on a sort chip and Space on a filter chip change the list, and the page stays', async ({
  context,
  page,
}) => {
  test.skip(test.info().project.name === 'phone', 'a keyboard journey');
  await saveAddress(context, page);
  await page.goto('/');
  await hydrated(page);
  const before = await wheelToChips(page);
  const time = page.getByRole('link', { name: 'Sort: Delivery Time' });
  await time.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]sortBy=deliveryTime/);
  await settled(page);
  await expect.poll(() => shownNames(page)).toEqual(await apiNames(page, { sortBy: 'deliveryTime' }));
  await expect(page.getByRole('status').filter({ hasText: 'Sorted by Delivery Time.' })).toBeAttached();
  // Tab on to the filter chip; Space presses it, as a button, and does not scroll the page.
  for (let i = 0; i < 2; i++) await page.keyboard.press('Tab');
  const pureVeg = page.getByRole('button', { name: 'Pure Veg' });
  await expect(pureVeg).toBeFocused();
  await page.keyboard.press('Space');
  await expect(pureVeg).toHaveAttribute('aria-pressed', 'true');
  await settled(page);
  await expect
    .poll(() => shownNames(page))
    .toEqual(await apiNames(page, { sortBy: 'deliveryTime', facets: ['pureVeg'] }));
  await expect(page.getByRole('status').filter({ hasText: 'Sorted by Delivery Time, Pure Veg only.' })).toBeAttached();
  await expect(pureVeg).toBeFocused();
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(40);
});

test('a chip whose list cannot load says so, keeps the cards shown, and tries again', async ({ context, page }) => {
  await saveAddress(context, page);
  await page.goto('/');
  await hydrated(page);
  const first = await shownNames(page);
  const before = await wheelToChips(page);
  let refused = 0;
  await page.route('**/api/restaurants?*', async (route) => {
    if (refused++ === 0) await route.fulfill({ status: 503, json: { error: 'boom' } });
    else await route.fallback();
  });
  const rating = page.getByRole('link', { name: 'Sort: Rating' });
  await wheelRowTo(page, rating);
  await press(rating);
  const alert = page.getByRole('alert').filter({ hasText: 'Try again' });
  await expectSeen(alert);
  await expect(alert).not.toContainText('boom');
  expect(await shownNames(page)).toEqual(first);
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(40);
  await press(alert.getByRole('button', { name: 'Try again' }));
  await expect(alert).toHaveCount(0);
  await settled(page);
  await expect.poll(() => shownNames(page)).toEqual(await apiNames(page, { sortBy: 'rating' }));
  await expect(rating).toHaveAttribute('aria-current', 'true');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chips are links: each loads home with the choice', async ({ context, page }) => {
    await saveAddress(context, page);
    await page.goto('/');
    const rating = page.getByRole('link', { name: 'Sort: Rating' });
    await press(rating);
    await expect(page).toHaveURL(/[?&]sortBy=rating/);
    await expect(rating).toHaveAttribute('aria-current', 'true');
    expect(await shownNames(page)).toEqual(await apiNames(page, { sortBy: 'rating' }));
    const pureVeg = page.getByRole('button', { name: 'Pure Veg' });
    await press(pureVeg);
    await expect(page).toHaveURL(/sortBy=rating&filters=pureVeg/);
    await expect(pureVeg).toHaveAttribute('aria-pressed', 'true');
    expect(await shownNames(page)).toEqual(await apiNames(page, { sortBy: 'rating', facets: ['pureVeg'] }));
  });
});
