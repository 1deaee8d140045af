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
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
