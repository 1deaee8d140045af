/**
 * What a diner sees on the first screen of each page on phones 360, 390 and 414 px wide, and
 * the pages' behaviour that does not depend on the journey: the 404 page, saved-address pages,
 * the end of the home grid, link lists before JavaScript, and a clean console.
 */
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { typeScale } from '#src/styles/typeScale.ts';
import { freshPhone, hydrated, koramangala, saveAddress, typeInto } from './helpers';

const phoneWidths = [360, 390, 414] as const;

async function phone(browser: Browser, width: number): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether the page scrolls sideways (something sticks out of a phone's screen). */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** The field's placeholder shows whole, not cut at the field's edge. */
async function expectWholePlaceholder(input: Locator): Promise<void> {
  const fits = await input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const placeholder = getComputedStyle(el, '::placeholder');
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: ctx.measureText(el.placeholder).width, room };
  });
  expect(fits.text, 'placeholder is cut').toBeLessThanOrEqual(fits.room);
}

/** A restaurant page delivering to Koramangala. */
async function restaurantPath(page: Page): Promise<string> {
  const { lat, lng } = koramangala.geometry.location;
  const body = (await (await page.request.get(`/api/restaurants?lat=${lat}&lng=${lng}`)).json()) as {
    data: {
      cards: {
        card: { card: { id: string; gridElements?: { infoWithStyle: { restaurants: { cta: { link: string } }[] } } } };
      }[];
    };
  };
  const grid = body.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing')!;
  return `/restaurants/${grid.gridElements!.infoWithStyle.restaurants[0]!.cta.link.split('/').pop()}`;
}

for (const width of phoneWidths) {
  test(`/locate at ${width} px: the buttons leave the logo alone and the whole placeholder shows`, async ({
    browser,
  }) => {
    const context = await phone(browser, width);
    const page = await context.newPage();
    await page.goto('/locate');
    await hydrated(page);
    const logo = await box(page.locator('.locate-logo'));
    for (const name of ['Login', 'Sign up']) {
      const button = await box(page.getByRole('button', { name, exact: true }));
      expect(overlaps(logo, button), `${name} covers the logo`).toBe(false);
      expect(button.x + button.width).toBeLessThanOrEqual(width);
    }
    await expectWholePlaceholder(page.getByPlaceholder('Enter your delivery location'));
    await expect(page.getByRole('button', { name: 'Locate Me' })).toBeInViewport();
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  test(`home at ${width} px: the filter chips are one sideways row and the first restaurant is on the first screen`, async ({
    browser,
  }) => {
    const context = await phone(browser, width);
    const page = await context.newPage();
    await saveAddress(context, page);
    await page.goto('/');
    const chips = page.locator('.filters .chip');
    const tops = await chips.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(3);
    expect(new Set(tops).size, 'chips wrap into rows').toBe(1);
    await expect(page.getByTestId('restaurant-card').first()).toBeInViewport({ ratio: 0.3 });
    // The round cuisine circles carry one label, below, never clipped.
    const labels = page.locator('.carousel-round .carousel-label');
    expect(await labels.count()).toBeGreaterThan(2);
    for (const clipped of await labels.evaluateAll((els) => els.map((e) => e.scrollWidth > e.clientWidth + 1)))
      expect(clipped).toBe(false);
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  test(`the first screen of a city, a menu, /search and /cart at ${width} px stays inside the screen`, async ({
    browser,
  }) => {
    const context = await phone(browser, width);
    const page = await context.newPage();
    await saveAddress(context, page);
    for (const path of ['/city/bangalore', await restaurantPath(page), '/search', '/cart']) {
      await page.goto(path);
      await hydrated(page);
      expect(await scrollsSideways(page), `${path} scrolls sideways`).toBe(false);
      const first =
        path === '/search'
          ? page.getByRole('combobox', { name: 'Search for restaurants and food' })
          : page.getByRole('heading', { level: 1 });
      await expect(first, path).toBeInViewport({ ratio: 1 });
      if (path === '/search') await expectWholePlaceholder(first);
    }
    const browse = page.getByRole('button', { name: 'Browse Menu' });
    await page.goto(await restaurantPath(page));
    await hydrated(page);
    // One line, inside the screen.
    expect((await box(browse)).height).toBeLessThan(60);
    await context.close();
  });
}

for (const width of [721, 800, 960]) {
  test(`the header at ${width} px (a tablet, a small window) keeps the saved address readable beside every link`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 700 } });
    const page = await context.newPage();
    await saveAddress(context, page);
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const area = nav.getByText('Koramangala', { exact: true });
    await expect(area).toBeInViewport({ ratio: 1 });
    // The area's name shows whole, not cut to a sliver by the links beside it.
    expect(await area.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.clientWidth > 60)).toBe(true);
    for (const name of ['Search', 'Offers', 'Help', 'Sign In', 'Cart']) {
      await expect(nav.getByRole('link', { name }).or(nav.getByRole('button', { name })).first()).toBeInViewport({
        ratio: 1,
      });
    }
    const address = await box(nav.locator('.nav-address'));
    const links = await box(nav.locator('.nav-links'));
    expect(overlaps(address, links), 'the address runs under the links').toBe(false);
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });
}

