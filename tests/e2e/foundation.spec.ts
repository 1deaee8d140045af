import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { copyrightYear } from '#src/lib/site.ts';

/** Every prebuilt page of the build, as a URL path. */
function prebuiltPaths(): string[] {
  const root = join(process.cwd(), 'dist/client');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html'))
        out.push(
          `/${relative(root, full)
            .replace(/\.html$/, '')
            .replace(/(^|\/)index$/, '')}`,
        );
    }
  };
  walk(root);
  return out.filter((p) => p !== '/404' && p !== '/500').sort();
}

test('every prebuilt page answers 200', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = prebuiltPaths();
  expect(paths.length).toBeGreaterThan(15);
  const failures: string[] = [];
  for (let i = 0; i < paths.length; i += 16) {
    await Promise.all(
      paths.slice(i, i + 16).map(async (path) => {
        const response = await request.get(path, { maxRedirects: 0 });
        if (response.status() !== 200) failures.push(`${path} → ${response.status()}`);
      }),
    );
  }
  console.log(`prebuilt pages checked: ${paths.length}`);
  expect(failures).toEqual([]);
});

test('an unknown path is a 404 page, an unknown API path a JSON 404', async ({ request, page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({
    message: 'No route matches URL "/api/no-such-endpoint"',
    error: 'No route matches URL "/api/no-such-endpoint"',
  });
});

test('the footer carries every directory and its links resolve', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/about');
  const footer = page.locator('footer');
  await expect(footer.getByTestId('city-column')).toHaveCount(3);
  for (const column of await footer.getByTestId('city-column').all()) {
    const count = await column.getByRole('link').count();
    expect(count).toBeGreaterThan(90);
    expect(count).toBeLessThanOrEqual(110);
  }
  const best = footer.locator('#best-city-links');
  await expect(best.getByRole('heading')).toHaveText('Best Places to Eat Across Cities');
  await expect(best.getByRole('link', { name: 'Best Restaurants in port-blair', exact: true })).toHaveAttribute(
    'href',
    '/city/port-blair/best-restaurants',
  );
  await expect(footer.getByRole('link', { name: /^Afghani Restaurants Near Me$/ })).toHaveAttribute(
    'href',
    '/afghani-restaurants-near-me',
  );
  await expect(footer.getByRole('link', { name: /^Waffle Restaurants Near Me$/ })).toHaveAttribute(
    'href',
    '/waffle-restaurants-near-me',
  );
  await expect(footer).toContainText(`© ${copyrightYear()} Thalify Technologies Limited`);
  for (const name of ['facebook', 'pinterest', 'instagram', 'twitter'])
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', '/support');

  const internal = [
    ...new Set(await footer.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))),
  ];
  for (const path of [
    '/about',
    '/team',
    '/careers',
    '/bug-bounty',
    '/support',
    '/terms-and-conditions',
    '/refund-policy',
    '/privacy-policy',
    '/cookie-policy',
    '/offer-terms',
    '/beware-of-phishing-and-fraud',
    '/tnc-corporate-sm',
    '/tnc-corporate-discount',
  ]) {
    expect(internal).toContain(path);
  }
  const broken: string[] = [];
  for (let i = 0; i < internal.length; i += 16) {
    await Promise.all(
      internal.slice(i, i + 16).map(async (path) => {
        const status = (await request.get(path)).status();
        if (status === 404) broken.push(path);
      }),
    );
  }
  console.log(`footer links followed: ${internal.length}`);
  expect(broken).toEqual([]);
});

test('the privacy policy says what is stored', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  for (const key of ['user_address', 'user_data', 'pageOffset', 'csrfToken', 'cookieFallback'])
    await expect(page.locator('article')).toContainText(key);
});

test('API paths answer 405 for a method they do not serve, as JSON', async ({ request }) => {
  const response = await request.delete('/api/restaurants?lat=12.97&lng=77.59');
  expect(response.status()).toBe(405);
  expect(await response.json()).toEqual({ message: 'Method Not Allowed', error: 'Method Not Allowed' });
});
