// The header and the sign-in drawer as a diner meets them on a phone (and on a desktop): toasts
// below the header, a drawer that says why it opened and where the code went, names that fit,
// an account menu that works from the keyboard, and fields that stop below the header.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addButtons,
  badge,
  clearField,
  expectSeen,
  finishSignIn,
  freshPhone,
  hydrated,
  latestCode,
  nav,
  press,
  restaurantPaths,
  saveAddress,
  signUp,
  typeInto,
} from './helpers';

test.beforeEach(async ({ context, page }) => {
  // A sign-up typed key by key takes a person-like while.
  test.setTimeout(90_000);
  await saveAddress(context, page);
});

/** The bottom edge of the sticky header, in viewport pixels. */
async function headerBottom(page: Page): Promise<number> {
  const box = await page.locator('header.site-header').boundingBox();
  return box!.y + box!.height;
}

/** When the latest code to a +91 number was sent (test outbox). */
async function sentAt(page: Page, phone10: string): Promise<string> {
  const response = await page.request.get(`/v1/test/outbox?phone=${encodeURIComponent(`+91${phone10}`)}`);
  return ((await response.json()) as { sentAt: string }).sentAt;
}

/**
 * Where a focus ring is drawn across the glyphs of `text`: the outline band of the focused element
 * or of any box round it. Null when no ring crosses them.
 */
function ringAcross(text: Locator): Promise<string | null> {
  return text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const glyphs = range.getBoundingClientRect();
    for (let box = document.activeElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      const width = Number.parseFloat(style.outlineWidth) || 0;
      if (style.outlineStyle === 'none' || width === 0) continue;
      const offset = Number.parseFloat(style.outlineOffset) || 0;
      const r = box.getBoundingClientRect();
      const outer = {
        left: r.left - offset - width,
        right: r.right + offset + width,
        top: r.top - offset - width,
        bottom: r.bottom + offset + width,
      };
      const inner = { left: r.left - offset, right: r.right + offset, top: r.top - offset, bottom: r.bottom + offset };
      const meetsOuter =
        glyphs.right > outer.left &&
        glyphs.left < outer.right &&
        glyphs.bottom > outer.top &&
        glyphs.top < outer.bottom;
      const insideInner =
        glyphs.left >= inner.left &&
        glyphs.right <= inner.right &&
        glyphs.top >= inner.top &&
        glyphs.bottom <= inner.bottom;
      if (meetsOuter && !insideInner)
        return `the ${style.outlineWidth} ring of <${box.tagName.toLowerCase()} class="${box.className}"> (from x ${outer.left.toFixed(1)}) crosses "${element.textContent}" (x ${glyphs.left.toFixed(1)} to ${glyphs.right.toFixed(1)})`;
    }
    return null;
  });
}

test('a toast shows below the header: the cart badge stays in sight while it shows', async ({ page }) => {
  const [menu] = await restaurantPaths(page);
  await page.goto(menu!);
  await signUp(page, 'Meera Toast');
  await press(addButtons(page).first());
  const toast = page.getByText('successfully added to cart!');
  await expect(toast).toBeVisible();
  const toastTop = (await toast.boundingBox())!.y;
  expect(toastTop, 'the toast starts below the header').toBeGreaterThanOrEqual(await headerBottom(page));
  await expect(badge(page)).toHaveText('1');
  await expectSeen(badge(page));
  // The badge was seen while the toast showed, not after it left.
  await expect(toast).toBeVisible({ timeout: 500 });
});

test('ADD or a heart while signed out opens the drawer saying why, the nav’s Sign In says nothing more, and +91 stays clear of the focus ring', async ({
  page,
}) => {
  const [menu] = await restaurantPaths(page);
  await page.goto(menu!);
  await hydrated(page);
  const add = addButtons(page).first();
  await press(add);
  const drawer = page.getByRole('dialog', { name: 'Login' });
  await expectSeen(drawer.getByText('Log in to add items to your cart'));
  await expect(drawer).toHaveAccessibleDescription('Log in to add items to your cart');

  const phoneField = drawer.getByLabel('Phone number');
  await press(phoneField);
  await expect(phoneField).toBeFocused();
  const prefix = drawer.getByText('+91', { exact: true });
  await expectSeen(prefix);
  expect(await ringAcross(prefix), 'no focus ring is drawn across the +91').toBeNull();
  await press(drawer.getByRole('button', { name: 'Close' }));
  await expect(drawer).toBeHidden();

  await press(page.getByRole('button', { name: /^Save .+ to favourites$/ }).first());
  await expectSeen(drawer.getByText('Log in to save your favourite restaurants'));
  await expect(drawer).toHaveAccessibleDescription('Log in to save your favourite restaurants');
  await press(drawer.getByRole('button', { name: 'Close' }));
  await expect(drawer).toBeHidden();

  await press(nav(page).getByRole('button', { name: 'Sign In' }));
  await expect(drawer.getByLabel('Phone number')).toBeVisible();
  await expect(drawer.getByText(/^Log in to /)).toHaveCount(0);
  await expect(drawer).toHaveAccessibleDescription('');
});

