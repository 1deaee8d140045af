// The page cache's promise, checked on the real pages: for any diner (signed in or not), saved
// address, hearts, page and encoding, the answer with the cache on is the answer with it off,
// byte for byte once decompressed. Pages are rendered in-process (Astro's container) around the
// same hooks the server and the middleware call: the server's lookup first, as server.mjs asks
// it, then `answerPage` with a cache (on) or without one (off).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import { gridRestaurants } from '#src/features/listing/listingClient.ts';
import { restaurantPath } from '#src/lib/links.ts';
import { encodeAddressCookie, type SavedAddress } from '#src/lib/savedAddress.ts';
import Home from '#src/pages/index.astro';
import Restaurant from '#src/pages/restaurants/[name].astro';
import Search from '#src/pages/search.astro';
import { answerCell } from '../catalog/answerCache.ts';
import { loadListing } from '../pages/catalogPages.ts';
import { PageCache } from './cache.ts';
import { readCookies } from './keys.ts';
import { answerPage, heldForVisitor } from './requests.ts';

/** The saved restaurants of each diner, as the database would answer. */
const hearts = vi.hoisted(() => new Map<string, readonly string[]>());
vi.mock('#src/server/favourites/pageData.ts', () => ({
  savedRestaurantIds: async (user: SessionUser | null | undefined) => [
    ...(user ? (hearts.get(user.userId) ?? []) : []),
  ],
}));
// Each render draws a fresh CSRF token into the page; a held page shares the token of its render
// with the people of that minute (the tokens are stateless). One token for both sides, so that
// what is compared is what the page cache does.
vi.mock('#src/server/catalog/csrf.ts', async (original) => ({
  ...(await original<typeof import('#src/server/catalog/csrf.ts')>()),
  issueCsrfToken: () => 'same.token.both-sides',
}));

let container: AstroContainer;
let restaurants: string[];
const on = new PageCache({ version: 'property', cellOf: answerCell });

// A held page is keyed by the minute (open states, and the first listing page's token, carry it):
// both sides must render in the same minute, so the clock stands still while the pages are compared.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterAll(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  const renderers = await loadRenderers([getContainerRenderer()]);
  // The project's own client directives, by name: their scripts do not matter to the comparison.
  const directives = ['idle', 'load', 'media', 'only', 'visible', 'interaction', 'stored'];
  container = await AstroContainer.create({
    renderers,
    astroConfig: { site: 'https://thalify.in' },
    manifest: { clientDirectives: new Map(directives.map((name) => [name, `/* ${name} */`])) } as never,
  });
  const listing = await loadListing({ lat: 12.92614, lng: 77.62211 }, {});
  restaurants = gridRestaurants(listing)
    .slice(0, 2)
    .map((card) => restaurantPath(card.info));
}, 60_000);

/** A request as the property draws it. */
interface Drawn {
  /** Of `paths()`. */
  path: number;
  cookies: readonly (SavedAddress | string)[];
  diner: { id: string; name: string; hearts: readonly string[] } | 'ended' | null;
  /** The veg-only mode's cookie, when one is sent. */
  veg: 'veg' | 'egg' | null;
  acceptEncoding: string;
}

/** An answer once decompressed: what the diner's browser sees. */
interface Seen {
  status: number;
  headers: Record<string, string | null>;
  body: Buffer;
}

const paths = () => ['/', '/?sortBy=rating', '/search', ...restaurants, `${restaurants[0]}?from=share`];

/** The page at `url` rendered as the framework would, for `locals`. */
function render(url: URL, request: Request, locals: App.Locals): Promise<Response> {
  const name = /^\/restaurants\/(.+)$/.exec(url.pathname)?.[1];
  const page = name ? Restaurant : url.pathname === '/search' ? Search : Home;
  return container.renderToResponse(page, {
    request,
    locals,
    ...(name ? { params: { name } } : {}),
    partial: false,
    routeType: 'page',
  });
}

