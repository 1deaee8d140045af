// The food artwork as a diner sees it: offers in words on the banners, cuisine names under their
// circles and never clipped, and each dish drawn with the picture the data files give it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Locator } from '@playwright/test';
import { expectSeen, hydrated, restaurantPaths, saveAddress } from './helpers';

interface DishEntry {
  name: string;
  art?: string;
}

/** Each dish's picture name as an editor set it in data/dishes.json, else its cuisine's in data/cuisines.json. */
function pictureOfDish(): Map<string, string> {
  const cuisines = JSON.parse(readFileSync('data/cuisines.json', 'utf8')) as { slug: string; art?: string }[];
  const dishes = JSON.parse(readFileSync('data/dishes.json', 'utf8')) as Record<string, (string | DishEntry)[]>;
  const art = new Map(cuisines.map((c) => [c.slug, c.art]));
  const pictures = new Map<string, string>();
  for (const [slug, entries] of Object.entries(dishes))
    for (const entry of entries)
      if (typeof entry !== 'string')
        pictures.set(entry.name, entry.art ?? art.get(slug) ?? 'fork-and-knife-with-plate');
  return pictures;
}

/** The SVG body of a picture of the set, as the package ships it. */
function pictureBody(name: string): string {
  const file = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as { icons: Record<string, { body: string }> };
  return set.icons[name]?.body ?? '';
}

/** Whether a label's text fits its box: nothing cut off sideways or below. */
async function expectNotClipped(label: Locator): Promise<void> {
  const box = await label.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
    text: el.textContent ?? '',
  }));
  expect(box.text.trim(), 'label has text').not.toBe('');
  expect(box.scrollWidth, `"${box.text}" fits its width`).toBeLessThanOrEqual(box.clientWidth);
  expect(box.scrollHeight, `"${box.text}" fits its height`).toBeLessThanOrEqual(box.clientHeight);
}

/** Checks every cuisine label under its circle: one label, below the art, not clipped. */
async function expectLabelsUnderCircles(item: Locator, label: string): Promise<void> {
  const count = await item.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const one = item.nth(i);
    await one.scrollIntoViewIfNeeded();
    const name = one.locator(label);
    await expect(name).toHaveCount(1);
    await expectNotClipped(name);
    const art = await one.locator('img').boundingBox();
    const text = await name.boundingBox();
    expect(text && art && text.y >= art.y + art.height - 1, 'the name sits under the picture').toBe(true);
    // the circle is round: the art is cropped to a circle, with no text baked into it
    expect(await one.locator('img').evaluate((img) => getComputedStyle(img).borderRadius)).toBe('50%');
  }
}

test('an offer banner shows its offer as text a diner can read, beside the art', async ({ context, page }) => {
  await saveAddress(context, page);
  await page.goto('/');
  const banner = page
    .getByTestId('offers-item')
    .filter({ hasText: /% OFF|₹\d+ OFF/ })
    .first();
  await banner.scrollIntoViewIfNeeded();
  const offer = banner.locator('.carousel-offer-text b');
  await expectSeen(offer);
  const alt = (await banner.locator('img').getAttribute('alt')) ?? '';
  const words = (await offer.innerText()).trim();
  expect(words).toMatch(/OFF/);
  // the same offer the picture's alt gives to screen readers, now printed on the banner
  expect(alt.toUpperCase()).toContain(words.toUpperCase());
  expect(await offer.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
  // white on the banner's panel passes the WCAG AA contrast for text
  const ratio = await offer.evaluate((el) => {
    const rgb = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const lum = (css: string) => {
      const [r = 0, g = 0, b = 0] = rgb(css).map((c) => {
        const v = c / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const panel = getComputedStyle(el.closest('.carousel-item') as Element).backgroundColor;
    const [hi, lo] = [lum(getComputedStyle(el).color), lum(panel)].sort((x, y) => y - x);
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
  const name = banner.locator('.carousel-offer-text span');
  await expect(name).toBeVisible();
  expect(alt).toContain((await name.innerText()).trim());
  // the art sits beside the words, not under them
  const art = await banner.locator('img').boundingBox();
  const text = await offer.boundingBox();
  expect(art && text && (text.x + text.width <= art.x + 1 || art.x + art.width <= text.x + 1)).toBe(true);
});

test('cuisine names sit under their circles and are never clipped, on the home page and /search', async ({
  context,
  page,
}) => {
  await saveAddress(context, page);
  await page.goto('/');
  await expectLabelsUnderCircles(page.getByTestId('mind-item'), '.carousel-label');
  await page.goto('/search');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Popular Cuisines' })).toBeVisible();
  await expectLabelsUnderCircles(page.locator('.cuisines-list a.cuisine'), '.cuisine-name');
});

test('a dish picture draws the art its dish is mapped to in the data files', async ({ context, page }) => {
  await saveAddress(context, page);
  await page.goto('/');
  const [path] = await restaurantPaths(page);
  await page.goto(path ?? '/');
  await hydrated(page);
  const pictures = pictureOfDish();
  const images = page.locator('img.dish-image');
  await expect(images.first()).toBeAttached();
  const count = Math.min(await images.count(), 6);
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const dish = (await image.getAttribute('alt')) ?? '';
    const art = pictures.get(dish);
    expect(art, `${dish} is in data/dishes.json`).toBeDefined();
    const drawn = await (await page.request.get((await image.getAttribute('src')) ?? '')).text();
    // pictures placed in one SVG get their ids prefixed (p1, p2...); compare without the prefix
    const svg = drawn.replace(/(id="|url\(#|href="#)p\d+/g, '$1');
    expect(svg, `${dish} is drawn as ${art}`).toContain(pictureBody(art ?? ''));
  }
});
