/**
 * The encodings of held pages: a page compressed once (brotli 6 and gzip 6, off the event loop,
 * one page at a time), and a held page or a filled template as the answer in the encoding a
 * request takes.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import { acceptedEncodings } from '#src/lib/acceptedEncodings.mjs';
import type { HeldPage } from './store.ts';
import { type Filling, fill, filledGzip } from './template.ts';

/** A held page as written to the socket: its status, headers and body. */
export interface HeldAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A brotli window no larger than the page, so the encoder's memory follows the page's size. */
const windowFor = (body: Buffer): number => Math.min(24, Math.max(16, Math.ceil(Math.log2(body.length + 1))));

/** `body` in brotli at `quality`, as text, off the event loop (zlib's thread pool). */
const brotliAt = (body: Buffer, quality: number): Promise<Buffer> =>
  brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: windowFor(body),
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });

// Headers that describe one answer's bytes or belong to one visitor: never stored.
const unstoredHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie', 'date']);

/** The headers a held page keeps: those that describe any answer of it to anyone. */
export function keptHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) if (!unstoredHeaders.has(name)) kept[name] = value;
  return kept;
}

/** Brotli compressions of filled pages at once at most; the others wait their turn, holding only their page. */
const fillsAtOnce = 2;

/**
 * The page cache's compression work and its bounds: whole pages one at a time, filled pages in
 * brotli a few at a time. A burst of misses (the first visitors after a start, or pages for many
 * new addresses) would otherwise run dozens of brotli encoders at once, each with its own window
 * and tables: about 100 MB of memory at the start of a load.
 */
export class Compressor {
  private compressing = false;
  private passedOver = 0;
  private fillsRunning = 0;
  private readonly fillsWaiting: (() => void)[] = [];

  /** Whether a page handed to `compress` now would be compressed; when not (another is), it counts as passed over. */
  accepts(): boolean {
    if (!this.compressing) return true;
    this.passedOver += 1;
    return false;
  }

  /**
   * `body` in brotli 6 and gzip 6, or undefined without compressing it while another page is
   * being compressed: a page not held now is held at a later miss.
   */
  async compress(body: Buffer): Promise<{ br: Buffer; gzip: Buffer } | undefined> {
    if (!this.accepts()) return undefined;
    this.compressing = true;
    try {
      const [br, gz] = await Promise.all([brotliAt(body, 6), gzipAsync(body, { level: 6 })]);
      return { br, gzip: gz };
    } finally {
      this.compressing = false;
    }
  }

  /** A filled page in brotli at a fast level, a few at a time so that a burst does not open an encoder each. */
  async brotliFilled(html: Buffer): Promise<Buffer> {
    if (this.fillsRunning >= fillsAtOnce) await new Promise<void>((resolve) => this.fillsWaiting.push(resolve));
    this.fillsRunning += 1;
    try {
      return await brotliAt(html, 2);
    } finally {
      this.fillsRunning -= 1;
      this.fillsWaiting.shift()?.();
    }
  }

  /** Pages passed over since the process started, and whether one is being compressed now. */
  stats(): { passedOver: number; compressing: boolean } {
    return { passedOver: this.passedOver, compressing: this.compressing };
  }
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

/**
 * A held template filled in with `filling`, in an encoding a request that accepts
 * `acceptEncoding` takes. Gzip whenever it is accepted, even by a browser that prefers brotli:
 * the template's long stretches were compressed once and only the few kilobytes around the
 * address are compressed now, which a brotli stream cannot be joined from. A request that takes
 * only brotli has it at a fast level off the event loop, a few at a time (`compressor`).
 */
export function filledAnswer(
  page: HeldPage,
  filling: Filling,
  acceptEncoding: string | string[] | null | undefined,
  compressor: Compressor,
): HeldAnswer | Promise<HeldAnswer> {
  if (!page.template) throw new Error('a compressed page is answered with heldAnswer');
  const accepted = acceptedEncodings(acceptEncoding);
  const answer = (encoding: 'br' | 'gzip' | undefined, body: Buffer): HeldAnswer => ({
    status: page.status,
    headers: answerHeaders(page, encoding, body.length),
    body,
  });
  if (accepted.includes('gzip')) return answer('gzip', filledGzip(page.template, filling));
  const html = fill(page.template, filling);
  return accepted.includes('br')
    ? compressor.brotliFilled(html).then((body) => answer('br', body))
    : answer(undefined, html);
}
