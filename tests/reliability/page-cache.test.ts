// Pages held for visitors without a session: the same bytes only for the same URL and saved
// address, never for a request with a session cookie, and a signed-in diner's own page always
// rendered for them (their name's menu, their hearts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, diner, restaurantWithDishes, start, type Diner, type Server } from './harness';

let server: Server;
let signedIn: Diner;
let restaurantId: string;
beforeAll(async () => {
  server = await start();
  signedIn = await diner(server, 'Asha Rao');
  ({ restaurantId } = await restaurantWithDishes(server, 1));
}, 120_000);
afterAll(() => server?.stop());

const place = (name: string, lat: number, lng: number) =>
  `user_address=${encodeURIComponent(JSON.stringify({ formatted_address: `${name}, Bengaluru, Karnataka, India`, geometry: { location: { lat, lng } } }))}`;
const koramangala = place('Koramangala', 12.92614, 77.62211);
const indiranagar = place('Indiranagar', 12.97194, 77.64115);

async function page(path: string, cookie: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${server.origin}${path}`, {
    headers: { cookie, 'accept-encoding': 'br' },
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

async function pageCacheStats(): Promise<{ hits: number; stored: number }> {
  const { body } = await call(server, '/api/health');
  return (body as { pageCache: { hits: number; stored: number } }).pageCache;
}

/** Waits until the page cache has held `count` pages (it compresses off the event loop). */
async function heldAtLeast(count: number): Promise<void> {
  for (let i = 0; i < 100 && (await pageCacheStats()).stored < count; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('pages held for visitors without a session', () => {
  it('answers a visitor the same home page again from the cache, and another address its own', async () => {
    const before = await pageCacheStats();
    const first = await page('/', koramangala);
    expect(first.status).toBe(200);
    expect(first.html).toContain('Koramangala');
    await heldAtLeast(before.stored + 1);
    const again = await page('/', koramangala);
    expect(again.html).toBe(first.html);
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(again.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    expect(again.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await pageCacheStats()).hits).toBe(before.hits + 1);

    const elsewhere = await page('/', indiranagar);
    expect(elsewhere.html).toContain('Indiranagar');
    expect(elsewhere.html).not.toContain('Koramangala, Bengaluru');
    const held = await pageCacheStats();
    await page('/?sortBy=rating', koramangala);
    expect((await pageCacheStats()).hits).toBe(held.hits);
  });

  it('renders a signed-in diner their own page, with their hearts, and never holds it for others', async () => {
    const cookie = `${koramangala}; ${signedIn.cookie}`;
    expect((await call(server, '/api/addFavourite', { cookie, body: { restaurantId } })).status).toBe(200);
    const before = await pageCacheStats();
    const own = await page('/', cookie);
    expect(own.html).toContain('signedOut&quot;:[0,false]');
    expect(own.html).toContain(`&quot;favourites&quot;:[1,[[0,&quot;${restaurantId}&quot;]]]`);
    const visitor = await page('/', koramangala);
    expect(visitor.html).toContain('signedOut&quot;:[0,true]');
    expect(visitor.html).not.toContain(`[0,&quot;${restaurantId}&quot;]]]`);
    const after = await pageCacheStats();
    expect(after.hits).toBe(before.hits + 1);
    expect(after.stored).toBe(before.stored);
  });

  it('renders a request with a forged or ended session cookie instead of answering from the cache', async () => {
    const before = await pageCacheStats();
    const forged = await page('/', `${koramangala}; thalify_session=${'A'.repeat(43)}`);
    expect(forged.status).toBe(200);
    expect((await pageCacheStats()).hits).toBe(before.hits);
  });

  it("cannot be made to hold one address's page under another's key", async () => {
    const before = await pageCacheStats();
    const twice = await page('/?from=poisoning', `${indiranagar}; ${koramangala}`);
    expect(twice.status).toBe(200);
    const reversed = await page('/?from=poisoning', `${koramangala}; ${indiranagar}`);
    expect(reversed.status).toBe(200);
    expect((await pageCacheStats()).stored).toBe(before.stored);
    const visitor = await page('/?from=poisoning', koramangala);
    expect(visitor.html).toContain('Koramangala, Bengaluru');
    expect(visitor.html).not.toContain('Indiranagar, Bengaluru');
  });

  it('holds a restaurant page per saved address, and one for visitors without an address', async () => {
    const path = `/restaurants/${restaurantId}`;
    const before = await pageCacheStats();
    const bare = await page(path, '');
    const near = await page(path, koramangala);
    expect(bare.status).toBe(200);
    expect(near.status).toBe(200);
    expect(bare.html).toContain('Set delivery location');
    expect(near.html).not.toContain('Set delivery location');
    await heldAtLeast(before.stored + 2);
    expect((await page(path, koramangala)).html).toBe(near.html);
    expect((await page(path, '')).html).toBe(bare.html);
    expect((await pageCacheStats()).hits).toBe(before.hits + 2);
  });
});
