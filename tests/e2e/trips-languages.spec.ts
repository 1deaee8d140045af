/**
 * The storefront in another language, as a diner on a phone uses it: in Hindi, the area typed in
 * Devanagari, the listing, a dish searched in Devanagari, signing up, ordering and following the
 * order, with no English on any screen outside the terms kept on purpose; and the first screens
 * of the other five languages.
 */
import { expect, test } from '@playwright/test';
import { freshPhone, hydrated, latestCode, onPhone, press, typeInto, watchErrors } from './helpers';
import { expectNoEnglish, type Language, say } from './languages';

test.beforeEach(() => {
  test.skip(!onPhone(), 'a journey of the phone');
});

test('in Hindi: the area in Devanagari, browse, a dish searched in Devanagari, sign up, order and follow it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await page.goto('/hi/locate');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expectNoEnglish(page, '/hi/locate');
  const where = page.getByPlaceholder(say('hi', 'location', 'enterLocation'));
  await typeInto(where, 'कोरमंगला');
  const choice = page.getByRole('button', { name: /Koramangala/ }).first();
  await expect(choice).toBeVisible({ timeout: 30_000 });
  await press(choice);
  await page.waitForURL((url) => url.pathname === '/hi');
  await hydrated(page);
  await expect(page.getByTestId('restaurant-card').first()).toBeVisible();
  await expectNoEnglish(page, 'the Hindi listing');

  // A dish typed in Devanagari finds the dish written in English.
  await page.goto('/hi/search');
  await hydrated(page);
  const search = page.getByPlaceholder(say('hi', 'search', 'placeholder'));
  await typeInto(search, 'बिरयानी');
  await expect(page.getByText(/biryani/i).first()).toBeVisible({ timeout: 15_000 });
  await expectNoEnglish(page, 'the Hindi search');

  // A menu, and signing up from its ADD.
  const card = page.getByTestId('restaurant-card').first();
  await page.goto('/hi');
  await hydrated(page);
  await press(card);
  await page.waitForURL(/\/hi\/restaurants\//);
  await hydrated(page);
  await expectNoEnglish(page, 'a Hindi menu');
  const phone = freshPhone();
  await press(page.locator('.site-header').getByRole('button', { name: say('hi', 'auth', 'signIn') }));
  const drawer = page.getByRole('dialog');
  await press(drawer.getByRole('button', { name: say('hi', 'auth', 'toSignUp') }));
  await typeInto(drawer.getByLabel(say('hi', 'auth', 'phone')), phone);
  await typeInto(drawer.getByLabel(say('hi', 'auth', 'name'), { exact: true }), 'Asha');
  await typeInto(drawer.getByLabel(say('hi', 'auth', 'email')), 'asha@example.in');
  await expectNoEnglish(page, 'the Hindi sign-up drawer');
  await press(drawer.getByRole('button', { name: say('hi', 'auth', 'continue') }));
  const codeField = drawer.getByLabel(say('hi', 'auth', 'otpLabel'));
  await expect(codeField).toBeFocused({ timeout: 30_000 });
  await typeInto(codeField, await latestCode(page, phone));
  const loaded = page.waitForEvent('load');
  await press(drawer.getByRole('button', { name: say('hi', 'auth', 'verifySignUp') }));
  await loaded;
  await hydrated(page);
  await expect(page.locator('.site-header').getByRole('button', { name: 'Asha' })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/hi\/restaurants\//);

  // An ADD that adds at once (not a dish with choices, which opens its sheet).
  const add = page
    .locator('main')
    .getByRole('button', { name: / जोड़ें$/ })
    .and(page.locator(':not([aria-haspopup])'))
    .first();
  await add.scrollIntoViewIfNeeded();
  await press(add);
  await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 15_000 });

  // The cart, checkout with a first address, cash on delivery, and the order page.
  await page.goto('/hi/cart');
  await hydrated(page);
  await expectNoEnglish(page, 'the Hindi cart');
  await press(page.getByRole('link', { name: say('hi', 'cart', 'proceed') }));
  await page.waitForURL((url) => url.pathname === '/hi/checkout');
  await hydrated(page);
  const form = page.getByRole('form', { name: say('hi', 'addresses', 'newAddress') });
  await typeInto(form.getByLabel(say('hi', 'addresses', 'flatLabel')), 'फ़्लैट 12, शांति निवास');
  await press(form.getByRole('button', { name: say('hi', 'addresses', 'saveAddress') }));
  const cod = page.getByRole('radio', { name: new RegExp(`^${say('hi', 'orders.words', 'cod')}`) });
  await expect(cod).toBeVisible();
  await expectNoEnglish(page, 'the Hindi checkout');
  await cod.scrollIntoViewIfNeeded();
  await press(cod);
  const place = page.getByRole('button', { name: new RegExp(`^${say('hi', 'orders.checkout', 'placeOrder')}`) });
  await place.scrollIntoViewIfNeeded();
  await press(place);
  await page.waitForURL((url) => url.pathname.startsWith('/hi/orders/'));
  await hydrated(page);
  await expect(page.getByText(say('hi', 'orders.words', 'placed')).first()).toBeVisible();
  await expectNoEnglish(page, 'the Hindi order page');
  expect(errors).toEqual([]);
});

for (const language of ['ta', 'te', 'kn', 'bn', 'mr'] as Language[]) {
  test(`in ${language}: /locate, choosing the area and the listing speak the language`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${language}/locate`);
    await hydrated(page);
    await expectNoEnglish(page, `/${language}/locate`);
    await typeInto(page.getByPlaceholder(say(language, 'location', 'enterLocation')), 'Koramangala');
    const choice = page.getByRole('button', { name: /Koramangala/ }).first();
    await expect(choice).toBeVisible({ timeout: 30_000 });
    await press(choice);
    await page.waitForURL((url) => url.pathname === `/${language}`);
    await hydrated(page);
    await expect(page.getByTestId('restaurant-card').first()).toBeVisible();
    await expectNoEnglish(page, `the ${language} listing`);
  });
}
