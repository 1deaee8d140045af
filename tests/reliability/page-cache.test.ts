// Pages held and answered again: the same bytes only for the same URL and saved address; for a
// visitor without a session, or for signed-in diners whose hearts on the page agree; never for a
// forged or ended session cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, diner, restaurantWithDishes, start, type Diner, type Server } from './harness';

let server: Server;
let signedIn: Diner;
let other: Diner;
let restaurantId: string;
let otherRestaurantId: string;
/** The restaurant's page at its one URL (any other form of it answers 301 there, and is never held). */
let restaurantPage: string;
beforeAll(async () => {
  server = await start();
  signedIn = await diner(server, 'Asha Rao');
  other = await diner(server, 'Ravi Kumar');
  ({ restaurantId, otherRestaurantId } = await restaurantWithDishes(server, 1));
  const moved = await fetch(`${server.origin}/restaurants/${restaurantId}`, { redirect: 'manual' });
  expect(moved.status).toBe(301);
  restaurantPage = moved.headers.get('location') ?? '';
  expect(restaurantPage).toMatch(new RegExp(`^/restaurants/[a-z0-9-]+-${restaurantId}$`));
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
  const html = await response.text();
  await compressed();
  return { status: response.status, html, headers: response.headers };
}

interface CacheStats {
  hits: number;
  dinerHits: number;
  filled: number;
  stored: number;
  templates: number;
  passedOver: number;
  compressing: boolean;
}

async function pageCacheStats(): Promise<CacheStats> {
  const { body } = await call(server, '/api/health');
  return (body as { pageCache: CacheStats }).pageCache;
}

/**
 * Waits until no page is being compressed. The cache compresses one page at a time, off the event
 * loop, and does not hold a page rendered meanwhile; each request waits for the last to be held.
 */
async function compressed(): Promise<void> {
  for (let i = 0; i < 100 && (await pageCacheStats()).compressing; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The headers of a page answered from the cache: its own encoding and vary, and the page's rules. */
function expectHeldHeaders(headers: Headers): void {
  expect(headers.get('content-encoding')).toBe('br');
  expect(headers.get('vary')).toBe('Cookie, Accept-Encoding');
  expect(headers.get('cache-control')).toBe('private, no-cache');
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

describe('pages held for visitors without a session', () => {
  it('answers a visitor the same home page again from the cache, and another address its own', async () => {
    const before = await pageCacheStats();
    const first = await page('/', koramangala);
    expect(first.status).toBe(200);
    expect(first.html).toContain('Koramangala');
    const again = await page('/', koramangala);
    expect(again.html).toBe(first.html);
    expectHeldHeaders(again.headers);
    expect((await pageCacheStats()).hits).toBe(before.hits + 1);

    const elsewhere = await page('/', indiranagar);
    expect(elsewhere.html).toContain('Indiranagar');
    expect(elsewhere.html).not.toContain('Koramangala, Bengaluru');
    const held = await pageCacheStats();
    await page('/?sortBy=rating', koramangala);
    expect((await pageCacheStats()).hits).toBe(held.hits);
    expect((await pageCacheStats()).passedOver).toBe(before.passedOver);
  });

  it("answers a signed-in diner the page held for the same hearts, never another diner's or a visitor's", async () => {
    const asha = `${koramangala}; ${signedIn.cookie}`;
    const ravi = `${koramangala}; ${other.cookie}`;
    const hearts = `&quot;favourites&quot;:[1,[[0,&quot;${restaurantId}&quot;]]]`;
    expect((await call(server, '/api/addFavourite', { cookie: asha, body: { restaurantId } })).status).toBe(200);
    const before = await pageCacheStats();
    const own = await page('/', asha);
    expect(own.html).toContain('signedOut&quot;:[0,false]');
    expect(own.html).toContain(hearts);
    const again = await page('/', asha);
    expect(again.html).toBe(own.html);
    expectHeldHeaders(again.headers);
    expect(await pageCacheStats()).toMatchObject({ hits: before.hits + 1, dinerHits: before.dinerHits + 1 });

    // Another diner without that heart gets a page of their own, then shares it with no one else.
    const theirs = await page('/', ravi);
    expect(theirs.html).toContain('signedOut&quot;:[0,false]');
    expect(theirs.html).not.toContain(hearts);
    expect((await pageCacheStats()).hits).toBe(before.hits + 1);
    // A visitor gets the visitors' page.
    const visitor = await page('/', koramangala);
    expect(visitor.html).toContain('signedOut&quot;:[0,true]');
    expect(visitor.html).not.toContain(hearts);

    // Once the heart is taken away, Asha's page is the one without it.
    expect((await call(server, '/api/removeFavourite', { cookie: asha, body: { restaurantId } })).status).toBe(200);
    const unsaved = await page('/', asha);
    expect(unsaved.html).not.toContain(hearts);
    expect(unsaved.html).toBe(theirs.html);
  });

  it("shares a restaurant page among diners by that restaurant's heart alone", async () => {
    const path = restaurantPage;
    const asha = `${koramangala}; ${signedIn.cookie}`;
    const ravi = `${koramangala}; ${other.cookie}`;
    // Ravi saved another restaurant: this page shows none of his hearts, so Asha's page fits him.
    expect(
      (await call(server, '/api/addFavourite', { cookie: ravi, body: { restaurantId: otherRestaurantId } })).status,
    ).toBe(200);
    const before = await pageCacheStats();
    const first = await page(path, asha);
    expect(first.status).toBe(200);
    expect(first.html).toContain('signedOut&quot;:[0,false]');
    expect((await page(path, ravi)).html).toBe(first.html);
    expect((await pageCacheStats()).dinerHits).toBe(before.dinerHits + 1);
    expect((await call(server, '/api/addFavourite', { cookie: asha, body: { restaurantId } })).status).toBe(200);
    const saved = await page(path, asha);
    expect(saved.html).not.toBe(first.html);
    expect((await pageCacheStats()).dinerHits).toBe(before.dinerHits + 1);
  });

  it('renders a diner whose session ended as signed out, not from the held page', async () => {
    const leaving = await diner(server, 'Meera Iyer');
    const cookie = `${koramangala}; ${leaving.cookie}`;
    const before = await pageCacheStats();
    await page('/?from=ended', cookie);
    expect((await page('/?from=ended', cookie)).html).toContain('signedOut&quot;:[0,false]');
    expect((await pageCacheStats()).dinerHits).toBe(before.dinerHits + 1);
    expect((await call(server, '/api/logout', { cookie: leaving.cookie, body: {} })).status).toBe(200);
    const held = await pageCacheStats();
    const ended = await page('/?from=ended', cookie);
    expect(ended.html).toContain('signedOut&quot;:[0,true]');
    expect((await pageCacheStats()).hits).toBe(held.hits);
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
    const path = restaurantPage;
    const before = await pageCacheStats();
    const bare = await page(path, '');
    const near = await page(path, koramangala);
    expect(bare.status).toBe(200);
    expect(near.status).toBe(200);
    expect(bare.html).toContain('Set delivery location');
    expect(near.html).not.toContain('Set delivery location');
    // The page with an address is held for that address and as a template of its answer cell.
    expect(await pageCacheStats()).toMatchObject({ stored: before.stored + 3, templates: before.templates + 1 });
    expect((await page(path, koramangala)).html).toBe(near.html);
    expect((await page(path, '')).html).toBe(bare.html);
    expect((await pageCacheStats()).hits).toBe(before.hits + 2);
  });

  it('holds each page of a burst of new addresses or counts it as passed over, one compression at a time', async () => {
    const before = await pageCacheStats();
    // Each in an answer cell of its own (cells are 0.001 degrees): each page is rendered.
    const places = Array.from({ length: 6 }, (_, i) => place(`Burst ${i}`, 12.9305 + i / 1000, 77.6205));
    const pages = await Promise.all(places.map((cookie) => page('/?from=burst', cookie)));
    for (const [i, { status, html }] of pages.entries()) {
      expect(status).toBe(200);
      expect(html).toContain(`Burst ${i}, Bengaluru`);
    }
    const after = await pageCacheStats();
    // A template of each cell, and the page itself held or passed over.
    expect(after.templates - before.templates).toBe(places.length);
    const pagesHeld = after.stored - after.templates - (before.stored - before.templates);
    expect(pagesHeld + (after.passedOver - before.passedOver)).toBe(places.length);
    expect(pagesHeld).toBeGreaterThan(0);
    expect(after.compressing).toBe(false);
  });
});

describe('pages drawn once per answer cell and filled in with the address', () => {
  const at = (formatted_address: string, lat: number, lng: number) =>
    `user_address=${encodeURIComponent(JSON.stringify({ formatted_address, geometry: { location: { lat, lng } } }))}`;
  // Cells are 0.001 degrees: these two points share one, the third is in the next.
  const drawn = at('Cellwalk Lane, Bengaluru, Karnataka, India', 12.93452, 77.61452);
  const neighbourText = "Flat 3 & 4, O'Brien Road (East), Koramangala, Bengaluru";
  const neighbour = at(neighbourText, 12.93471, 77.61433);

  /** The props an island was rendered with, by its component's name. */
  function islandProps(html: string, component: string): Record<string, [number, unknown]> {
    const island = new RegExp(`<astro-island[^>]*component-url="[^"]*/${component}\\.[^"]*"[^>]*props="([^"]*)"`).exec(
      html,
    );
    if (!island?.[1]) throw new Error(`no ${component} island`);
    const entities: Record<string, string> = { quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' };
    return JSON.parse(island[1].replace(/&(quot|#39|lt|gt|amp);/g, (_, name: string) => entities[name] ?? ''));
  }

  it('answers a new address in a drawn cell with its own address in the header, the links and the islands', async () => {
    const first = await page('/?from=cell', drawn);
    const shown = first.html.split('Cellwalk Lane').length - 1;
    expect(shown).toBeGreaterThanOrEqual(2);
    const before = await pageCacheStats();
    const filled = await page('/?from=cell', neighbour);
    expect(filled.status).toBe(200);
    expect(await pageCacheStats()).toMatchObject({ filled: before.filled + 1, stored: before.stored });
    expect(filled.headers.get('content-encoding')).toBe('br');
    expect(filled.headers.get('cache-control')).toBe('private, no-cache');
    expect(filled.html).not.toContain('Cellwalk');
    expect(filled.html).not.toMatch(/Qz7t/i);
    // React's text in the header, as the island will draw it.
    expect(filled.html).toContain('<b class="address-main">Flat 3 &amp; 4</b>');
    expect(filled.html).toContain('O&#x27;Brien Road (East), Koramangala, Bengaluru</span>');
    // Every place the first address showed now shows this one.
    expect(filled.html.split('Flat 3 &amp; 4').length - 1).toBe(shown);
    expect(islandProps(filled.html, 'AddressButton').initial).toEqual([0, neighbourText]);
    expect(islandProps(filled.html, 'ListingGrid').point).toEqual([0, { lat: [0, 12.93471], lng: [0, 77.61433] }]);

    // A browser that takes gzip gets the same page, compressed once but for the address.
    const gzip = await fetch(`${server.origin}/?from=cell`, {
      headers: { cookie: neighbour, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(filled.html);
  });

  it("never answers from another cell's template, and renders an address it cannot fill in as itself", async () => {
    await page(`${restaurantPage}?from=cell`, drawn);
    const before = await pageCacheStats();
    const nextCell = await page(`${restaurantPage}?from=cell`, at('Next Cell Road, Bengaluru', 12.93552, 77.61452));
    expect(nextCell.html).toContain('Next Cell Road');
    expect(await pageCacheStats()).toMatchObject({ filled: before.filled, templates: before.templates + 1 });

    const quoted = await page('/?from=cell', at('Flat "A", Cellwalk Lane, Bengaluru', 12.93462, 77.61462));
    expect(quoted.html).toContain('Flat &quot;A&quot;');
    expect(await pageCacheStats()).toMatchObject({ filled: before.filled, templates: before.templates + 1 });
  });

  it("fills a signed-in diner's page from the template of diners with the same hearts", async () => {
    const path = `${restaurantPage}?from=cell-diner`;
    await page(path, `${drawn}; ${signedIn.cookie}`);
    const before = await pageCacheStats();
    const filled = await page(path, `${neighbour}; ${signedIn.cookie}`);
    expect(filled.html).toContain('signedOut&quot;:[0,false]');
    expect(filled.html).toContain('Flat 3 &amp; 4');
    expect(await pageCacheStats()).toMatchObject({ filled: before.filled + 1, dinerHits: before.dinerHits + 1 });
    // A visitor at that address is not answered from the diner's template.
    const visitor = await page(path, neighbour);
    expect(visitor.html).toContain('signedOut&quot;:[0,true]');
  });
});

describe('PAGE_CACHE=off', () => {
  let plain: Server;
  beforeAll(async () => {
    plain = await start({ PAGE_CACHE: 'off' });
  }, 120_000);
  afterAll(() => plain?.stop());

  it('holds no page and renders every page for its own address', async () => {
    const get = async (path: string, cookie: string) => {
      const response = await fetch(`${plain.origin}${path}`, { headers: { cookie, 'accept-encoding': 'br' } });
      return { html: await response.text() };
    };
    const first = await get('/', koramangala);
    // Rendered again, not held: each render carries a CSRF token of its own.
    expect((await get('/', koramangala)).html).not.toBe(first.html);
    expect(first.html).toContain('Koramangala, Bengaluru');
    const neighbour = await get('/', place('Koramangala 5th Block', 12.92644, 77.62251));
    expect(neighbour.html).toContain('Koramangala 5th Block, Bengaluru');
    expect(neighbour.html).not.toMatch(/Qz7t/i);
    const { body } = await call(plain, '/api/health');
    expect(body).not.toHaveProperty('pageCache');
    expect(plain.log()).toContain('[page cache] off (PAGE_CACHE=off)');
  });
});
