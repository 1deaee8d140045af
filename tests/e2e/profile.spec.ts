import { expect, test, type Browser, type Page } from '@playwright/test';
import { profileTexts } from '#src/lib/profileRules.ts';
import { addressTexts } from '#src/lib/addressRules.ts';
import { accountLimits } from '#src/lib/accountTypes.ts';
import {
  clearField,
  expectSeen,
  freshPhone,
  hydrated,
  latestCode,
  nav,
  onPhone,
  press,
  restaurantPaths,
  saveAddress,
  signUp,
  typeInto,
  watchErrors,
} from './helpers';

test.beforeEach(async ({ context, page }) => {
  // Typed key by key, a sign-up and the edits take a person-like while.
  test.setTimeout(120_000);
  await saveAddress(context, page);
});

/** Opens the account list and follows one of its links. */
async function openFromMenu(page: Page, name: string, item: string, path: string): Promise<void> {
  const account = nav(page).getByRole('button', { name });
  await expect(account).toBeInViewport();
  await press(account);
  const entry = nav(page).getByRole('list', { name: 'Account' }).getByRole('link', { name: item });
  await expectSeen(entry);
  await press(entry);
  await page.waitForURL((url) => url.pathname === path);
  await hydrated(page);
}

/** Logs `phone10` in through the drawer that is open on `page`, and waits for the page sign-in comes back to. */
async function logInThroughDrawer(page: Page, phone10: string, path: string): Promise<void> {
  const login = page.getByRole('dialog', { name: 'Login' });
  await typeInto(login.getByLabel('Phone number'), phone10);
  await press(login.getByRole('button', { name: 'Login' }));
  await expect(login.getByText("We've sent an OTP to your phone number.")).toBeVisible({ timeout: 30_000 });
  await typeInto(login.getByLabel('One-time password'), await latestCode(page, phone10));
  const loaded = page.waitForEvent('load');
  await press(login.getByRole('button', { name: 'Verify OTP' }));
  await loaded;
  await page.waitForURL((url) => url.pathname === path);
  await hydrated(page);
}

/** A second browser (its own cookies and storage) with the same saved address, signed in as `phone10`. */
async function secondDevice(browser: Browser, phone10: string): Promise<Page> {
  const context = await browser.newContext(test.info().project.use);
  const page = await context.newPage();
  await saveAddress(context, page);
  await page.goto('/');
  await hydrated(page);
  await press(nav(page).getByRole('button', { name: 'Sign In' }));
  await logInThroughDrawer(page, phone10, '/');
  return page;
}

test('edit the profile: each wrong field says why on the field, then the new name and email are saved and the nav shows the name', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const name = onPhone() ? 'Meera Phone' : 'Meera Desk';
  const phone = await signUp(page, name);
  await openFromMenu(page, name, 'Profile', '/profile');

  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  const nameField = page.getByLabel('Name', { exact: true });
  const emailField = page.getByLabel('Email');
  await expect(nameField).toHaveValue(name);
  await expect(page.getByLabel('Phone number')).toHaveValue(`+91${phone}`);
  await expect(page.getByLabel('Phone number')).toHaveAttribute('readonly', '');
  const save = page.getByRole('button', { name: 'Save' });

  await clearField(nameField);
  await clearField(emailField);
  await typeInto(emailField, 'meera@');
  await press(save);
  await expect(page.getByText(profileTexts.nameMissing)).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription(profileTexts.nameMissing);
  await expect(emailField).toHaveAccessibleDescription(profileTexts.emailInvalid);

  // The name field stops at the limit the server keeps, as the sign-up form does.
  await typeInto(nameField, 'M'.repeat(85), 5);
  await expect(nameField).toHaveValue('M'.repeat(accountLimits.name));
  await press(save);
  await expect(emailField).toHaveAccessibleDescription(profileTexts.emailInvalid);
  await expect(nameField).toHaveAttribute('aria-invalid', 'false');
  // No toast repeats a server's answer: the message is on the field.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);

  const newName = onPhone() ? 'Meera K Phone' : 'Meera K Desk';
  const newEmail = `meera.${phone}@example.in`;
  await clearField(nameField);
  await typeInto(nameField, newName);
  await clearField(emailField);
  await typeInto(emailField, newEmail);
  await press(save);
  await expect(page.getByRole('status').filter({ hasText: profileTexts.saved })).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'false');
  await expect(nav(page).getByRole('button', { name: newName })).toBeInViewport();

  await page.reload();
  await hydrated(page);
  await expect(nameField).toHaveValue(newName);
  await expect(emailField).toHaveValue(newEmail);
  await expect(nav(page).getByRole('button', { name: newName })).toBeVisible();
  expect(errors).toEqual([]);
});

