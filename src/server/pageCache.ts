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
import { addressCookieIn, type SavedAddress, savedAddressIn } from '#src/lib/savedAddress.ts';
import {
  fill,
  filledGzip,
  fillStrictly,
  type StandIn,
  standInFor,
  type Template,
  templateOf,
} from './addressTemplate.ts';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import { acceptedEncodings } from '#server/acceptedEncodings.mjs';

/** How long a held page is served, and how many bytes (compressed, both encodings) are held at most. */
export const pageCacheLimits = { ttlMs: 60_000, maxBytes: 8 * 1024 * 1024 } as const;

/** A held page: its status line's code, its headers, and its body in both encodings or a template to fill in. */
export type HeldPage = {
  status: number;
  headers: Record<string, string>;
  /** Bytes held: both encodings, or the template. */
  size: number;
  expires: number;
  /** The key without the diner's part, for a signed-in diner's page. */
  base?: string;
} & ({ br: Buffer; gzip: Buffer; template?: undefined } | { template: Template });

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
  /** Of the hits, templates filled in with the request's address. */
  filled: number;
  stored: number;
  /** Of the pages stored, templates. */
  templates: number;
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
  const { value, twice } = addressCookieIn(cookies);
  if (twice) return undefined;
  const base = `${version}\n${url.pathname}${url.search}\n${value === null ? '' : `=${value}`}`;
  return diner === undefined ? base : withDiner(base, diner);
}

/** Whether a path's page is drawn once per answer cell and filled in with the address (home, a restaurant page). */
export function drawnPerCell(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/restaurants/');
}

/** The key of a page drawn for `standIn`'s answer cell and city: the address cookie's place in `pageCacheKey`. */
function cellKey(version: string, url: URL, standIn: StandIn, diner?: string): string {
  const { cell, address } = standIn;
  const base = `${version}\n${url.pathname}${url.search}\ncell:${cell.lat},${cell.lng},${address.city ?? ''}`;
  return diner === undefined ? base : withDiner(base, diner);
}

/**
 * The key of a request's page as a template and the stand-in it is rendered with, or undefined
 * when the page or the address cannot be filled in. Only for a request `pageCacheKey` keys with
 * the same `diner`: the same rules decide who may be answered from it.
 */
export function drawnKey(
  version: string,
  url: URL,
  address: SavedAddress | null,
  diner?: string,
): { key: string; standIn: StandIn } | undefined {
  const standIn = address && drawnPerCell(url.pathname) ? standInFor(address) : undefined;
  return standIn && { key: cellKey(version, url, standIn, diner), standIn };
}

/** The key of a diner's page: the key without a diner, and the diner's part. */
const withDiner = (base: string, diner: string): string => `${base}\n${diner}`;

/** The key without its diner's part. */
const baseOf = (key: string): string => key.slice(0, key.lastIndexOf('\n'));

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Headers that describe one answer's bytes or belong to one visitor: never stored.
const unstoredHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie', 'date']);

/** The headers a held page keeps: those that describe any answer of it to anyone. */
function keptHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) if (!unstoredHeaders.has(name)) kept[name] = value;
  return kept;
}

/** A brotli window no larger than the page, so the encoder's memory follows the page's size. */
const windowFor = (body: Buffer): number => Math.min(24, Math.max(16, Math.ceil(Math.log2(body.length + 1))));

