import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dinerVariant, PageCache, pageCacheKey } from './pageCache.ts';

const url = (path: string) => new URL(path, 'http://localhost');
const address = 'user_address=%7B%22formatted_address%22%3A%22Koramangala%22%7D';

describe('pageCacheKey', () => {
  it('keys a page by catalog version, path, query and the saved address cookie only', () => {
    const key = pageCacheKey('v1', url('/?sort=rating'), `theme=dark; ${address}`);
    expect(key).toBe(pageCacheKey('v1', url('/?sort=rating'), `${address}; other=1`));
    expect(key).not.toBe(pageCacheKey('v2', url('/?sort=rating'), address));
    expect(key).not.toBe(pageCacheKey('v1', url('/'), address));
    expect(key).not.toBe(pageCacheKey('v1', url('/?sort=rating'), 'user_address=%7B%7D'));
    expect(pageCacheKey('v1', url('/'), undefined)).toBe(pageCacheKey('v1', url('/'), ''));
  });

  it('never keys a request that sends the address cookie twice, which the page might read the other way', () => {
    expect(pageCacheKey('v1', url('/'), `${address}; user_address=%7B%7D`)).toBeUndefined();
    expect(pageCacheKey('v1', url('/'), 'user_address=')).not.toBe(pageCacheKey('v1', url('/'), ''));
  });

  it('keys a request with a session cookie only for a signed-in diner, and a diner only by their cookie', () => {
    expect(pageCacheKey('v1', url('/'), `${address}; thalify_session=abc`)).toBeUndefined();
    expect(pageCacheKey('v1', url('/'), `__Host-thalify_session=x; ${address}`)).toBeUndefined();
    expect(pageCacheKey('v1', url('/'), 'thalify_session=')).toBeUndefined();
    expect(pageCacheKey('v1', url('/'), 'not_thalify_session=1')).toBeDefined();
    const diner = dinerVariant([]);
    expect(pageCacheKey('v1', url('/'), address, diner)).toBeUndefined();
    const key = pageCacheKey('v1', url('/'), `${address}; thalify_session=abc`, diner);
    expect(key).toBe(pageCacheKey('v1', url('/'), `thalify_session=other; ${address}`, diner));
    expect(key).not.toBe(pageCacheKey('v1', url('/'), address));
    expect(key).not.toBe(pageCacheKey('v1', url('/'), `${address}; thalify_session=abc`, dinerVariant(['7'])));
    expect(pageCacheKey('v1', url('/'), `${address}; ${address}; thalify_session=abc`, diner)).toBeUndefined();
  });
});

describe('dinerVariant', () => {
  it('stands for the saved restaurants the page shows, in any order', () => {
    expect(dinerVariant(['2', '1'])).toBe(dinerVariant(['1', '2']));
    expect(dinerVariant(['1'])).not.toBe(dinerVariant(['1', '2']));
    expect(dinerVariant(['1', '9'], ['1'])).toBe(dinerVariant(['1', '4'], ['1']));
    expect(dinerVariant(['9'], ['1'])).toBe(dinerVariant([]));
    expect(dinerVariant(['12'])).not.toBe(dinerVariant(['1', '2']));
  });
});

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
    const cache = new PageCache('v1');
    expect(cache.get('k')).toBeUndefined();
    await cache.hold('k', 200, headers, html);
    const page = cache.get('k');
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

  it('forgets a page after its time to live', async () => {
    let now = 1_000;
    const cache = new PageCache('v1', { ttlMs: 60_000, maxBytes: 1_000_000 }, () => now);
    await cache.hold('k', 200, headers, html);
    now += 59_999;
    expect(cache.get('k')).toBeDefined();
    now += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('stays within its bytes, dropping the least recently used page first', async () => {
    const probe = new PageCache('v1');
    await probe.hold('size', 200, headers, html);
    const size = probe.stats().bytes;
    const cache = new PageCache('v1', { ttlMs: 60_000, maxBytes: size * 2 + 1 });
    await cache.hold('a', 200, headers, html);
    await cache.hold('b', 200, headers, html);
    cache.get('a');
    await cache.hold('c', 200, headers, html);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(size * 2 + 1);
  });

  it("knows which URLs hold diners' pages and which hearts they show, until the last is dropped", async () => {
    let now = 1_000;
    const cache = new PageCache('v1', { ttlMs: 60_000, maxBytes: 1_000_000 }, () => now);
    const base = pageCacheKey('v1', url('/restaurants/7'), `${address}; thalify_session=abc`, '')?.slice(0, -1) ?? '';
    const key = (saved: string[]) =>
      pageCacheKey('v1', url('/restaurants/7'), `${address}; thalify_session=abc`, dinerVariant(saved, ['7'])) ?? '';
    expect(cache.dinerPagesOf(base)).toBe(false);
    await cache.hold(key(['7']), 200, headers, html, { saved: ['7', '3'], among: ['7'] });
    await cache.hold(key([]), 200, headers, html, { saved: [], among: ['7'] });
    expect(cache.dinerPagesOf(base)).toEqual({ among: ['7'] });
    expect(cache.get(key(['7', '5']))).toBeDefined();
    expect(cache.stats()).toMatchObject({ hits: 1, dinerHits: 1 });
    now += 60_000;
    expect(cache.get(key(['7']))).toBeUndefined();
    expect(cache.dinerPagesOf(base)).toEqual({ among: ['7'] });
    expect(cache.get(key([]))).toBeUndefined();
    expect(cache.dinerPagesOf(base)).toBe(false);
  });

  it('compresses one page at a time: a page that misses while another is compressed is not held', async () => {
    const cache = new PageCache('v1');
    const holding = cache.hold('a', 200, headers, html);
    expect(cache.stats().compressing).toBe(true);
    expect(cache.accepts()).toBe(false);
    const [first, second] = await Promise.all([holding, cache.hold('b', 200, headers, html)]);
    expect([first, second]).toEqual([true, false]);
    expect(cache.stats()).toMatchObject({ compressing: false, stored: 1, passedOver: 2 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.accepts()).toBe(true);
    expect(await cache.hold('b', 200, headers, html)).toBe(true);
    expect(cache.get('b')).toBeDefined();
    expect(cache.stats()).toMatchObject({ stored: 2, passedOver: 2 });
  });
});