/** The Cookie header of a drawn request: the address cookies as a browser sends them, the veg-only mode and a session. */
function cookieHeader(drawn: Drawn): string {
  const parts = drawn.cookies.map(
    (cookie) => `user_address=${typeof cookie === 'string' ? cookie : encodeURIComponent(encodeAddressCookie(cookie))}`,
  );
  if (drawn.veg) parts.push(`veg_mode=${drawn.veg}`);
  if (drawn.diner) parts.push(`thalify_session=${drawn.diner === 'ended' ? 'E' : drawn.diner.id}${'A'.repeat(40)}`);
  return parts.join('; ');
}

async function seen(status: number, headers: Headers | Record<string, string>, body: Buffer): Promise<Seen> {
  const header = (name: string) => (headers instanceof Headers ? headers.get(name) : (headers[name] ?? null));
  const encoding = header('content-encoding');
  const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  const kept = ['content-type', 'cache-control', 'location'];
  return { status, headers: Object.fromEntries(kept.map((name) => [name, header(name)])), body: plain };
}

/** The answer to `drawn`, through the server's lookup and the middleware with `cache`, or with none (off). */
async function answer(drawn: Drawn, cache: PageCache | undefined): Promise<Seen> {
  const url = new URL(paths()[drawn.path] as string, 'http://localhost');
  const cookie = cookieHeader(drawn);
  const headers = { cookie, 'accept-encoding': drawn.acceptEncoding };
  if (cache) {
    const held = await heldForVisitor(cache, `${url.pathname}${url.search}`, cookie, drawn.acceptEncoding);
    if (held) return seen(held.status, held.headers, held.body);
  }
  const request = new Request(url, { headers });
  const diner = drawn.diner && drawn.diner !== 'ended' ? drawn.diner : undefined;
  if (diner) hearts.set(diner.id, diner.hearts);
  const user = diner ? { userId: diner.id, name: diner.name, phone: '+919000000000', email: '', database: 'd' } : null;
  const locals = { user, clientAddress: '', address: null } as App.Locals;
  const page = { request, url, locals, cookies: readCookies(cookie), savedOf: async () => diner?.hearts ?? [] };
  const response = await answerPage(cache, page, () => render(url, request, locals));
  const result = await seen(response.status, response.headers, Buffer.from(await response.arrayBuffer()));
  // The page is held once compressed, off the event loop: the next request may then find it.
  while (cache?.stats().compressing) await new Promise((resolve) => setTimeout(resolve, 2));
  return result;
}

/**
 * `body` with its islands' `uid` left out. Astro names an island by a hash of its HTML and props,
 * so a page filled in from a template keeps the name its stand-in render gave the address's
 * islands. No script reads it (Astro keeps it for hot reloading in development); every other
 * byte is compared.
 */
const withoutIslandIds = (body: Buffer): Buffer =>
  Buffer.from(body.toString('latin1').replace(/<astro-island uid="[^"]*"/g, '<astro-island uid=""'), 'latin1');

/** Where two bodies first differ, with the text around it on both sides. */
function firstDifference(a: Buffer, b: Buffer): string | undefined {
  if (a.equals(b)) return undefined;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const around = (body: Buffer) => body.subarray(Math.max(0, i - 120), i + 120).toString();
  return `byte ${i} of ${a.length} / ${b.length}:\n  on:  ${around(a)}\n  off: ${around(b)}`;
}

// Address text: mostly what a place search gives (letters of any script, digits and the
// punctuation addresses use), and the awkward: quotes, markup, entities, links, escapes, emoji,
// and the page cache's own marker letters.
const plainChar = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzKMRB0123456789      .-/#&'()éüकोरमंगलाবাংলাதமிழ்".split(''),
);
const awkward = fc.constantFrom(
  '"',
  '<b>',
  '</script>',
  '&amp;',
  '&#39;',
  'https://x.test/?a=1&b=2',
  '\\',
  '\\u003c',
  '🍛',
  '{"a":[1]}',
  '$&$1',
  '%41',
  '%',
  'Qz7tMa',
  'Qz7tRb',
  '12.9265',
  ',',
  '  ',
);
const word = fc.string({ unit: plainChar, minLength: 1, maxLength: 12 });
const part = fc.oneof(
  { weight: 4, arbitrary: word },
  { weight: 1, arbitrary: fc.array(fc.oneof(word, awkward), { minLength: 1, maxLength: 4 }).map((w) => w.join('')) },
);
const text = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(part, part).map(([main, rest]) => `${main}, ${rest}`) },
  { weight: 1, arbitrary: fc.tuple(part, part, part).map((parts) => parts.join(', ')) },
  { weight: 1, arbitrary: part },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);
