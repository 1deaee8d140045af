// The profile, the hearts and the pages around them as a new diner meets them on a phone and a
// desktop: the name field stops at the real limit, the address form looks like checkout's, a
// delete asks first, the heart says what it will do and what it did, a restaurant has one URL,
// the footer shows this year, cuisine names read as names, and /locate is aligned and balanced.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  clearField,
  expectSeen,
  hydrated,
  koramangala,
  nav,
  onPhone,
  press,
  saveAddress,
  signUp,
  typeInto,
} from './helpers';

/** Where the screenshots a person looks at go (360 px wide on the phone project). */
const shotsDir = '/tmp/shots';

async function shoot(target: Page | Locator, name: string): Promise<void> {
  if (!onPhone()) return;
  mkdirSync(shotsDir, { recursive: true });
  await target.screenshot({ path: `${shotsDir}/profile-${name}.png` });
}

/** Opens the profile from the account menu, as a diner does. */
async function openProfile(page: Page, name: string): Promise<void> {
  const account = nav(page).getByRole('button', { name });
  await expect(account).toBeInViewport();
  await press(account);
  const entry = nav(page).getByRole('list', { name: 'Account' }).getByRole('link', { name: 'Profile' });
  await expectSeen(entry);
  await press(entry);
  await page.waitForURL((url) => url.pathname === '/profile');
  await hydrated(page);
}

/** Vertical room between the bottom of `above` and the top of `below`, in CSS pixels. */
async function roomBetween(above: Locator, below: Locator): Promise<number> {
  const a = await above.boundingBox();
  const b = await below.boundingBox();
  if (!a || !b) throw new Error('both must be laid out');
  return b.y - (a.y + a.height);
}

/** Saves a new address through the book's form, typed key by key. */
async function addAddress(
  book: Locator,
  fields: { label?: 'Home' | 'Work' | 'Other'; flat: string; floor?: string; landmark?: string },
): Promise<void> {
  const add = book.getByRole('button', { name: 'Add a new address' });
  await add.scrollIntoViewIfNeeded();
  await press(add);
  const form = book.getByRole('form', { name: 'New address' });
  if (fields.label) await press(form.getByRole('radio', { name: fields.label }));
  await typeInto(form.getByLabel('Flat, house number and building'), fields.flat);
  if (fields.floor) await typeInto(form.getByLabel('Floor (optional)'), fields.floor);
  if (fields.landmark) await typeInto(form.getByLabel('Landmark (optional)'), fields.landmark);
  await press(form.getByRole('button', { name: 'Save address', exact: true }));
  await expect(form).toHaveCount(0);
}