/** A least-recently-used, byte-bounded map of held pages with a time to live. */
export class PageCache {
  private readonly map = new Map<string, HeldPage>();
  /** Per base key with diners' pages held: how many, and which restaurants' hearts the page shows. */
  private readonly diners = new Map<string, { pages: number; among: readonly string[] | undefined }>();
  private bytes = 0;
  private hits = 0;
  private dinerHits = 0;
  private stored = 0;
  private filled = 0;
  private templates = 0;
  private passedOver = 0;
  private compressing = false;
  /** Templates being rendered for visitors: their keys, and what resolves when the render is over. */
  private readonly rendering = new Map<string, Promise<void>>();

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
      if (page.template) this.filled += 1;
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
    // Off the event loop (zlib's thread pool): a miss costs the render, not the compression too.
    // The window is no larger than the page, so the encoder's memory follows the page's size.
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_LGWIN]: windowFor(body),
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(body, { level: 6 }),
    ]);
    this.store(
      key,
      { status, headers: keptHeaders(headers), br, gzip: gz, size: br.length + gz.length, expires: 0 },
      diner,
    );
  }

  /** Holds `template` (a page drawn for an answer cell) with its status and headers under `key`. */
  holdTemplate(key: string, status: number, headers: Headers, template: Template, diner?: HoldRequest): void {
    this.store(key, { status, headers: keptHeaders(headers), template, size: template.bytes, expires: 0 }, diner);
  }

  private store(key: string, page: HeldPage, diner: HoldRequest | undefined): void {
    if (page.size > this.limits.maxBytes) return;
    page.expires = this.now() + this.limits.ttlMs;
    const old = this.map.get(key);
    if (old) this.drop(key, old);
    if (diner) {
      page.base = baseOf(key);
      const held = this.diners.get(page.base);
      this.diners.set(page.base, { pages: (held?.pages ?? 0) + 1, among: diner.among });
    }
    this.map.set(key, page);
    this.bytes += page.size;
    this.stored += 1;
    if (page.template) this.templates += 1;
    for (const [oldest, held] of this.map) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.drop(oldest, held);
    }
  }

  /**
   * Marks the template of `key` as being rendered until the returned function is called: visitors
   * of the same cell meanwhile wait for it (`renderOf`) instead of each rendering the page.
   */
  renderingTemplate(key: string): () => void {
    let done = () => {};
    this.rendering.set(
      key,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    return () => {
      this.rendering.delete(key);
      done();
    };
  }

  /** What resolves when the template of `key` now being rendered is over, or undefined when none is. */
  renderOf(key: string): Promise<void> | undefined {
    return this.rendering.get(key);
  }

  /** Counts since the process started. */
  stats(): PageCacheStats {
    return {
      hits: this.hits,
      dinerHits: this.dinerHits,
      filled: this.filled,
      stored: this.stored,
      templates: this.templates,
      passedOver: this.passedOver,
      compressing: this.compressing,
      entries: this.map.size,
      bytes: this.bytes,
    };
  }

  private drop(key: string, page: HeldPage): void {
    this.map.delete(key);
    this.bytes -= page.size;
    if (page.base === undefined) return;
    const held = this.diners.get(page.base);
    if (held && held.pages > 1) held.pages -= 1;
    else this.diners.delete(page.base);
  }
}

let cache: PageCache | undefined;

/** A held page for a visitor's request: at once, after a wait, or undefined (then the page is rendered). */
type HeldPageLookup = (
  url: string,
  cookieHeader: string | undefined,
  acceptEncoding: string | string[] | undefined,
) => HeldAnswer | Promise<HeldAnswer | undefined> | undefined;

let lookup: HeldPageLookup | undefined;

/** The held page for a visitor's request, which the server answers before the framework (through the host). */
export const heldPage: HeldPageLookup = (url, cookieHeader, acceptEncoding) =>
  lookup?.(url, cookieHeader, acceptEncoding);

/**
 * Turns the page cache on for catalog `version` (the embedded catalog: its pages change only
 * with a new build) and offers the lookup to the server. Without it nothing is held.
 */
export function enablePageCache(version: string): void {
  if (cache?.version === version) return;
  const current = new PageCache(version);
  cache = current;
  lookup = (url, cookieHeader, acceptEncoding) => {
    const parsed = new URL(url, 'http://localhost');
    const key = pageCacheKey(current.version, parsed, cookieHeader);
    if (key === undefined) return undefined;
    const page = current.get(key);
    if (page && !page.template) return heldAnswer(page, acceptEncoding);
    const drawn = drawnKey(current.version, parsed, savedAddressIn(cookieHeader));
    return drawn && filledFromCell(current, drawn, acceptEncoding);
  };
}

/**
 * The answer filled in from the template of `drawn`'s cell when one is held, after the render of
 * it another request is doing, if any; undefined when none is held (then the page is rendered).
 */