// Points in four answer cells around Koramangala, so that templates are drawn and filled again.
const coordinate = (base: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 98 }))
    .map(([cell, at]) => Number((base + cell / 1000 + at / 100_000).toFixed(5)));
const address: fc.Arbitrary<SavedAddress> = fc
  .record({
    text,
    lat: coordinate(12.926),
    lng: coordinate(77.621),
    city: fc.oneof({ weight: 4, arbitrary: fc.constant('bangalore') }, { weight: 1, arbitrary: fc.constant(null) }),
  })
  .map(({ text, lat, lng, city }) => ({ formatted_address: text, geometry: { location: { lat, lng } }, city }));
const diner: fc.Arbitrary<Drawn['diner']> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant('ended' as const) },
  {
    weight: 3,
    arbitrary: fc.record({
      id: fc.constantFrom('asha', 'ravi', 'meera'),
      name: fc.constantFrom('Asha Rao', 'Ravi "R" <Kumar>'),
      // Hearts on the pages drawn, and one on none of them.
      hearts: fc.constant(null).chain(() => fc.subarray([...restaurants.map((p) => p.split('-').pop() ?? ''), '7'])),
    }),
  },
);
/** Requests of a few people at a few addresses, so that pages are held and answered again within a run too. */
const requests: fc.Arbitrary<Drawn[]> = fc.array(address, { minLength: 1, maxLength: 3 }).chain((addresses) => {
  const saved = fc.constantFrom(...addresses);
  const drawn: fc.Arbitrary<Drawn> = fc.record({
    path: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(0, 3) },
      { weight: 2, arbitrary: fc.integer({ min: 0, max: 5 }) },
    ),
    cookies: fc.oneof(
      { weight: 8, arbitrary: fc.tuple(saved) },
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 1, arbitrary: fc.tuple(saved, address) },
      { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 30 })) },
    ),
    diner,
    veg: fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom('veg' as const, 'egg' as const) },
    ),
    acceptEncoding: fc.constantFrom('br, gzip', 'gzip, deflate, br', 'gzip', 'br', '', 'identity', 'br;q=1, gzip;q=0'),
  });
  return fc.array(drawn, { minLength: 1, maxLength: 8 });
});

describe('the page cache', () => {
  it('answers every diner, address, page and encoding byte for byte as the page renders without it', async () => {
    await fc.assert(
      fc.asyncProperty(requests, async (drawnRequests) => {
        for (const drawn of drawnRequests) {
          const off = await answer(drawn, undefined);
          const withCache = await answer(drawn, on);
          expect(withCache.status).toBe(off.status);
          expect(withCache.headers).toEqual(off.headers);
          expect(firstDifference(withoutIslandIds(withCache.body), withoutIslandIds(off.body))).toBeUndefined();
        }
      }),
      { numRuns: Number(process.env.PAGE_CACHE_RUNS) || 40 },
    );
    // The runs went through every way of the cache: held pages, filled templates, diners' pages.
    const { hits, filled, dinerHits, templates } = on.stats();
    expect(Math.min(hits - filled, filled, dinerHits, templates)).toBeGreaterThan(0);
  }, 300_000);
});
