import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerCell } from '../catalog/answerCache.ts';
import { PageCache } from './cache.ts';
import { dinerVariant, pageCacheKey, readCookies } from './keys.ts';

const url = (path: string) => new URL(path, 'http://localhost');
const address = 'user_address=%7B%22formatted_address%22%3A%22Koramangala%22%7D';
/** A page cache of catalog v1 within `limits`, on the clock `now`. */
const cacheOf = (limits?: { ttlMs: number; maxBytes: number }, now?: () => number) =>
  new PageCache({ version: 'v1', cellOf: answerCell, ...(limits ? { limits } : {}), ...(now ? { now } : {}) });

describe('PageCache', () => {
  const html = Buffer.from(`<!doctype html><title>Home</title>${'<li>a dish</li>'.repeat(500)}`);
  const headers = new Headers({
    'content-type': 'text/html',
    'cache-control': 'private, no-cache',
    vary: 'Cookie',
    'content-length': '9',
    date: 'Mon, 23 Nov 2026 00:00:00 GMT',
  });

  it('holds a page compressed in both encodings with the headers that describe it', async () => {
    const cache = cacheOf();
    expect(cache.store.get('k')).toBeUndefined();
    await cache.hold('k', 200, headers, html);
    const page = cache.store.get('k');
    expect(page?.status).toBe(200);
    expect(page?.headers).toEqual({
      'content-type': 'text/html',
      'cache-control': 'private, no-cache',
      vary: 'Cookie',
    });
    if (!page || page.template) throw new Error('expected a compressed page');
    expect(brotliDecompressSync(page.br).equals(html)).toBe(true);
    expect(gunzipSync(page.gzip).equals(html)).toBe(true);
    expect(cache.stats()).toMatchObject({ hits: 1, stored: 1, entries: 1 });
  });

  it('forgets a page once its time to live is over', async () => {
    let now = 1_000;
    const cache = cacheOf({ ttlMs: 60_000, maxBytes: 1_000_000 }, () => now);
    await cache.hold('k', 200, headers, html);
    now += 60_000;
    expect(cache.store.get('k')).toBeDefined();
    now += 1;
    expect(cache.store.get('k')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('stays within its bytes, dropping the least recently used page first', async () => {
    const probe = cacheOf();
    await probe.hold('size', 200, headers, html);
    const size = probe.stats().bytes;
    const cache = cacheOf({ ttlMs: 60_000, maxBytes: size * 2 + 1 });
    await cache.hold('a', 200, headers, html);
    await cache.hold('b', 200, headers, html);
    cache.store.get('a');
    await cache.hold('c', 200, headers, html);
    expect(cache.store.get('b')).toBeUndefined();
    expect(cache.store.get('a')).toBeDefined();
    expect(cache.store.get('c')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(size * 2 + 1);
  });

  it("knows which URLs hold diners' pages and which hearts they show, until the last is dropped", async () => {
    let now = 1_000;
    const cache = cacheOf({ ttlMs: 60_000, maxBytes: 1_000_000 }, () => now);
    const base =
      pageCacheKey('v1', url('/restaurants/7'), readCookies(`${address}; thalify_session=abc`), '')?.slice(0, -1) ?? '';
    const key = (saved: string[]) =>
      pageCacheKey(
        'v1',
        url('/restaurants/7'),
        readCookies(`${address}; thalify_session=abc`),
        dinerVariant(saved, ['7']),
      ) ?? '';
    expect(cache.store.dinerPagesOf(base)).toBe(false);
    await cache.hold(key(['7']), 200, headers, html, { saved: ['7', '3'], among: ['7'] });
    await cache.hold(key([]), 200, headers, html, { saved: [], among: ['7'] });
    expect(cache.store.dinerPagesOf(base)).toEqual({ among: ['7'] });
    expect(cache.store.get(key(['7', '5']))).toBeDefined();
    expect(cache.stats()).toMatchObject({ hits: 1, dinerHits: 1 });
    now += 60_001;
    expect(cache.store.get(key(['7']))).toBeUndefined();
    expect(cache.store.dinerPagesOf(base)).toEqual({ among: ['7'] });
    expect(cache.store.get(key([]))).toBeUndefined();
    expect(cache.store.dinerPagesOf(base)).toBe(false);
  });

  it('compresses one page at a time: a page that misses while another is compressed is not held', async () => {
    const cache = cacheOf();
    const holding = cache.hold('a', 200, headers, html);
    expect(cache.stats().compressing).toBe(true);
    expect(cache.compressor.accepts()).toBe(false);
    const [first, second] = await Promise.all([holding, cache.hold('b', 200, headers, html)]);
    expect([first, second]).toEqual([true, false]);
    expect(cache.stats()).toMatchObject({ compressing: false, stored: 1, passedOver: 2 });
    expect(cache.store.get('b')).toBeUndefined();
    expect(cache.compressor.accepts()).toBe(true);
    expect(await cache.hold('b', 200, headers, html)).toBe(true);
    expect(cache.store.get('b')).toBeDefined();
    expect(cache.stats()).toMatchObject({ stored: 2, passedOver: 2 });
  });
});
