/**
 * Whole pages, kept compressed for a minute. A page is held only when it said so (`holdPage`:
 * everything it shows came from its URL, the saved address cookie, the catalog and, for a
 * signed-in diner, which restaurants they saved); the key is the catalog version, the URL, the
 * address cookie and, for a diner, a digest of the saved restaurants the page shows. Two people
 * get the same bytes only when the page would have rendered the same bytes for both. Diners who
 * chose the same place from the address search carry the same cookie, so a neighbourhood shares
 * one render: its visitors one, its signed-in diners one per set of hearts.
 * The Node server (server.mjs) answers visitors from `heldPage` before the framework runs; a
 * signed-in diner is answered by the middleware once their session is known (`heldForDiner`),
 * and the middleware holds what a page rendered (`holdIfAsked`).
 */
import { createHash } from 'node:crypto';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { addressCookieName } from '#src/lib/savedAddress.ts';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import { acceptedEncodings } from '#src/lib/acceptedEncodings.mjs';

/** How long a held page is served, and how many bytes (compressed, both encodings) are held at most. */
export const pageCacheLimits = { ttlMs: 60_000, maxBytes: 8 * 1024 * 1024 } as const;

/** A held page: its status line's code, headers and the body in both encodings. */
export interface HeldPage {
  status: number;
  headers: Record<string, string>;
  br: Buffer;
  gzip: Buffer;
  expires: number;
  /** The key without the diner's part, for a signed-in diner's page. */
  base?: string;
}

/** What a page said when it asked to be held: the restaurants whose hearts it shows (all when `among` is absent). */
export interface HoldRequest {
  saved: readonly string[];
  among?: readonly string[];
}

/** Pages answered from the cache and pages rendered and held since the process started; what it holds now. */
export interface PageCacheStats {
  hits: number;
  /** Of the hits, those answered to signed-in diners. */
  dinerHits: number;
  stored: number;
  /** Pages that asked to be held but were not, because another page was being compressed. */
  passedOver: number;
  /** Whether a page is being compressed now. */
  compressing: boolean;
  entries: number;
  bytes: number;
}

// Either name of the storefront session cookie (src/server/accounts/session.ts), anywhere in the header.
const sessionCookie = /(?:^|;)\s*(?:__Host-)?thalify_session=/;

/**
 * The part of the key that stands for a signed-in diner: a digest of the saved restaurants the
 * page shows (`among`, or all of them), so diners whose hearts on the page agree share it.
 */
export function dinerVariant(saved: readonly string[], among?: readonly string[]): string {
  const shown = among ? saved.filter((id) => among.includes(id)) : saved;
  const digest = createHash('sha256')
    .update([...shown].sort().join(','))
    .digest('base64url');
  return `diner:${digest.slice(0, 22)}`;
}

/**
 * The key of a request's page, or undefined when it may not be held or answered from the cache.
 * `diner` (from `dinerVariant`) is given for a signed-in diner and only then: a request with a
 * session cookie but no diner (forged, ended, or the lookup failed) is always rendered for it.
 */
export function pageCacheKey(
  version: string,
  url: URL,
  cookieHeader: string | null | undefined,
  diner?: string,
): string | undefined {
  const cookies = cookieHeader ?? '';
  if (sessionCookie.test(cookies) !== (diner !== undefined)) return undefined;
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
  const base = `${version}\n${url.pathname}${url.search}\n${seen ? `=${address}` : ''}`;
  return diner === undefined ? base : withDiner(base, diner);
}

/** The key of a diner's page: the key without a diner, and the diner's part. */
const withDiner = (base: string, diner: string): string => `${base}\n${diner}`;

/** The key without its diner's part. */
const baseOf = (key: string): string => key.slice(0, key.lastIndexOf('\n'));

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Headers that describe one answer's bytes or belong to one visitor: never stored.
const unstoredHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie', 'date']);

/** A least-recently-used, byte-bounded map of held pages with a time to live. */
export class PageCache {
  private readonly map = new Map<string, HeldPage>();
  /** Per base key with diners' pages held: how many, and which restaurants' hearts the page shows. */
  private readonly diners = new Map<string, { pages: number; among: readonly string[] | undefined }>();
  private bytes = 0;
  private hits = 0;
  private dinerHits = 0;
  private stored = 0;
  private passedOver = 0;
  private compressing = false;