test.describe('signed in', () => {
  test.beforeEach(async ({ context, page }) => {
    // Typed key by key, a sign-up and the edits take a person-like while.
    test.setTimeout(120_000);
    await saveAddress(context, page);
  });

  test('the profile name stops at 80 characters, and the address form is laid out like checkout’s', async ({
    page,
  }) => {
    await page.goto('/');
    const name = onPhone() ? 'Nila Phone' : 'Nila Desk';
    await signUp(page, name);
    await openProfile(page, name);

    // The field takes what the rule allows (the sign-up form's limit), and no more.
    const nameField = page.getByLabel('Name', { exact: true });
    await clearField(nameField);
    await typeInto(nameField, 'N'.repeat(85), 5);
    // Soft: the form below is checked whatever this finds.
    await expect.soft(nameField).toHaveValue('N'.repeat(80));

    const book = page.getByRole('region', { name: 'Saved addresses' });
    const add = book.getByRole('button', { name: 'Add a new address' });
    await add.scrollIntoViewIfNeeded();
    await press(add);
    const form = book.getByRole('form', { name: 'New address' });
    const flat = form.getByLabel('Flat, house number and building');
    await expect(flat).toBeFocused();
    // "Save as" is a group of choices, not a box drawn by the browser.
    await expect(form.getByRole('group', { name: 'Save as' })).toHaveCSS('border-top-style', 'none');
    // Each label stands apart from the field above it, as at checkout.
    expect(await roomBetween(flat, form.getByText('Floor (optional)'))).toBeGreaterThanOrEqual(8);
    expect(
      await roomBetween(form.getByLabel('Floor (optional)'), form.getByText('Landmark (optional)')),
    ).toBeGreaterThanOrEqual(8);
    // The choices are big enough to tap, and the fields as tall as checkout's.
    for (const label of ['Home', 'Work', 'Other'])
      expect((await form.locator('label', { hasText: label }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expect(flat).toHaveCSS('border-radius', '8px');
    expect((await flat.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await form.scrollIntoViewIfNeeded();
    await shoot(page, 'address-form');
  });
  test('deleting an address asks first, naming it; Keep keeps it, Delete deletes it and focus moves on', async ({
    page,
  }) => {
    await page.goto('/');
    const name = onPhone() ? 'Omar Phone' : 'Omar Desk';
    await signUp(page, name);
    await openProfile(page, name);
    const book = page.getByRole('region', { name: 'Saved addresses' });
    const saved = book.getByTestId('saved-address');
    await addAddress(book, { flat: 'Flat 4B, Lotus Apartments', floor: '2nd floor', landmark: 'Opposite Forum Mall' });
    await addAddress(book, { label: 'Work', flat: 'Tower 2, Tech Park', floor: '3', landmark: 'the lake' });
    await expect(saved).toHaveCount(2);

    // The line reads as a person writes an address: no "Floor 2nd floor", no "near Opposite" (soft: the
    // delete below is checked whatever this finds).
    const home = saved.filter({ hasText: 'Lotus Apartments' });
    await expect.soft(home).toContainText('Flat 4B, Lotus Apartments, 2nd floor, Koramangala');
    await expect.soft(home).toContainText('(Opposite Forum Mall)');
    await expect.soft(home).not.toContainText('Floor 2nd');
    await expect.soft(home).not.toContainText('near Opposite');
    await expect.soft(saved.filter({ hasText: 'Tech Park' })).toContainText('Tower 2, Tech Park, Floor 3, Koramangala');
    await expect.soft(saved.filter({ hasText: 'Tech Park' })).toContainText('(near the lake)');

    const remove = home.getByRole('button', { name: /^Delete Home/ });
    await remove.scrollIntoViewIfNeeded();
    await expectSeen(remove);
    await press(remove);
    const question = page.getByRole('alertdialog', { name: 'Delete this address?' });
    await expect(question).toBeVisible();
    await expect(question).toContainText('Home');
    await expect(question).toContainText('Flat 4B, Lotus Apartments, 2nd floor');
    const keep = question.getByRole('button', { name: 'Keep' });
    await expect(keep).toBeFocused();
    await expectSeen(question.getByRole('button', { name: 'Delete', exact: true }));
    await shoot(page, 'delete-question');

    // Keep: nothing is deleted and focus is back on the button that asked.
    await press(keep);
    await expect(question).toBeHidden();
    await expect(saved).toHaveCount(2);
    await expect(remove).toBeFocused();

    // Delete: it is gone, the book says so, and focus is on the next address.
    await press(remove);
    await press(question.getByRole('button', { name: 'Delete', exact: true }));
    await expect(question).toBeHidden();
    await expect(saved).toHaveCount(1);
    await expect(book.getByRole('status')).toHaveText('The address is deleted.');
    await expect(saved.first()).toContainText('Tech Park');
    await expect(saved.first().locator('[data-address]')).toBeFocused();

    // The last one: focus goes to the list's heading.
    await press(saved.first().getByRole('button', { name: /^Delete Work/ }));
    await press(question.getByRole('button', { name: 'Delete', exact: true }));
    await expect(saved).toHaveCount(0);
    await expect(book.getByRole('heading', { name: 'Saved addresses' })).toBeFocused();
    await expect(book.getByText('You have no saved addresses yet.')).toBeVisible();
  });

  test('the heart says what a tap will do, and says what it did', async ({ page }) => {
    await page.goto('/');
    await signUp(page, onPhone() ? 'Pia Phone' : 'Pia Desk');
    const list = page.getByRole('list', { name: 'Restaurants' });
    const first = list.getByRole('button', { name: /^Save .+ to favourites$/ }).first();
    const restaurant = ((await first.getAttribute('aria-label')) ?? '').replace(/^Save (.+) to favourites$/, '$1');
    const toSave = list.getByRole('button', { name: `Save ${restaurant} to favourites`, exact: true }).first();
    const toRemove = list.getByRole('button', { name: `Remove ${restaurant} from favourites`, exact: true }).first();
    await toSave.scrollIntoViewIfNeeded();
    await expectSeen(toSave);
    await expect(toSave).toHaveAttribute('aria-pressed', 'false');

    await press(toSave);
    await expect(toRemove).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: /^Saved to favourites$/ })).toBeVisible();

    await press(toRemove);
    await expect(toSave).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status').filter({ hasText: /^Removed from favourites$/ })).toBeVisible();
  });
});

test.describe('pages', () => {
  /** The year in India now: the footer's copyright year. */
  const thisYear = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date());

  test('a restaurant has one URL: home links use it, and any other form answers 301 to it', async ({
    context,
    page,
  }) => {
    await saveAddress(context, page);
    await page.goto('/');
    await hydrated(page);
    const hrefs = await page
      .locator('main a[href^="/restaurants/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(4);
    for (const href of hrefs) expect(href).toMatch(/^\/restaurants\/[a-z0-9]+(?:-[a-z0-9]+)*-\d+$/);

    // A restaurant of the offer strip opens at its one URL.
    const offer = page.getByTestId('offers-item').and(page.locator('[href^="/restaurants/"]')).first();
    const offerHref = (await offer.getAttribute('href')) ?? '';
    await offer.scrollIntoViewIfNeeded();
    await press(offer);
    await page.waitForURL((url) => url.pathname === offerHref);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The form home used to link to, and the bare id, answer 301 with the one URL.
    const { lat, lng } = koramangala.geometry.location;
    const listing = (await (await page.request.get(`/api/restaurants?lat=${lat}&lng=${lng}`)).json()) as {
      data: { cards: { card: { card: { id: string; gridElements?: { infoWithStyle: { restaurants: Card[] } } } } }[] };
    };
    type Card = { info: { id: string; name: string }; cta: { link: string } };
    const grid = listing.data.cards.map((c) => c.card.card).find((c) => c.id === 'restaurant_grid_listing');
    const card = grid?.gridElements?.infoWithStyle.restaurants[0] as Card;
    const canonical = `/restaurants/${card.cta.link.split('/').pop()}`;
    const spaced = `/restaurants/${encodeURIComponent(card.info.name.toLowerCase())}-${koramangala.formatted_address.replaceAll(', ', '-')}-${card.info.id}`;
    for (const [old, to] of [
      [spaced, canonical],
      [`/restaurants/${card.info.id}`, canonical],
      [`${spaced}?utm_source=share`, `${canonical}?utm_source=share`],
    ] as const) {
      const response = await page.request.get(old, { maxRedirects: 0 });
      expect(response.status(), old).toBe(301);
      const location = new URL(response.headers().location ?? '', page.url());
      expect(`${location.pathname}${location.search}`).toBe(to);
    }
    expect((await page.request.get(canonical, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('the footer shows this year, on prebuilt and on rendered pages', async ({ context, page }) => {
    const copyright = page.getByRole('contentinfo').getByText(/^© \d{4} Thalify Technologies Limited$/);
    for (const path of ['/locate', '/about']) {
      await page.goto(path);
      await expect(copyright).toHaveText(`© ${thisYear} Thalify Technologies Limited`);
    }
    await saveAddress(context, page);
    await page.goto('/');
    await expect(copyright).toHaveText(`© ${thisYear} Thalify Technologies Limited`);
  });

  test('a cuisine page names the cuisine as a name in its sentences', async ({ page }) => {
    await page.goto('/andhra-restaurants-near-me');
    await expect(
      page.getByText('Set your delivery location to see Andhra restaurants that deliver to you.', { exact: true }),
    ).toBeVisible();
  });

  test('/locate: "& more." sits on the city names’ line, and the desktop hero is balanced', async ({ page }) => {
    await page.goto('/locate');
    await hydrated(page);
    // Each entry's text baseline, and the row it is on (its item's top).
    const entries = await page.locator('.popular li').evaluateAll((items) =>
      items.map((item) => {
        // The text itself, not the box of the button or link around it.
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT, {
          acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
        });
        const range = document.createRange();
        range.selectNodeContents(walker.nextNode() ?? item);
        return {
          text: item.textContent?.trim() ?? '',
          row: Math.round(item.getBoundingClientRect().top),
          baseline: range.getBoundingClientRect().bottom,
        };
      }),
    );
    const more = entries.find((e) => e.text === '& more.');
    const sameRow = entries.filter((e) => e !== more && Math.abs(e.row - (more?.row ?? -99)) <= 2);
    expect(sameRow.length).toBeGreaterThan(0);
    for (const city of sameRow)
      expect(Math.abs((more?.baseline ?? 0) - city.baseline), city.text).toBeLessThanOrEqual(1);

    const art = page.getByTestId('locate-art');
    if (onPhone()) {
      // The phone's hero is the search box, full width: no picture pushes it down.
      await expect(art).toBeHidden();
      return;
    }
    await expect(art).toBeVisible();
    const box = await art.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box?.x).toBeGreaterThanOrEqual(width / 2);
    expect(box?.width).toBeGreaterThan(200);
    // The picture has loaded, from this site.
    expect(await art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
