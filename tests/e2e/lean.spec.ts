import { expect, test, type Page } from '@playwright/test';
import { expectSeen, nav, restaurantPaths, saveAddress } from './helpers';

/** Whether each match's content has been laid out and painted (false while it is left for later). */
async function drawn(page: Page, selector: string): Promise<boolean[]> {
  return page
    .locator(selector)
    .evaluateAll((els) => els.map((el) => el.checkVisibility({ contentVisibilityAuto: true })));
}

/** Scripts the page has fetched so far (module files of our own origin). */
async function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.endsWith('.js')),
  );
}

test('a prebuilt page loads no script until the visitor reaches for Sign In; the first click opens the drawer', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scriptsLoaded(page)).toEqual([]);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);

  await nav(page).getByRole('button', { name: 'Sign In' }).click();
  const drawer = page.getByRole('dialog', { name: 'Login' });
  await expect(drawer).toBeVisible();
  await expectSeen(drawer.getByLabel('Phone number'));
  expect((await scriptsLoaded(page)).length).toBeGreaterThan(0);
});

test('on a prebuilt page the keyboard reaches the address button, and Enter opens the location panel', async ({
  page,
}) => {
  await page.goto('/biryani-restaurants-near-me');
  await page.waitForLoadState('networkidle');
  expect(await scriptsLoaded(page)).toEqual([]);
  const address = nav(page).getByRole('button', { name: 'Set delivery location' });
  await address.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a prebuilt page shows a saved address in the header without being touched', async ({ context, page }) => {
  await saveAddress(context, page);
  await page.goto('/about');
  await expect(nav(page).getByText('Koramangala')).toBeVisible();
});

test('the near-me restaurants of a cuisine page arrive without moving what follows them', async ({ context, page }) => {
  await saveAddress(context, page);
  await page.setViewportSize({ width: 412, height: 823 });
  // Where the next section's heading stood in the first frame drawn, and every shift after it.
  await page.addInitScript(() => {
    const seen = window as unknown as { firstTop?: number; shifts: number[] };
    seen.shifts = [];
    // Shifts of the page's own content; the header's are another matter (see the note in the test).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources?: { node?: Node | null }[] };
        const inMain = shift.sources?.some((s) => s.node instanceof Element && s.node.closest('main'));
        if (inMain) seen.shifts.push(shift.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const measure = () => {
      const heading = document.getElementById('top-title');
      if (heading) seen.firstTop = heading.getBoundingClientRect().top;
      else requestAnimationFrame(measure);
    };
    requestAnimationFrame(measure);
  });
  await page.goto('/biryani-restaurants-near-me');
  const near = page.getByRole('list', { name: 'Biryani restaurants that deliver to you' });
  await expect(near.getByTestId('restaurant-card').first()).toBeVisible();
  const seen = await page.evaluate(() => {
    const { firstTop, shifts } = window as unknown as { firstTop?: number; shifts: number[] };
    return { firstTop, shifts };
  });
  expect(seen.firstTop).toBeGreaterThan(0);
  const top = await page.getByRole('heading', { name: 'Top Biryani restaurants' }).boundingBox();
  expect(top?.y).toBe(seen.firstTop);
  // Nothing in the page moves. (The header's own small shifts, the saved address settling in and
  // the links moving once when a paint lands mid-parse, about 0.004 at most, are not this test's.)
  expect(seen.shifts).toEqual([]);
});

test('the first image of the home, search and restaurant pages comes with the page, fetched at once and first', async ({
  context,
  page,
}) => {
  await saveAddress(context, page);
  const [restaurant] = await restaurantPaths(page);
  for (const path of ['/', '/search', restaurant!]) {
    await page.goto(path);
    const first = page.locator('main img').first();
    await expect(first, `${path}: an image is in the page as served`).toHaveAttribute('fetchpriority', 'high');
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    // Served with the page, not added by a script afterwards: the browser found it while parsing.
    const src = await first.getAttribute('src');
    const html = await (await page.request.get(path)).text();
    expect(html, `${path}: the image is in the served HTML`).toMatch(/fetchpriority="high"/i);
    expect(html).toContain(src!.replace(/&/g, '&amp;'));
  }
});

test('on a phone, home draws what is near the screen first, and what it leaves for later appears without moving anything', async ({
  context,
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await saveAddress(context, page);
  await page.goto('/');
  await expect(page.getByTestId('restaurant-card').first()).toBeVisible();
  expect(await drawn(page, '.card-grid > li:first-child > *')).toEqual([true]);
  expect(await drawn(page, '.card-grid > li:nth-child(6) > *')).toEqual([false]);
  expect(await drawn(page, '.link-list > h2')).not.toContain(true);
  expect(await drawn(page, '.footer-top > *')).not.toContain(true);
  for (const strip of await page.locator('.carousel-strip').all()) {
    const id = await strip.getAttribute('id');
    expect(await drawn(page, `#${id} > li:first-child > *`)).toEqual([true]);
    expect(await drawn(page, `#${id} > li:last-child > *`)).toEqual([false]);
    const before = await strip.boundingBox();
    await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => drawn(page, `#${id} > li:last-child > *`)).toEqual([true]);
    // Every item keeps the size it had before it was drawn: the strip, and what is below it, stay put.
    expect(await strip.boundingBox()).toEqual(before);
  }
  await page.locator('.footer-top').scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(page, '.footer-top > *')).not.toContain(false);
  await expect(page.locator('.footer-top')).toBeInViewport();
});

test("on a short page the footer's long directories are drawn only when the visitor scrolls to them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/search');
  await expect(page.getByRole('contentinfo')).toBeAttached();
  expect(await drawn(page, '#best-city-links > h2')).toEqual([false]);
  expect(await drawn(page, '#cuisine-links > h2')).toEqual([false]);
  await page.getByRole('heading', { name: 'Cuisines near you' }).scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(page, '#cuisine-links > h2')).toEqual([true]);
  await expect(page.getByRole('heading', { name: 'Cuisines near you' })).toBeInViewport();
});
