// The profile, the hearts and the pages around them as a new diner meets them on a phone and a
// desktop: the name field stops at the real limit, the address form looks like checkout's, a
// delete asks first, the heart says what it will do and what it did, a restaurant has one URL,
// the footer shows this year, cuisine names read as names, and /locate is aligned and balanced.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { clearField, expectSeen, hydrated, nav, onPhone, press, saveAddress, signUp, typeInto } from './helpers';

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
  const entry = page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Profile' });
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
});
