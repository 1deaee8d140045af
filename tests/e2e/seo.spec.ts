import { expect, test } from '@playwright/test';
import { crawlSite } from '../../scripts/lib/siteCrawl';
import { hydrated, saveAddress } from './helpers';

const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT) || 4329}`;

function attr(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) =>
    m[1]!
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

test('a crawl from the sitemap index without cookies: every page and locality and a sample of restaurants are complete, indexable pages', async () => {
  test.setTimeout(300_000);
  // One restaurant page in 60 (about 320 of them, from every city's sitemap); `npm run crawl` checks them all.
  const report = await crawlSite({ origin, restaurantEvery: 60, concurrency: 6 });
  console.log(
    `crawl: ${report.sitemaps} sitemaps; listed ${JSON.stringify(report.listed)}; crawled ${JSON.stringify(report.crawled)}`,
  );
  expect(report.problems).toEqual([]);
  expect(report.listed.locality).toBeGreaterThanOrEqual(200);
  expect(report.listed.restaurant).toBeGreaterThan(19_000);
  expect(report.listed.other).toBeGreaterThan(650);
  expect(report.crawled.restaurant).toBeGreaterThan(300);
  expect(report.passed).toEqual(report.crawled);
  expect(report.crawled.locality).toBe(report.listed.locality);
});

test('the links of the city, neighbourhood and cuisine pages all lead somewhere', async ({ request }) => {
  test.setTimeout(240_000);
  const pages = [
    '/city/bangalore',
    '/city/bangalore/koramangala',
    '/city/mumbai/bandra-west',
    '/city/delhi',
    '/biryani-restaurants-near-me',
    '/city/pune/best-restaurants',
  ];
  const links = new Set<string>();
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    for (const href of attr(await response.text(), /<a [^>]*href="(\/[^"#]*)"/g)) links.add(href);
  }
  const problems: string[] = [];
  const linkList = [...links];
  for (let i = 0; i < linkList.length; i += 12) {
    await Promise.all(
      linkList.slice(i, i + 12).map(async (href) => {
        const status = (await request.get(href, { maxRedirects: 0 })).status();
        if (status === 404 || status >= 500) problems.push(`link ${href}: ${status}`);
      }),
    );
  }
  console.log(`internal links checked: ${linkList.length}`);
  expect(problems).toEqual([]);
});

test('a neighbourhood page: nearest restaurants, breadcrumbs, its cuisines and neighbours, linked from its city', async ({
  page,
}) => {
  await page.goto('/city/bangalore');
  const localities = page.locator('section', { has: page.getByRole('heading', { name: /Localities/ }) });
  await localities.getByRole('link', { name: 'Koramangala', exact: true }).click();
  await expect(page).toHaveURL(/\/city\/bangalore\/koramangala$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food delivery in Koramangala, Bengaluru');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Bengaluru' })).toHaveAttribute('href', '/city/bangalore');
  await expect(crumbs.getByText('Koramangala')).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('list', { name: 'Restaurants near Koramangala' }).getByTestId('restaurant-card'),
  ).toHaveCount(24);
  const cuisines = page.locator('section', { has: page.getByRole('heading', { name: 'Cuisines near Koramangala' }) });
  await expect(cuisines.getByRole('link').first()).toHaveAttribute('href', /^\/[a-z-]+-restaurants-near-me$/);
  const neighbours = page.locator('section', {
    has: page.getByRole('heading', { name: 'Localities near Koramangala' }),
  });
  await expect(neighbours.getByRole('link')).toHaveCount(6);
  await neighbours.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/city\/bangalore\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(', Bengaluru');
});

test("city and cuisine pages open with the editors' intro", async ({ page }) => {
  await page.goto('/city/kolkata');
  await expect(page.locator('main p.lede').first()).toContainText('Kolkata cooks with mustard oil');
  await page.goto('/haleem-restaurants-near-me');
  await expect(page.locator('main').getByText(/Haleem is cooked for hours/)).toBeVisible();
});

test('robots.txt points to the sitemap; unknown city and cuisine slugs are 404', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect((await request.get('/city/bangalore/atlantis')).status()).toBe(404);
  expect((await request.get('/city/atlantis')).status()).toBe(404);
  expect((await request.get('/city/atlantis/best-restaurants')).status()).toBe(404);
  expect((await request.get('/klingon-restaurants-near-me')).status()).toBe(404);
});

test('/favicon.ico, asked for where a page names no icon, leads to the icon every page links', async ({
  page,
  request,
}) => {
  const ico = await request.get('/favicon.ico', { maxRedirects: 0 });
  expect(ico.status()).toBe(301);
  expect(ico.headers().location).toBe('/favicon.svg');
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  await page.goto('/');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
});

test('a city page lists restaurants, localities, cuisines and links to its best page', async ({ page }) => {
  await page.goto('/city/bangalore');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bengaluru');
  await expect(page.getByTestId('restaurant-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Localities/ })).toBeVisible();
  await expect(
    page
      .locator('section', { has: page.getByRole('heading', { name: /Localities/ }) })
      .getByText('Koramangala', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Best restaurants in Bengaluru', exact: true })).toHaveAttribute(
    'href',
    '/city/bangalore/best-restaurants',
  );
  await page.goto('/city/bangalore/best-restaurants');
  await expect(page.getByText('#1', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Bengaluru' })).toHaveAttribute('href', '/city/bangalore');
});

test('a cuisine page loads the restaurants near a saved address', async ({ context, page }) => {
  await page.goto('/biryani-restaurants-near-me');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Set delivery location' })).toBeVisible();
  await saveAddress(context, page);
  await page.goto('/biryani-restaurants-near-me');
  await hydrated(page);
  await expect(page.getByText('Delivering to')).toBeVisible();
  await expect(
    page.locator('section', { hasText: 'that deliver to you' }).getByTestId('restaurant-card').first(),
  ).toBeVisible();
});

test('pages built once show hours, never "Open" now, and an "Open late" list; a restaurant page says its hours to search engines', async ({
  page,
  request,
}) => {
  await page.goto('/city/bangalore');
  const all = page.getByRole('list', { name: 'Restaurants in Bengaluru' });
  await expect(all.locator('.card-hours').first()).toHaveText(/^(Hours: |Hours vary by day)/);
  const late = page.getByRole('list', { name: 'Open late in Bengaluru' });
  await expect(late.getByTestId('restaurant-card')).toHaveCount(8);
  for (const text of await late.locator('.card-hours').allTextContents())
    expect(text).toMatch(/^Open till (\d+ am|midnight)$/);
  await expect(page.locator('main')).not.toContainText(/Closes in \d+ min|Closed · opens/);
  await page.goto('/city/bangalore/koramangala');
  await expect(
    page.getByRole('list', { name: 'Open late near Koramangala' }).getByTestId('restaurant-card').first(),
  ).toBeVisible();
  // A late kitchen of a city the test server leaves to its generated hours (tests/support/hours.json).
  await page.goto('/city/mumbai');
  const path = await page
    .getByRole('list', { name: 'Open late in Mumbai' })
    .getByTestId('restaurant-card')
    .first()
    .getAttribute('href');

  const html = await (await request.get(path ?? '/')).text();
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] ?? '{}'),
  );
  const restaurant = ld.flat().find((d) => d['@type'] === 'Restaurant');
  const hours = restaurant.openingHoursSpecification as { dayOfWeek?: string[]; opens: string; closes: string }[];
  expect(hours.length).toBeGreaterThan(0);
  // A late-night kitchen closes on the next morning's time, on the day it opened.
  expect(hours.some((h) => h.dayOfWeek && h.closes < h.opens)).toBe(true);
});
