import { expect, test } from '@playwright/test';
import { clearField, hydrated, koramangala, saveAddress, typeInto } from './helpers';

test.describe('location landing screen', () => {
  test('rotates the heading every 4 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/locate');
    await hydrated(page);
    const heading = page.getByTestId('rotating-heading');
    await expect(heading).toHaveText('Movie marathon?');
    await page.clock.runFor(4000);
    await expect(heading).toHaveText('Unexpected guests?');
    await page.clock.runFor(4000);
    await expect(heading).toHaveText('Late night at office?');
    await page.clock.runFor(12000);
    await expect(heading).toHaveText('Movie marathon?');
  });

  test('shows the spec texts, limits the text to 30 characters', async ({ page }) => {
    await page.goto('/locate');
    await hydrated(page);
    const input = page.getByPlaceholder('Enter your delivery location');
    await expect(input).toHaveAttribute('maxlength', '30');
    await typeInto(input, 'a'.repeat(40), 5);
    await expect(input).toHaveValue('a'.repeat(30));
    await expect(page.getByRole('button', { name: 'Locate Me' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'FIND FOOD' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
    for (const city of [
      'Ahmedabad',
      'Bangalore',
      'Chennai',
      'Delhi',
      'Gurgaon',
      'Hyderabad',
      'Kolkata',
      'Mumbai',
      'Pune',
    ])
      await expect(page.getByRole('button', { name: city, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '& more.' })).toBeVisible();
    for (const text of ['No Minimum Order', 'Live Order Tracking', 'Lightning-Fast Delivery'])
      await expect(page.getByRole('heading', { name: text })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'WE DELIVER TO', exact: true })).toBeVisible();
    await expect(page.locator('#we-deliver-to').getByRole('link', { name: 'Port Blair' })).toHaveAttribute(
      'href',
      '/city/port-blair',
    );
  });

  test('typing a locality and choosing it lands on / with the address in the nav bar', async ({ page }) => {
    await page.goto('/locate');
    await hydrated(page);
    await typeInto(page.getByPlaceholder('Enter your delivery location'), 'koramangla');
    const choice = page.getByRole('button', { name: /Koramangala/ }).first();
    await expect(choice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear' })).toBeVisible();
    await choice.click();
    await page.waitForURL((url) => url.pathname === '/');
    const address = page.locator('.address-button');
    await expect(address.locator('b')).toHaveText('Koramangala');
    await expect(address).toContainText('Bengaluru, Karnataka, India');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('user_address')!));
    expect(saved.formatted_address).toBe('Koramangala, Bengaluru, Karnataka, India');
  });

  test('Clear empties the text and the suggestions', async ({ page }) => {
    await page.goto('/locate');
    await hydrated(page);
    await typeInto(page.getByPlaceholder('Enter your delivery location'), 'andheri');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByPlaceholder('Enter your delivery location')).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Location suggestions' })).toHaveCount(0);
  });

  test('a popular city works', async ({ page }) => {
    await page.goto('/locate');
    await hydrated(page);
    await page.getByRole('button', { name: 'Pune', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('.address-button b')).toHaveText('Pune');
  });

  test('GPS lands on /', async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: { latitude: 12.9352, longitude: 77.6245 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto('/locate');
    await hydrated(page);
    await page.getByRole('button', { name: 'Locate Me' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('.address-button b')).toHaveText('Koramangala');
    await context.close();
  });

  test('blocked GPS shows the banner', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_ok, fail) =>
        fail?.({
          code: 1,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
          message: 'denied',
        } as GeolocationPositionError);
    });
    await page.goto('/locate');
    await hydrated(page);
    await page.getByRole('button', { name: 'Locate Me' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You have blocked Thalify from tracking your location. To use this, change your location settings in browser.',
    );
    await context.close();
  });
});

test.describe('the guard', () => {
  test('a visitor without an address is sent to /locate, before any HTML', async ({ request, page }) => {
    for (const path of ['/', '/search', '/cart', '/collections/1']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toBe('/locate');
    }
    await page.goto('/');
    await expect(page).toHaveURL(/\/locate$/);
  });

  test('a cleared storage is caught on the client', async ({ context, page }) => {
    await context.addCookies([
      { name: 'user_address', value: encodeURIComponent(JSON.stringify(koramangala)), url: 'http://127.0.0.1:4329' },
    ]);
    await page.goto('/cart');
    await page.waitForURL(/\/locate$/);
  });

  test('/locate sends a visitor with an address to /', async ({ context, page }) => {
    await saveAddress(context, page);
    await page.goto('/locate');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('SEO pages never redirect', async ({ page }) => {
    const response = await page.goto('/city/pune');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page).toHaveURL(/\/city\/pune$/);
    await expect(page.getByRole('link', { name: 'Set delivery location' }).first()).toBeVisible();
  });
});

test.describe('location panel', () => {
  test('Cancel, No results and Using GPS states', async ({ context, page }) => {
    await saveAddress(context, page);
    await page.goto('/cart');
    await hydrated(page);
    await page.locator('.address-button').click();
    const panel = page.getByRole('dialog', { name: 'Change delivery location' });
    await expect(panel.getByText('Get current location')).toBeVisible();
    await expect(panel.getByText('Using GPS')).toBeVisible();
    const input = panel.getByPlaceholder('Search for area, street name...');
    await typeInto(input, 'zzqqxxyy');
    await expect(panel.getByText('No results', { exact: true })).toBeVisible();
    await expect(panel.getByText('Are you sure you entered the right location?')).toBeVisible();
    await clearField(input);
    await typeInto(input, 'salt lake');
    await expect(panel.getByRole('button', { name: /Salt Lake/ }).first()).toBeVisible();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(input).toHaveValue('');
    await expect(panel.getByText('Using GPS')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });

  test('choosing a place from the panel changes the address and loads the same page again', async ({
    context,
    page,
  }) => {
    await saveAddress(context, page);
    await page.goto('/cart');
    await hydrated(page);
    await page.locator('.address-button').click();
    await typeInto(page.getByPlaceholder('Search for area, street name...'), 'banjara');
    const loaded = page.waitForEvent('load');
    await page
      .getByRole('button', { name: /Banjara Hills/ })
      .first()
      .click();
    await loaded;
    expect(new URL(page.url()).pathname).toBe('/cart');
    await expect(page.locator('.address-button b')).toHaveText('Banjara Hills');
  });
});
