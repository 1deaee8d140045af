/**
 * Whole pages rendered for visitors without a session, kept compressed for a minute. A page is
 * held only when it said so (`holdForVisitors`: everything it shows came from its URL, the saved
 * address cookie and the catalog) and the request carried no session cookie at all; the key is
 * the catalog version, the URL and the address cookie, so two visitors get the same bytes only
 * when the page would have rendered the same bytes for both. Diners who chose the same place
 * from the address search carry the same cookie, so a neighbourhood's visitors share one render.
 * The Node server (server.mjs) asks `heldPage` before the framework runs; the middleware stores.
 */
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { addressCookieName } from '#src/lib/savedAddress.ts';

/** How long a held page is served, and how many bytes (compressed, both encodings) are held at most. */
export const pageCacheLimits = { ttlMs: 60_000, maxBytes: 8 * 1024 * 1024 } as const;

/** A held page: its status line's code, headers and the body in both encodings. */
export interface HeldPage {
  status: number;
  headers: Record<string, string>;
  br: Buffer;
  gzip: Buffer;
  expires: number;
}

/** Pages answered from the cache and pages rendered and held since the process started; what it holds now. */
export interface PageCacheStats {
  hits: number;
  stored: number;
  entries: number;
  bytes: number;
}

// Either name of the storefront session cookie (src/server/accounts/session.ts), anywhere in the header.
const sessionCookie = /(?:^|;)\s*(?:__Host-)?thalify_session=/;

/**
 * The key of a request's page, or undefined when it may not be held or answered from the cache:
 * a request with a session cookie (even an expired or forged one) is always rendered for it.
 */
export function pageCacheKey(version: string, url: URL, cookieHeader: string | null | undefined): string | undefined {
  const cookies = cookieHeader ?? '';
  if (sessionCookie.test(cookies)) return undefined;
  // The address cookie as sent, byte for byte. Sent twice, the page might be rendered from the
  // other one than the key names: such a request is rendered and never held.
  let address = '';
  let seen = false;
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== addressCookieName) continue;
    if (seen) return undefined;
    seen = true;
    address = part.slice(eq + 1).trim();
  }
  return `${version}\n${url.pathname}${url.search}\n${seen ? `=${address}` : ''}`;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Headers that describe one answer's bytes or belong to one visitor: never stored.
const unstoredHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie', 'date']);

/** A least-recently-used, byte-bounded map of held pages with a time to live. */
export class PageCache {
  private readonly map = new Map<string, HeldPage>();
  private bytes = 0;
  private hits = 0;
  private stored = 0;
  private compressing = false;

  /** True while a page is being compressed: a page handed to `hold` now would not be held. */
  get busy(): boolean {
    return this.compressing;
  }

  /** A cache of pages of catalog `version`. */
  constructor(
    readonly version: string,
    private readonly limits: { ttlMs: number; maxBytes: number } = pageCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** The held page for `key` while fresh (a hit), else undefined. */
  get(key: string): HeldPage | undefined {
    const page = this.map.get(key);
    if (page && page.expires > this.now()) {
      this.hits += 1;
      this.map.delete(key);
      this.map.set(key, page);
      return page;
    }
    if (page) this.drop(key, page);
    return undefined;
  }

  /**
   * Compresses and holds `body` (the page's HTML) with its status and headers under `key`; resolves
   * false without holding it while another page is being compressed. A burst of misses (the first
   * visitors after a start, or pages for many new addresses) would otherwise run dozens of brotli
   * encoders at once, each with its own window and tables: about 100 MB of memory at the start of
   * a load. A page not held now is held at a later miss.
   */
  async hold(key: string, status: number, headers: Headers, body: Buffer): Promise<boolean> {
    if (this.compressing) return false;
    this.compressing = true;
    try {
      await this.compressAndStore(key, status, headers, body);
      return true;
    } finally {
      this.compressing = false;
    }
  }

  private async compressAndStore(key: string, status: number, headers: Headers, body: Buffer): Promise<void> {
    const kept: Record<string, string> = {};
    for (const [name, value] of headers) if (!unstoredHeaders.has(name)) kept[name] = value;
    // Off the event loop (zlib's thread pool): a miss costs the render, not the compression too.
    // The window is no larger than the page, so the encoder's memory follows the page's size.
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(body.length + 1)))),
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(body, { level: 6 }),
    ]);
    const page: HeldPage = { status, headers: kept, br, gzip: gz, expires: this.now() + this.limits.ttlMs };
    const size = br.length + gz.length;
    if (size > this.limits.maxBytes) return;
    const old = this.map.get(key);
    if (old) this.drop(key, old);
    this.map.set(key, page);
    this.bytes += size;
    this.stored += 1;
    for (const [oldest, held] of this.map) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.drop(oldest, held);
    }
  }

  /** Counts since the process started. */
  stats(): PageCacheStats {
    return { hits: this.hits, stored: this.stored, entries: this.map.size, bytes: this.bytes };
  }

  private drop(key: string, page: HeldPage): void {
    this.map.delete(key);
    this.bytes -= page.br.length + page.gzip.length;
  }
}

let cache: PageCache | undefined;

/** Where the server finds the lookup: a process-wide symbol, since server.mjs does not import the build's modules. */
export const heldPagesKey = Symbol.for('thalify.heldPages');

/**
 * Turns the page cache on for catalog `version` (the embedded catalog: its pages change only
 * with a new build) and offers the lookup to the server. Without it nothing is held.
 */
export function enablePageCache(version: string): void {
  if (cache?.version === version) return;
  const current = new PageCache(version);
  cache = current;
  (globalThis as Record<symbol, unknown>)[heldPagesKey] = (url: string, cookieHeader: string | undefined) => {
    const key = pageCacheKey(current.version, new URL(url, 'http://localhost'), cookieHeader);
    return key === undefined ? undefined : current.get(key);
  };
}

/** The process's page cache when the catalog allows one. */
export function pageCache(): PageCache | undefined {
  return cache;
}

/** What a page calls when everything it shows came from its URL, the address cookie and the catalog. */
export function holdForVisitors(locals: App.Locals): void {
  locals.holdPage = true;
}

/**
 * The middleware's part: when the page asked to be held, the request had no session cookie and
 * the answer is a complete HTML page without cookies of its own, the page is read, held, and
 * answered from the bytes read.
 */
export async function holdIfAsked(
  request: Request,
  url: URL,
  locals: App.Locals,
  response: Response,
): Promise<Response> {
  const current = cache;
  if (!current || !locals.holdPage || request.method !== 'GET' || response.status !== 200) return response;
  if (response.headers.has('set-cookie') || !response.headers.get('content-type')?.startsWith('text/html'))
    return response;
  const key = pageCacheKey(current.version, url, request.headers.get('cookie'));
  // A page that would not be held is streamed as rendered, not read whole first.
  if (key === undefined || current.busy) return response;
  const body = Buffer.from(await response.arrayBuffer());
  current.hold(key, response.status, response.headers, body).catch((error: unknown) => {
    console.error('[page cache] could not hold a page', error);
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