test('the cuisine circle pictures carry no text of their own', async ({ context, page }) => {
  await saveAddress(context, page);
  await page.goto('/');
  const src = await page.locator('.carousel-round img').first().getAttribute('src');
  const svg = await (await page.request.get(src!)).text();
  expect(svg).toContain('<svg');
  expect(svg).not.toContain('<text');
});

test('each page type draws its text in a few sizes and weights, all on the type scale', async ({ context, page }) => {
  // Every size and weight is a font the browser looks up while it lays the page out.
  await saveAddress(context, page);
  const pages = [
    '/',
    await restaurantPath(page),
    '/search',
    '/city/bangalore',
    '/biryani-restaurants-near-me',
    '/cart',
  ];
  for (const path of pages) {
    await page.goto(path);
    const fonts = await page.evaluate(() => {
      const seen = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement;
        if (!parent || !walker.currentNode.textContent?.trim()) continue;
        const style = getComputedStyle(parent);
        seen.add(`${style.fontSize} ${style.fontWeight}`);
      }
      return [...seen];
    });
    const offScale = fonts.filter((font) => {
      const [size, weight] = font.split(' ');
      return !(
        (typeScale.sizes as readonly number[]).includes(Number.parseFloat(size!)) &&
        (typeScale.weights as readonly number[]).includes(Number(weight))
      );
    });
    expect(offScale, `${path}: text off the type scale`).toEqual([]);
    expect(fonts.length, `${path}: ${fonts.join(', ')}`).toBeLessThanOrEqual(11);
  }
});

test('the 404 page names the path that was asked for', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response!.status()).toBe(404);
  await expect(page.getByText('No route matches URL /no/such/page')).toBeVisible();
});

test('city and cuisine pages know a saved address and do not ask for one', async ({ context, page }) => {
  await saveAddress(context, page);
  for (const path of ['/city/bangalore', '/north-indian-restaurants-near-me']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByText(/Delivering to/).first()).toBeVisible();
    await expect(page.getByText(/Set your delivery location/)).toHaveCount(0);
  }
});

/**
 * Opens home with a saved address and scrolls it with the wheel as a person does, until the footer
 * shows; returns the 'Show more restaurants' button, seen. A person sees the placeholder cards of a
 * page on its way and reads them when it comes: each step waits for the page, so a busy machine's
 * slow answers do not let the wheel outrun the grid. A page that set off just as the footer came
 * into view moves it down again when it lands, so the footer is looked at twice.
 */
async function homeWheeledToFooter(context: BrowserContext, page: Page): Promise<Locator> {
  await saveAddress(context, page);
  await page.goto('/');
  await hydrated(page);
  const footer = page.locator('footer');
  const loading = page.locator('.card-grid[aria-busy="true"]');
  const footerInView = () => footer.evaluate((f) => f.getBoundingClientRect().top < innerHeight);
  for (let i = 0; i < 120; i++) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(100);
    await expect(loading).toHaveCount(0);
    if (await footerInView()) {
      await page.waitForTimeout(300);
      await expect(loading).toHaveCount(0);
      if (await footerInView()) break;
    }
  }
  await expect(footer).toBeInViewport();
  const more = page.getByRole('button', { name: 'Show more restaurants' });
  await expect(more).toBeVisible();
  return more;
}

test('below the grid: after a few automatic pages a button asks, so the links and footer can be reached', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  const more = await homeWheeledToFooter(context, page);
  const before = await page.getByTestId('restaurant-card').count();
  await more.click();
  await expect.poll(() => page.getByTestId('restaurant-card').count()).toBeGreaterThan(before);
});