  /** Whether a page handed to `hold` now would be held; when not (another is being compressed), it counts as passed over. */
  accepts(): boolean {
    if (!this.compressing) return true;
    this.passedOver += 1;
    return false;
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
      if (page.base !== undefined) this.dinerHits += 1;
      this.map.delete(key);
      this.map.set(key, page);
      return page;
    }
    if (page) this.drop(key, page);
    return undefined;
  }

  /**
   * Which restaurants' hearts the diners' pages of `base` show (undefined: all of them), or false
   * when no diner's page of `base` is held: then the diner's saved restaurants need not be read.
   */
  dinerPagesOf(base: string): { among: readonly string[] | undefined } | false {
    const held = this.diners.get(base);
    return held ? { among: held.among } : false;
  }

  /**
   * Compresses and holds `body` (the page's HTML) with its status and headers under `key`; resolves
   * false without holding it while another page is being compressed. A burst of misses (the first
   * visitors after a start, or pages for many new addresses) would otherwise run dozens of brotli
   * encoders at once, each with its own window and tables: about 100 MB of memory at the start of
   * a load. A page not held now is held at a later miss.
   */
  async hold(key: string, status: number, headers: Headers, body: Buffer, diner?: HoldRequest): Promise<boolean> {
    if (!this.accepts()) return false;
    this.compressing = true;
    try {
      await this.compressAndStore(key, status, headers, body, diner);
      return true;
    } finally {
      this.compressing = false;
    }
  }

  private async compressAndStore(
    key: string,
    status: number,
    headers: Headers,
    body: Buffer,
    diner: HoldRequest | undefined,
  ): Promise<void> {
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
    if (diner) {
      page.base = baseOf(key);
      const held = this.diners.get(page.base);
      this.diners.set(page.base, { pages: (held?.pages ?? 0) + 1, among: diner.among });
    }
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
    return {
      hits: this.hits,
      dinerHits: this.dinerHits,
      stored: this.stored,
      passedOver: this.passedOver,
      compressing: this.compressing,
      entries: this.map.size,
      bytes: this.bytes,
    };
  }

  private drop(key: string, page: HeldPage): void {
    this.map.delete(key);
    this.bytes -= page.br.length + page.gzip.length;
    if (page.base === undefined) return;
    const held = this.diners.get(page.base);
    if (held && held.pages > 1) held.pages -= 1;
    else this.diners.delete(page.base);
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
  (globalThis as Record<symbol, unknown>)[heldPagesKey] = (
    url: string,
    cookieHeader: string | undefined,
    acceptEncoding: string | string[] | undefined,
  ) => {
    const key = pageCacheKey(current.version, new URL(url, 'http://localhost'), cookieHeader);
    const page = key === undefined ? undefined : current.get(key);
    return page && heldAnswer(page, acceptEncoding);
  };
}

/** The process's page cache when the catalog allows one. */
export function pageCache(): PageCache | undefined {
  return cache;
}

/**
 * What a page calls when everything it shows came from its URL, the address cookie, the catalog
 * and, for a signed-in diner, `saved` (their saved restaurants as the page read them), of which it
 * shows the hearts of `among` (a restaurant page: its own) or of all (pages that pass the list on).
 */
export function holdPage(locals: App.Locals, saved: readonly string[], among?: readonly string[]): void {
  locals.holdPage = among ? { saved, among } : { saved };
}

/** A held page as written to the socket: its status, headers and body. */
export interface HeldAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * A held page as the answer to a request that accepts `acceptEncoding`: in the best encoding it
 * takes, unpacked if it takes neither (rare). Both the server (visitors) and the middleware
 * (signed-in diners) write this.
 */
export function heldAnswer(page: HeldPage, acceptEncoding: string | string[] | null | undefined): HeldAnswer {
  const encoding = acceptedEncodings(acceptEncoding)[0];
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : gunzipSync(page.gzip);
  const headers: Record<string, string> = {
    ...page.headers,
    vary: page.headers.vary ? `${page.headers.vary}, Accept-Encoding` : 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(body.length),
  };
  return { status: page.status, headers, body };
}

/**
 * The middleware's lookup for a signed-in diner: their page when one rendered for the same hearts
 * is held. The saved restaurants (`savedOf`, a database read) are read only when some diner's page
 * of this URL and address is held.
 */
export async function heldForDiner(
  request: Request,
  url: URL,
  user: SessionUser | null,
  savedOf: (user: SessionUser) => Promise<readonly string[]>,
): Promise<Response | undefined> {
  const current = cache;
  if (!current || !user || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
  const cookie = request.headers.get('cookie');
  const probe = pageCacheKey(current.version, url, cookie, '');
  if (probe === undefined) return undefined;
  const base = baseOf(probe);
  const held = current.dinerPagesOf(base);
  if (!held) return undefined;
  const page = current.get(withDiner(base, dinerVariant(await savedOf(user), held.among)));
  if (!page) return undefined;
  const { status, headers, body } = heldAnswer(page, request.headers.get('accept-encoding'));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

/**
 * The middleware's part: when the page asked to be held and the answer is a complete HTML page
 * without cookies of its own, the page is read, held (for a visitor without a session cookie, or
 * for the signed-in diner's hearts), and answered from the bytes read.
 */
export async function holdIfAsked(
  request: Request,
  url: URL,
  locals: App.Locals,
  response: Response,
): Promise<Response> {
  const current = cache;
  const asked = locals.holdPage;
  if (!current || !asked || request.method !== 'GET' || response.status !== 200) return response;
  if (response.headers.has('set-cookie') || !response.headers.get('content-type')?.startsWith('text/html'))
    return response;
  const diner = locals.user ? dinerVariant(asked.saved, asked.among) : undefined;
  const key = pageCacheKey(current.version, url, request.headers.get('cookie'), diner);
  // A page that would not be held is streamed as rendered, not read whole first.
  if (key === undefined || !current.accepts()) return response;
  const body = Buffer.from(await response.arrayBuffer());
  current
    .hold(key, response.status, response.headers, body, locals.user ? asked : undefined)
    .catch((error: unknown) => {
      console.error('[page cache] could not hold a page', error);
    });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