test('the OTP step names the number, Change number goes back with it kept, and Resend OTP waits 30 s, then sends a code that signs in', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const phone = freshPhone();
  const name = 'Nila Resend';
  await page.goto('/');
  await hydrated(page);
  await press(nav(page).getByRole('button', { name: 'Sign In' }));
  const drawer = page.getByRole('dialog');
  await press(drawer.getByRole('button', { name: 'create an account' }));
  await typeInto(drawer.getByLabel('Phone number'), phone);
  await typeInto(drawer.getByLabel('Name'), name);
  await typeInto(drawer.getByLabel('Email'), 'nila@example.in');
  await press(drawer.getByRole('button', { name: 'Continue' }));
  await expect(drawer.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: 30_000 });
  await expectSeen(drawer.getByText("We've sent an OTP to your phone number."));
  const shown = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
  await expectSeen(drawer.getByText(shown, { exact: true }));

  // A wrong number: back to it as typed, the rest of the form kept.
  await press(drawer.getByRole('button', { name: 'Change number' }));
  const phoneField = drawer.getByLabel('Phone number');
  await expect(phoneField).toHaveValue(phone);
  await expect(phoneField).toBeFocused();
  await expect(drawer.getByLabel('Name')).toHaveValue(name);
  await press(drawer.getByRole('button', { name: 'Continue' }));
  await expectSeen(drawer.getByText(shown, { exact: true }));
  const firstSent = await sentAt(page, phone);

  // Resend waits out its 30 s, counting down, then sends another code.
  const resend = drawer.getByRole('button', { name: /^Resend OTP/ });
  await expectSeen(resend);
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/^Resend OTP in (30|[12]\d|\d) s$/);
  await expect(resend).toBeEnabled({ timeout: 35_000 });
  await expect(resend).toHaveText('Resend OTP');
  await press(resend);
  await expect(resend).toBeDisabled();
  await expect.poll(() => sentAt(page, phone), { message: 'a new code was sent' }).not.toBe(firstSent);
  await typeInto(drawer.getByLabel('One-time password'), await latestCode(page, phone));
  await finishSignIn(page, drawer.getByRole('button', { name: 'Verify and sign up' }), name);
});

test('a long name with an emoji keeps the person icon whole and ends in an ellipsis, and the server draws it with the first paint', async ({
  browser,
  context,
  page,
}) => {
  const name = 'Ravi 😀 Venkatalakshmi Subramanian';
  await page.goto('/');
  await signUp(page, name);
  const account = nav(page).getByRole('button', { name });
  await expect(account).toHaveAccessibleName(name);
  const icon = (await account.locator('svg').boundingBox())!;
  expect.soft(icon.width, 'the person icon keeps its 20 px').toBeGreaterThanOrEqual(19.5);
  expect.soft(icon.height, 'the person icon keeps its 20 px').toBeGreaterThanOrEqual(19.5);
  const cut = await account
    .getByText(name)
    .evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth, ending: getComputedStyle(el).textOverflow }));
  expect.soft(cut, 'the name is cut with an ellipsis').toEqual({ cut: true, ending: 'ellipsis' });
  await expectSeen(nav(page).getByRole('link', { name: 'Cart' }));

  // Right after paying the diner lands on an order page: the name is in the HTML the server sends,
  // so it shows before any script runs.
  const firstPaint = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
    viewport: page.viewportSize(),
  });
  const still = await firstPaint.newPage();
  await still.goto('/orders');
  await expect(nav(still).getByRole('button', { name })).toBeVisible();
  await firstPaint.close();
  // Pages the server answers again to other diners never carry one diner's name.
  expect(await (await page.request.get('/')).text()).not.toContain('Venkatalakshmi');
});

test('the account menu is a disclosure: Enter opens it, Tab walks its entries, Escape closes it and gives focus back; entries line up and One says it is not here yet', async ({
  page,
}) => {
  const name = 'Kavya Keys';
  await page.goto('/');
  await signUp(page, name);
  const account = nav(page).getByRole('button', { name });

  // Tapped open (a phone) or clicked: every entry starts at the same left edge, and One is honest.
  await press(account);
  const entries = nav(page).locator('li li');
  await expect(entries).toHaveCount(5);
  const lefts = await entries.evaluateAll((items) =>
    items.map((item) => {
      const range = document.createRange();
      range.selectNodeContents(item.querySelector('a, button')!.firstChild!);
      return Math.round(range.getBoundingClientRect().left);
    }),
  );
  expect.soft(new Set(lefts).size, `entries' text starts at one left edge (${lefts.join(', ')})`).toBe(1);
  await expect.soft(entries.nth(2), 'One says it is not here yet').toContainText('Coming soon');
  await press(account);
  await expect(entries.first()).toBeHidden();

  // From the keyboard: a button that shows a list of links, no menu role to promise arrow keys.
  await nav(page).getByRole('link', { name: 'Help' }).focus();
  await page.keyboard.press('Tab');
  await expect(account).toBeFocused();
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(account).not.toHaveAttribute('aria-haspopup');
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const list = nav(page).getByRole('list', { name: 'Account' });
  for (const entry of [/^Profile$/, /^Orders/, /^One/, /^Favourites$/]) {
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: entry })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(list.getByRole('button', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(account).toBeFocused();
  await page.keyboard.press('Space');
  await expect(list.getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(list).toBeHidden();
});

test('after a failed save the field with the error takes focus below the header, its label in sight', async ({
  page,
}) => {
  await page.goto('/');
  await signUp(page, 'Dev Focus');
  await page.goto('/profile');
  await hydrated(page);
  const field = page.getByLabel('Name', { exact: true });
  await clearField(field);
  // The diner scrolls down to Save, leaving the name field above the screen, and taps it.
  await page.mouse.wheel(0, 400);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expectSeen(save);
  await press(save);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  const bar = await headerBottom(page);
  const label = page.locator('label[for="profile-name"]');
  await expect
    .poll(async () => (await label.boundingBox())!.y, 'the label starts below the header')
    .toBeGreaterThanOrEqual(bar);
  expect((await field.boundingBox())!.y).toBeGreaterThanOrEqual(bar);
  await expectSeen(field);
  await expect(page.getByText('Please enter your name')).toBeInViewport();
});