test("a late word from the grid's end, sent before the last automatic page landed, neither loads a page again nor takes the button's tap", async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  // The grid's end is watched by an IntersectionObserver; its news of the end coming into view can
  // arrive after a page has landed and before the watching stops. Every callback is kept, so the
  // test can deliver that late news itself once the button shows.
  await page.addInitScript(() => {
    const gridEnd: IntersectionObserverCallback[] = [];
    Object.assign(window, { gridEndCallbacks: gridEnd });
    const Native = window.IntersectionObserver;
    window.IntersectionObserver = class extends Native {
      readonly #callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(callback, options);
        this.#callback = callback;
      }
      override observe(target: Element) {
        if (target.matches('.grid-sentinel')) gridEnd.push(this.#callback);
        super.observe(target);
      }
    };
  });
  const updates: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/update') updates.push(request.postData() ?? '');
  });
  const more = await homeWheeledToFooter(context, page);
  expect(updates, 'three automatic pages').toHaveLength(3);
  const before = await page.getByTestId('restaurant-card').count();
  // The last observer of the grid's end watched for the last automatic page; its late news comes now.
  const delivered = await page.evaluate(() => {
    const callbacks = (window as unknown as { gridEndCallbacks: IntersectionObserverCallback[] }).gridEndCallbacks;
    callbacks.at(-1)?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    return callbacks.length;
  });
  expect(delivered, 'the grid watched its end').toBeGreaterThan(0);
  await expect(more).toBeEnabled();
  await page.waitForTimeout(300);
  expect(updates, 'no page asked for again').toHaveLength(3);
  await more.click();
  await expect.poll(() => page.getByTestId('restaurant-card').count()).toBeGreaterThan(before);
  expect(updates).toHaveLength(4);
  // Each page was asked for once: no two requests carry the same page token.
  const tokens = updates.map((body) => JSON.parse(body).nextOffset);
  expect(new Set(tokens).size).toBe(tokens.length);
});

test('a page of the grid that fails says so, and Try again loads it', async ({ context, page }) => {
  let failed = false;
  let asked = 0;
  await page.route('**/api/update', (route) => {
    asked++;
    if (failed) return route.continue();
    failed = true;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
  });
  await saveAddress(context, page);
  await page.goto('/');
  await hydrated(page);
  const cards = page.getByTestId('restaurant-card');
  const first = await cards.count();
  const alert = page.locator('.listing-error[role="alert"]');
  for (let i = 0; i < 30 && !(await alert.isVisible()); i++) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(100);
  }
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText('boom');
  expect(await cards.count()).toBe(first);
  // Scrolling on does not ask again behind the diner's back: the grid waits for Try again.
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, i % 2 ? 900 : -900);
    await page.waitForTimeout(150);
  }
  expect(asked).toBe(1);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(first);
  await expect(alert).toHaveCount(0);
});

test("'Show More' in the link lists opens before any script has run", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await saveAddress(context, page);
  await page.goto('/');
  const list = page
    .locator('[data-link-list]')
    .filter({ has: page.getByText('Show More') })
    .first();
  const total = await list.locator('li').count();
  expect(total).toBeGreaterThan(11);
  await expect(list.locator('li:visible')).toHaveCount(11);
  await list.getByText('Show More').click();
  await expect(list.locator('li:visible')).toHaveCount(total);
  await context.close();
});

test('no console error on the main pages, a toast included', async ({ context, page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const paths = [
    '/locate',
    '/',
    '/city/bangalore',
    await restaurantPath(page),
    '/north-indian-restaurants-near-me',
    '/search',
    '/cart',
  ];
  for (const path of paths) {
    // /locate as a first-time visitor sees it; the other pages with an address saved.
    if (path === '/') await saveAddress(context, page);
    await page.goto(path);
    await hydrated(page);
    // The first toast of a page loads the toast layer: ask for a code to get one.
    const open =
      path === '/locate'
        ? page.getByRole('button', { name: 'Login', exact: true })
        : page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' });
    await open.click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await typeInto(login.getByLabel('Phone number'), freshPhone(), 10);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('otp sent successfully!')).toBeVisible({ timeout: 30_000 });
  }
  expect(errors).toEqual([]);
});