test('add, edit, make default and delete saved addresses: a missing flat says why on the field, and the book is kept', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const name = onPhone() ? 'Asha Phone' : 'Asha Desk';
  await signUp(page, name);
  await openFromMenu(page, name, 'Profile', '/profile');

  const book = page.getByRole('region', { name: 'Saved addresses' });
  await expect(book.getByText(addressTexts.empty)).toBeVisible();
  const saved = book.getByTestId('saved-address');
  const add = book.getByRole('button', { name: 'Add a new address' });

  // The first address: saving without the flat says why on the field, and focus stays in the form.
  await add.scrollIntoViewIfNeeded();
  await press(add);
  const form = book.getByRole('form', { name: 'New address' });
  const flat = form.getByLabel('Flat, house number and building');
  await expect(flat).toBeFocused();
  await expect(form.getByText('Koramangala', { exact: false })).toBeVisible();
  await press(form.getByRole('button', { name: 'Save address', exact: true }));
  await expect(flat).toHaveAccessibleDescription(addressTexts.flatMissing);
  await expect(flat).toHaveAttribute('aria-invalid', 'true');
  await typeInto(flat, 'Flat 4B, Lotus Apartments');
  await typeInto(form.getByLabel('Landmark (optional)'), 'the temple');
  await press(form.getByRole('button', { name: 'Save address', exact: true }));
  await expect(form).toHaveCount(0);
  await expect(book.getByRole('status')).toHaveText(addressTexts.saved);
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText('Home · Default');
  await expect(saved.first()).toContainText('Flat 4B, Lotus Apartments, Koramangala');
  await expect(saved.first()).toContainText('(near the temple)');
  await expect(book.getByText(addressTexts.empty)).toHaveCount(0);

  // A second one, saved as Work, then made the default: it moves to the top.
  await press(add);
  await press(form.getByRole('radio', { name: 'Work' }));
  await typeInto(form.getByLabel('Flat, house number and building'), 'Tower 2, Tech Park');
  await press(form.getByRole('button', { name: 'Save address', exact: true }));
  await expect(saved).toHaveCount(2);
  const work = saved.filter({ hasText: 'Tower 2, Tech Park' });
  await expect(work).not.toContainText('Default');
  const makeDefault = work.getByRole('button', { name: /^Make Work the default/ });
  await makeDefault.scrollIntoViewIfNeeded();
  await expectSeen(makeDefault);
  await press(makeDefault);
  await expect(saved.first()).toContainText('Work · Default');
  await expect(book.getByRole('status')).toHaveText(addressTexts.madeDefault);

  // Edit the Home address: the form opens in place with its values; Cancel leaves it as it was.
  const home = saved.filter({ hasText: 'Lotus Apartments' });
  await press(home.getByRole('button', { name: /^Edit Home/ }));
  const edit = book.getByRole('form', { name: 'Edit Home' });
  const editFlat = edit.getByLabel('Flat, house number and building');
  await expect(editFlat).toBeFocused();
  await expect(editFlat).toHaveValue('Flat 4B, Lotus Apartments');
  await clearField(editFlat);
  await typeInto(editFlat, 'Flat 5C, Lotus Apartments');
  await press(edit.getByRole('button', { name: 'Save address', exact: true }));
  await expect(edit).toHaveCount(0);
  await expect(saved.filter({ hasText: 'Flat 5C, Lotus Apartments' })).toHaveCount(1);
  // Focus goes back to the button that opened the form.
  await expect(home.getByRole('button', { name: /^Edit Home/ })).toBeFocused();

  // Deleting the default passes the role to the one left.
  await press(saved.filter({ hasText: 'Tech Park' }).getByRole('button', { name: /^Delete Work/ }));
  await press(page.getByRole('alertdialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }));
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText('Home · Default');

  // The book is the account's: it is there after a reload.
  await page.reload();
  await hydrated(page);
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText('Flat 5C, Lotus Apartments');
  await expect(page.locator('.Toastify__toast', { hasText: /\{|address:/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('sign in on a second browser and log it out from the first: the second is signed out at its next request', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const name = onPhone() ? 'Ravi Phone' : 'Ravi Desk';
  const phone = await signUp(page, name);
  const other = await secondDevice(browser, phone);
  await expect(nav(other).getByRole('button', { name })).toBeVisible();

  await openFromMenu(page, name, 'Profile', '/profile');
  const devices = page.getByTestId('device');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(devices.first()).toContainText('Signed in');
  const logOutOther = devices.filter({ hasNotText: 'This device' }).getByRole('button', { name: /^Log out / });
  // On a phone the list is below the form: the diner scrolls to it.
  await logOutOther.scrollIntoViewIfNeeded();
  await expectSeen(logOutOther);
  await press(logOutOther);
  await expect(devices).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Log out of all other devices' })).toHaveCount(0);

  // The other browser's next request finds its session gone.
  await other.goto('/profile');
  await hydrated(other);
  await expect(other.getByText('Sign in to see your profile.')).toBeVisible();
  await expect(nav(other).getByRole('button', { name: 'Sign In' })).toBeVisible();
  const cart = await other.request.get('/api/getcart?database=x');
  expect(cart.status()).toBe(401);
  // Signed out, the profile opened the sign-in drawer; signing in comes back to the profile.
  await expect(other.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await logInThroughDrawer(other, phone, '/profile');
  await expect(other.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(nav(other).getByRole('button', { name })).toBeVisible();

  // This browser is still signed in.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await other.context().close();
});

test('favourite a restaurant from its card and unfavourite it from its menu; signed out, the heart asks to sign in and comes back', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const name = onPhone() ? 'Kiran Phone' : 'Kiran Desk';
  const phone = await signUp(page, name);
  // Signed out, a heart opens the sign-in drawer and sign-in comes back to this page.
  await press(nav(page).getByRole('button', { name }));
  // Logging out loads `/`, the page already shown: wait for that load, not for the URL.
  const loggedOut = page.waitForEvent('load');
  await press(nav(page).getByRole('list', { name: 'Account' }).getByRole('button', { name: 'Logout' }));
  await loggedOut;
  await hydrated(page);
  await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  const [menuPath] = await restaurantPaths(page);
  await page.goto(menuPath!);
  await hydrated(page);
  const restaurant = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const escaped = restaurant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A heart is named by what a tap will do: "Save … to favourites", or "Remove … from favourites" once saved.
  const heartName = new RegExp(`^(Save ${escaped} to|Remove ${escaped} from) favourites$`);
  const menuHeart = page.getByRole('button', { name: heartName });
  await expect(menuHeart).toHaveAttribute('aria-pressed', 'false');
  await press(menuHeart);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await logInThroughDrawer(page, phone, new URL(page.url()).pathname);
  await expect(nav(page).getByRole('button', { name })).toBeVisible();

  // Favourite it from its card on the home listing.
  await page.goto('/');
  await hydrated(page);
  const cardHeart = page.getByRole('list', { name: 'Restaurants' }).getByRole('button', { name: heartName });
  await cardHeart.scrollIntoViewIfNeeded();
  await expectSeen(cardHeart);
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await expect(cardHeart).toHaveAccessibleName(`Save ${restaurant} to favourites`);
  await press(cardHeart);
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(cardHeart).toHaveAccessibleName(`Remove ${restaurant} from favourites`);

  await openFromMenu(page, name, 'Favourites', '/favourites');
  const saved = page.getByRole('list', { name: 'Your favourite restaurants' });
  await expect(saved.getByText(restaurant, { exact: true })).toBeVisible();
  await expect(saved.getByTestId('restaurant-card')).toHaveCount(1);
  await expect(saved.getByText(/\d+-\d+ mins/)).toBeVisible();

  // Search results carry the heart too, pressed for a saved restaurant.
  await page.goto(`/search?query=${encodeURIComponent(restaurant)}&view=single`);
  await hydrated(page);
  const resultHeart = page
    .getByRole('tabpanel', { name: 'Restaurants' })
    .getByRole('button', { name: heartName })
    .first();
  await expect(resultHeart).toHaveAttribute('aria-pressed', 'true');

  // The heart is right in the HTML the server sends: no flash before hydration.
  const html = await (await page.request.get(menuPath!)).text();
  expect(html).toMatch(new RegExp(`aria-pressed="true"[^>]*aria-label="Remove ${escaped} from favourites"`));

  await page.goto(menuPath!);
  await hydrated(page);
  await expect(menuHeart).toHaveAttribute('aria-pressed', 'true');
  await press(menuHeart);
  await expect(menuHeart).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/favourites');
  await hydrated(page);
  await expect(page.getByText('You have not saved any restaurants yet.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('"One" says the membership is coming soon, and opens its page', async ({ page }) => {
  await page.goto('/');
  const name = 'Tara One';
  await signUp(page, name, freshPhone());
  await openFromMenu(page, name, 'One Coming soon', '/thalify-one');
  await expect(page.getByRole('heading', { level: 1, name: 'Thalify One' })).toBeVisible();
});
