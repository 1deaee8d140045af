import { expect, type BrowserContext, type Page } from '@playwright/test';

/** A saved address in Koramangala, Bengaluru. */
export const koramangala = {
  formatted_address: 'Koramangala, Bengaluru, Karnataka, India',
  geometry: { location: { lat: 12.92614, lng: 77.62211 } },
  city: 'bangalore',
};

/** A saved address far from every city (the Arabian Sea). */
export const farAway = {
  formatted_address: '513 km from Porbandar, Gujarat, India',
  geometry: { location: { lat: 20, lng: 65 } },
  city: null,
};

/** Saves an address as the storefront does: localStorage and its cookie mirror. */
export async function saveAddress(context: BrowserContext, page: Page, address: object = koramangala): Promise<void> {
  const text = JSON.stringify(address);
  await context.addCookies([{ name: 'user_address', value: encodeURIComponent(text), url: test_origin() }]);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('address-saved')) {
      localStorage.setItem('user_address', value);
      sessionStorage.setItem('address-saved', '1');
    }
  }, text);
}

function test_origin(): string {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT) || 4329}`;
}

/** Waits until every island on the page has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  // Islands on client:stored hydrate only when storage holds their key; they do not count here.
  await expect(page.locator('astro-island[ssr]:not([client="stored"])')).toHaveCount(0);
}

/** A fresh Indian mobile number (10 digits starting 9), unique per call. */
export function freshPhone(): string {
  return `9${String(Date.now() % 1e6).padStart(6, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** The latest OTP the embedded identity service sent to a +91 number (test outbox). */
export async function latestCode(page: Page, phone10: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await page.request.get(`/v1/test/outbox?phone=${encodeURIComponent(`+91${phone10}`)}`);
    expect(response.status()).toBe(200);
    code = ((await response.json()) as { code: string }).code;
  }).toPass({ timeout: 10_000 });
  return code;
}

/** Signs up through the sign-in drawer and waits for the full redirect to `/`. */
export async function signUp(page: Page, name: string, phone10: string = freshPhone()): Promise<string> {
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'create an account' }).click();
  await drawer.getByLabel('Phone number').fill(phone10);
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Email').fill(`${name.toLowerCase().replace(/\W/g, '')}@example.in`);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  // The first code request of a fresh server opens its database: allow it time.
  await expect(drawer.getByRole('heading', { name: 'Enter OTP' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('otp sent successfully!')).toBeVisible();
  await drawer.getByLabel('One-time password').fill(await latestCode(page, phone10));
  await drawer.getByRole('button', { name: 'Verify and sign up' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name })).toBeVisible();
  return phone10;
}
