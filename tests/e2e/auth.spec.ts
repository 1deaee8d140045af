import { expect, test } from '@playwright/test';
import { freshPhone, hydrated, latestCode, saveAddress, signUp, typeInto } from './helpers';

test.beforeEach(async ({ context, page }) => {
  // Typed key by key, a whole sign-up and log-in takes a person-like while.
  test.setTimeout(90_000);
  await saveAddress(context, page);
});

test('sign up, see the name, log out, log in again', async ({ page }) => {
  await page.goto('/cart');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const drawer = page.getByRole('dialog', { name: 'Login' });
  await expect(drawer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  await expect(drawer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await drawer.getByRole('button', { name: 'create an account' }).click();
  const signup = page.getByRole('dialog', { name: 'Sign up' });
  await expect(signup.getByLabel('Referral Code')).toHaveCount(0);
  await signup.getByRole('button', { name: 'Have a referral code?' }).click();
  await expect(signup.getByLabel('Referral Code')).toBeVisible();
  await expect(signup.getByRole('button', { name: 'login to your account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const phone = await signUp(page, 'Asha Rao');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user_data')!));
  expect(stored).toMatchObject({ success: true, phone: `+91${phone}`, name: 'Asha Rao' });
  expect(stored.userId).toBeTruthy();
  expect(stored.database).toBeTruthy();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Asha Rao' }).hover();
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Account' });
  for (const item of ['Profile', 'Orders', 'One', 'Favourites'])
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_data'))).toBeNull();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await typeInto(login.getByLabel('Phone number'), phone);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByText("We've sent an OTP to your phone number.")).toBeVisible({ timeout: 30_000 });
  await typeInto(login.getByLabel('One-time password'), await latestCode(page, phone));
  await login.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Asha Rao' })).toBeVisible();
});

test('a wrong code shows an error toast', async ({ page }) => {
  const phone = await (async () => {
    await page.goto('/cart');
    return signUp(page, 'Vikram Shah');
  })();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Vikram Shah' }).hover();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await typeInto(login.getByLabel('Phone number'), phone);
  await login.getByRole('button', { name: 'Login' }).click();
  const code = await latestCode(page, phone);
  await typeInto(login.getByLabel('One-time password'), code === '000000' ? '111111' : '000000');
  await login.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.locator('.Toastify__toast--error')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(login).toBeVisible();
});

test('logging in with an unknown phone says to sign up', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/cart');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByText('Enter OTP')).toHaveCount(0);
  await typeInto(login.getByLabel('Phone number'), phone);
  await login.getByRole('button', { name: 'Login' }).click();
  await typeInto(login.getByLabel('One-time password'), await latestCode(page, phone));
  await login.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.locator('.Toastify__toast--error')).toContainText(
    'No account found for this phone number. Please sign up.',
  );
});

test('clicking outside the drawer closes it', async ({ page }) => {
  await page.goto('/cart');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.getByTestId('drawer-backdrop').click({ position: { x: 20, y: 300 } });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('with reduced motion the drawer leaves at once: the page behind is not held inert for the slide', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/cart');
  await hydrated(page);
  const signIn = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' });
  await signIn.click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  // The page's clock stands still from here: only what needs no wait may happen.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.keyboard.press('Escape');
  await page.clock.runFor(50);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.resume();
  await expect(signIn).toBeFocused();
  await signIn.click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});
