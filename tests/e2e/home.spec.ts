import { expect, test } from '@playwright/test';
import { farAway, hydrated, koramangala, saveAddress } from './helpers';

const cookie = (address: object) => ({
  name: 'user_address',
  value: encodeURIComponent(JSON.stringify(address)),
  url: `http://127.0.0.1:${Number(process.env.E2E_PORT) || 4329}`,
});

test('the first screen is in the HTML: carousels and at least 8 cards without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([cookie(koramangala)]);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('[data-carousel]').first()).toBeVisible();
  expect(await page.getByTestId('restaurant-card').count()).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('scrolling to the end loads more cards, never one twice, until the end', async ({ context, page }) => {
  test.setTimeout(120_000);
  await saveAddress(context, page);
  await page.goto('/');
  await hydrated(page);
  const first = await page.getByTestId('restaurant-card').count();
  const end = page.getByText('You have seen all the restaurants that deliver here.');
  const more = page.getByRole('button', { name: 'Show more restaurants' });
  const grid = page.getByRole('list', { name: 'Restaurants' });
  for (let i = 0; i < 80; i++) {
    // A page in flight may be the last, and then its button goes away: look only once it is in.
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
    if (await end.isVisible()) break;
    // The first pages come as the end of the grid comes into view; then the diner asks for more.
    if (await more.isVisible())
      // The store says "loaded" a moment before the cards and the end are drawn; a button that
      // leaves because the last page came in is the end, not a failure.
      await more.click({ timeout: 5_000 }).catch(async (error) => {
        if (!(await end.isVisible())) throw error;
      });
    else
      await page.evaluate(() =>
        document.querySelector('.grid-sentinel, .listing-end, .listing-more')?.scrollIntoView({ block: 'center' }),
      );
    await page.waitForTimeout(150);
  }
  await expect(end).toBeVisible();
  const hrefs = await page
    .getByTestId('restaurant-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(first);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  const offset = await page.evaluate(() => JSON.parse(localStorage.getItem('pageOffset')!));
  expect(offset.nextOffset).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('csrfToken'))).toBeTruthy();
});

test("a carousel's arrows show only where there is more to see, and step through it", async ({ context, page }) => {
  await saveAddress(context, page);
  await page.goto('/');
  const carousel = page.locator('[data-carousel]').filter({ hasText: "What's on your mind?" });
  const strip = carousel.locator('.carousel-strip');
  const back = carousel.getByRole('button', { name: /left$/ });
  const forward = carousel.getByRole('button', { name: /right$/ });
  // Nothing to the left at the start; more to the right, since the circles overflow the strip.
  await expect(forward).toBeVisible();
  await expect(back).toBeHidden();
  await forward.click();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(back).toBeVisible();
  await back.click();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);
  await expect(back).toBeHidden();
});

test('Show More reveals all city and cuisine links', async ({ context, page }) => {
  await saveAddress(context, page);
  await page.goto('/');
  await hydrated(page);
  for (const list of await page.locator('[data-link-list]').all()) {
    const items = list.locator('li');
    const total = await items.count();
    if (total <= 11) continue;
    await expect(list.locator('li:visible')).toHaveCount(11);
    await list.getByText('Show More').click();
    await expect(list.locator('li:visible')).toHaveCount(total);
    await expect(list.getByText('Show More')).toBeHidden();
  }
});

test('card links go where the spec says, a restaurant at its one URL', async ({ context, page }) => {
  await saveAddress(context, page);
  await page.goto('/');
  await hydrated(page);
  const card = page.getByTestId('restaurant-card').first();
  expect(await card.getAttribute('href')).toMatch(/^\/restaurants\/[a-z0-9-]+-\d+$/);
  const hrefs = await page
    .locator('[data-carousel] a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const collection = hrefs.find((h) => h.startsWith('/collections/'));
  expect(collection).toMatch(/^\/collections\/[\w-]+\?collection_id=[\w-]+&tags=[^&]+&type=\w+/);
  // Not the spec's {lowercased text}-{delivery address}-{id}: that form only redirects to this one.
  const menu = hrefs.find((h) => h.startsWith('/restaurants/'));
  expect(menu).toMatch(/^\/restaurants\/[a-z0-9-]+-\d+$/);
  await page.goto(collection!);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Restaurants to explore' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(page.locator('.collection-description')).not.toHaveText('');
  await expect(page.getByTestId('restaurant-card').first()).toBeVisible();
  await expect(page.locator('.rcard-cta')).toHaveCount(0);
});

test('a far-away address shows the unserviceable screen', async ({ context, page }) => {
  await saveAddress(context, page, farAway);
  await page.goto('/');
  await expect(
    page.getByText("Location Unserviceable - We don't have any services here till now. Try changing location."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get it on Google Play' }).first()).toBeVisible();
});

test('a filter narrows the grid and survives a reload', async ({ context, page }) => {
  await saveAddress(context, page);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Pure Veg' }).click();
  await expect(page).toHaveURL(/filters=pureVeg/);
  await expect(page.getByRole('button', { name: 'Pure Veg' })).toHaveAttribute('aria-pressed', 'true');
  // The list changes in place; the status line says so once the new list is in.
  await expect(page.getByRole('status').filter({ hasText: 'Sorted by Relevance, Pure Veg only.' })).toBeAttached();
  const veg = await page
    .getByTestId('restaurant-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('href')));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pure Veg' })).toHaveAttribute('aria-pressed', 'true');
  expect(
    await page.getByTestId('restaurant-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('href'))),
  ).toEqual(veg);
  await hydrated(page);
  await page.getByRole('link', { name: 'Sort: Rating' }).click();
  await expect(page).toHaveURL(/sortBy=rating/);
  await expect(page.getByRole('status').filter({ hasText: 'Sorted by Rating, Pure Veg only.' })).toBeAttached();
  const ratings = await page
    .locator('.rcard-rating')
    .evaluateAll((els) => els.map((e) => Number(e.textContent!.replace(/[^\d.]/g, ''))));
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
});
