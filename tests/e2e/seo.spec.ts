import { expect, test } from '@playwright/test';
import { hydrated, saveAddress } from './helpers';

const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT) || 4329}`;

function attr(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"'));
}

test('every sitemap URL is a complete, indexable page', async ({ request }) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = attr(sitemap, /<loc>([^<]+)<\/loc>/g);
  console.log(`sitemap URLs crawled: ${urls.length}`);
  expect(urls.length).toBeGreaterThan(650);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const problems: string[] = [];
  const links = new Set<string>();
  for (let i = 0; i < urls.length; i += 12) {
    await Promise.all(
      urls.slice(i, i + 12).map(async (url) => {
        expect(url.startsWith(origin)).toBe(true);
        const response = await request.get(url);
        if (response.status() !== 200) return void problems.push(`${url}: status ${response.status()}`);
        const html = await response.text();
        const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
        if (h1s !== 1) problems.push(`${url}: ${h1s} h1 elements`);
        const title = attr(html, /<title>([^<]*)<\/title>/g)[0] ?? '';
        const description = attr(html, /<meta name="description" content="([^"]*)"/g)[0] ?? '';
        const canonical = attr(html, /<link rel="canonical" href="([^"]*)"/g)[0];
        if (canonical !== url) problems.push(`${url}: canonical ${canonical}`);
        if (titles.has(title)) problems.push(`${url}: title also on ${titles.get(title)}`);
        titles.set(title, url);
        if (!description) problems.push(`${url}: no description`);
        if (descriptions.has(description)) problems.push(`${url}: description also on ${descriptions.get(description)}`);
        descriptions.set(description, url);
        if (!/property="og:title"/.test(html)) problems.push(`${url}: no Open Graph title`);
        const ld = attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
        const types = ld.map((text) => {
          try {
            return (JSON.parse(text) as { '@type': string })['@type'];
          } catch {
            problems.push(`${url}: invalid JSON-LD`);
            return '';
          }
        });
        if (!types.includes('BreadcrumbList')) problems.push(`${url}: no BreadcrumbList`);
        if ((url.includes('/city/') || url.includes('restaurants-near-me')) && !types.includes('ItemList')) problems.push(`${url}: no ItemList`);
        for (const href of attr(html, /<a [^>]*href="(\/[^"#]*)"/g)) links.add(href);
      }),
    );
  }
  const linkList = [...links];
  for (let i = 0; i < linkList.length; i += 16) {
    await Promise.all(
      linkList.slice(i, i + 16).map(async (href) => {
        const status = (await request.get(href, { maxRedirects: 0 })).status();
        if (status === 404 || status >= 500) problems.push(`link ${href}: ${status}`);
      }),
    );
  }
  console.log(`internal links checked: ${linkList.length}`);
  expect(problems).toEqual([]);
});

test('robots.txt points to the sitemap; unknown city and cuisine slugs are 404', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect((await request.get('/city/atlantis')).status()).toBe(404);
  expect((await request.get('/city/atlantis/best-restaurants')).status()).toBe(404);
  expect((await request.get('/klingon-restaurants-near-me')).status()).toBe(404);
});

test('a city page lists restaurants, localities, cuisines and links to its best page', async ({ page }) => {
  await page.goto('/city/bangalore');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bengaluru');
  await expect(page.getByTestId('restaurant-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Localities/ })).toBeVisible();
  await expect(page.locator('section', { has: page.getByRole('heading', { name: /Localities/ }) }).getByText('Koramangala', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Best restaurants in Bengaluru', exact: true })).toHaveAttribute('href', '/city/bangalore/best-restaurants');
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
  await expect(page.locator('section', { hasText: 'that deliver to you' }).getByTestId('restaurant-card').first()).toBeVisible();
});
