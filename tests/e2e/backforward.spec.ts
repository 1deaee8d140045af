import { expect, test, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/ensure-browser.mjs';
import { hydrated, saveAddress, typeInto } from './helpers';

// The test browser turns the back/forward cache off by default; people's browsers keep it on.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: ['--headless', ...chromiumFlags],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test.beforeEach(async ({ context, page }) => {
  await saveAddress(context, page);
});

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for restaurants and food' });
const options = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');

test('a restaurant opened from the results and left with Back shows the results as they were, without loading the page again', async ({
  page,
}) => {
  await page.goto('/search');
  await hydrated(page);
  await typeInto(searchBox(page), 'biryani');
  await options(page).first().click();
  const results = page.getByRole('tabpanel');
  const card = results.getByRole('link').first();
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href'))!;
  // A mark left in the page: a page loaded again would not have it.
  await page.evaluate(() => {
    (window as unknown as { leftHere?: boolean }).leftHere = true;
  });
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // A page restored from the cache fires no load event.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/view=single/);
  expect(await page.evaluate(() => (window as unknown as { leftHere?: boolean }).leftHere)).toBe(true);
  await expect(results.getByRole('link').first()).toHaveAttribute('href', href);
  await expect(searchBox(page)).toHaveValue(/biryani/i);
});