function filledFromCell(
  current: PageCache,
  drawn: { key: string; standIn: StandIn },
  acceptEncoding: string | string[] | null | undefined,
): HeldAnswer | Promise<HeldAnswer | undefined> | undefined {
  const filled = () => {
    const template = current.get(drawn.key);
    return template?.template ? filledAnswer(template, drawn.standIn, acceptEncoding) : undefined;
  };
  const rendering = current.renderOf(drawn.key);
  return rendering ? rendering.then(filled) : filled();
}

/**
 * The stand-in address a request's page is rendered with: home or a restaurant page, an address
 * that can be filled in, and a request the page cache may answer again. Undefined otherwise.
 * `rendered` is called when the render is over, held or not. A visitor whose cell's template is
 * being rendered by another request waits for it and is answered from it (a Response).
 */
export async function standInOf(
  request: Request,
  url: URL,
  user: SessionUser | null,
  address: SavedAddress | null,
): Promise<{ standIn: StandIn; rendered: () => void } | Response | undefined> {
  const current = cache;
  if (!current || request.method !== 'GET') return undefined;
  const diner = user ? '' : undefined;
  if (pageCacheKey(current.version, url, request.headers.get('cookie'), diner) === undefined) return undefined;
  const drawn = drawnKey(current.version, url, address, diner);
  if (!drawn) return undefined;
  // A diner's key is known only once the page read their hearts: their pages are not waited for.
  if (user) return { standIn: drawn.standIn, rendered: () => {} };
  const answer = await filledFromCell(current, drawn, request.headers.get('accept-encoding'));
  if (answer) return new Response(new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
  return { standIn: drawn.standIn, rendered: current.renderingTemplate(drawn.key) };
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

/** The answer's headers: the page's, with its encoding, length and what it varies by. */
function answerHeaders(page: HeldPage, encoding: 'br' | 'gzip' | undefined, length: number): Record<string, string> {
  return {
    ...page.headers,
    vary: page.headers.vary ? `${page.headers.vary}, Accept-Encoding` : 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(length),
  };
}

/**
 * A held page as the answer to a request that accepts `acceptEncoding`: in the best encoding it
 * takes, unpacked if it takes neither (rare). Both the server (visitors) and the middleware
 * (signed-in diners) write this.
 */
export function heldAnswer(page: HeldPage, acceptEncoding: string | string[] | null | undefined): HeldAnswer {
  if (page.template) throw new Error('a template is answered with filledAnswer');
  const encoding = acceptedEncodings(acceptEncoding)[0];
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : gunzipSync(page.gzip);
  return { status: page.status, headers: answerHeaders(page, encoding, body.length), body };
}

/** Brotli compressions of filled pages at once at most; the others wait their turn, holding only their page. */
const fillsAtOnce = 2;
let fillsRunning = 0;
const fillsWaiting: (() => void)[] = [];

/**
 * A held template filled in for the diner `standIn` was made for, in an encoding a request that
 * accepts `acceptEncoding` takes. Gzip whenever it is accepted, even by a browser that prefers
 * brotli: the template's long stretches were compressed once and only the few kilobytes around
 * the address are compressed now, which a brotli stream cannot be joined from. A request that
 * takes only brotli has it at a fast level off the event loop, a few at a time.
 */
export function filledAnswer(
  page: HeldPage,
  standIn: StandIn,
  acceptEncoding: string | string[] | null | undefined,
): HeldAnswer | Promise<HeldAnswer> {
  if (!page.template) throw new Error('a compressed page is answered with heldAnswer');
  const accepted = acceptedEncodings(acceptEncoding);
  const answer = (encoding: 'br' | 'gzip' | undefined, body: Buffer): HeldAnswer => ({
    status: page.status,
    headers: answerHeaders(page, encoding, body.length),
    body,
  });
  if (accepted.includes('gzip')) return answer('gzip', filledGzip(page.template, standIn.filling));
  const html = fill(page.template, standIn.filling);
  return accepted.includes('br') ? brotliFilled(html).then((body) => answer('br', body)) : answer(undefined, html);
}

/** A filled page in brotli at a fast level, a few at a time so that a burst does not open an encoder each. */
async function brotliFilled(html: Buffer): Promise<Buffer> {
  if (fillsRunning >= fillsAtOnce) await new Promise<void>((resolve) => fillsWaiting.push(resolve));
  fillsRunning += 1;
  try {
    return await brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 2,
        [constants.BROTLI_PARAM_LGWIN]: windowFor(html),
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
  } finally {
    fillsRunning -= 1;
    fillsWaiting.shift()?.();
  }
}

/**
 * The middleware's lookup for a signed-in diner: their page when one rendered for the same hearts
 * is held, for the same address or as a template of its answer cell. The saved restaurants
 * (`savedOf`, a database read) are read only when some diner's page of this URL and address is held.
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
  const acceptEncoding = request.headers.get('accept-encoding');
  let saved: readonly string[] | undefined;
  const heldFor = async (key: string): Promise<HeldPage | undefined> => {
    const base = baseOf(key);
    const held = current.dinerPagesOf(base);
    if (!held) return undefined;
    saved ??= await savedOf(user);
    return current.get(withDiner(base, dinerVariant(saved, held.among)));
  };
  const probe = pageCacheKey(current.version, url, cookie, '');
  if (probe === undefined) return undefined;
  let answer: HeldAnswer | undefined;
  const page = await heldFor(probe);
  if (page && !page.template) answer = heldAnswer(page, acceptEncoding);
  else {
    const drawn = drawnKey(current.version, url, savedAddressIn(cookie), '');
    const template = drawn && (await heldFor(drawn.key));
    if (drawn && template?.template) answer = await filledAnswer(template, drawn.standIn, acceptEncoding);
  }
  if (!answer) return undefined;
  const { status, headers, body } = answer;
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

/**
 * The middleware's part after the page rendered. A page rendered with a stand-in address is
 * filled in for the diner, and its template held when the page asked to be held. When the page
 * asked to be held and the answer is a complete HTML page without cookies of its own, the page is
 * read, held (for a visitor without a session cookie, or for the signed-in diner's hearts), and
 * answered from the bytes read.
 */
export async function holdIfAsked(
  request: Request,
  url: URL,
  locals: App.Locals,
  rendered: Response,
): Promise<Response> {
  const current = cache;
  const asked = locals.holdPage;
  const held = current && asked && mayHold(request, rendered) ? { current, asked } : undefined;
  const response = locals.standIn ? await filledIn(rendered, locals.standIn, url, locals, held) : rendered;
  if (!held) return response;
  const diner = locals.user ? dinerVariant(held.asked.saved, held.asked.among) : undefined;
  const key = pageCacheKey(held.current.version, url, request.headers.get('cookie'), diner);
  // A page that would not be held is streamed as rendered, not read whole first.
  if (key === undefined || !held.current.accepts()) return response;
  const body = Buffer.from(await response.arrayBuffer());
  held.current
    .hold(key, response.status, response.headers, body, locals.user ? asked : undefined)
    .catch((error: unknown) => {
      console.error('[page cache] could not hold a page', error);
    });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Whether a rendered answer may be held: a GET answered 200 with HTML and no cookie of its own. */
function mayHold(request: Request, response: Response): boolean {
  return (
    request.method === 'GET' &&
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    response.headers.get('content-type')?.startsWith('text/html') === true
  );
}

/**
 * A page rendered with `standIn` as the diner's own: its template filled in (and held, when
 * `held` says the page asked and may be), or, when the stand-in showed where no known escaping explains it, every
 * place filled with the diner's address in numeric references (and the page never held).
 */
async function filledIn(
  response: Response,
  standIn: StandIn,
  url: URL,
  locals: App.Locals,
  held: { current: PageCache; asked: HoldRequest } | undefined,
): Promise<Response> {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const init = { status: response.status, statusText: response.statusText, headers };
  const template = templateOf(html, standIn);
  if ('unexplained' in template) {
    console.error(
      `[page cache] ${url.pathname}: the stand-in address showed in ${template.unexplained} place(s) no known escaping explains; filled strictly, not held`,
    );
    return new Response(fillStrictly(html, standIn), init);
  }
  if (held) {
    const { current, asked } = held;
    const diner = locals.user ? dinerVariant(asked.saved, asked.among) : undefined;
    const key = cellKey(current.version, url, standIn, diner);
    current.holdTemplate(key, response.status, response.headers, template, locals.user ? asked : undefined);
  }
  return new Response(new Uint8Array(fill(template, standIn.filling)), init);
}
