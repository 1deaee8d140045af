/**
 * A request's way through the page cache. The Node server asks `heldForVisitor` before the
 * framework runs (visitors without a session cookie); the middleware runs `answerPage` around
 * the page's render: a signed-in diner's held page once their session is known, the stand-in
 * address a page drawn per answer cell is rendered with, and, after the render, the page held
 * when it asked to be (`holdPage`) and filled in with the diner's address.
 */
import { localeOfPath } from '#src/i18n/locales.ts';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import type { PageCache } from './cache.ts';
import { filledAnswer, type HeldAnswer, heldAnswer } from './compress.ts';
import {
  baseOf,
  cellKey,
  type Drawn,
  dinerVariant,
  drawnKey,
  pageCacheKey,
  type RequestCookies,
  readCookies,
  withDiner,
} from './keys.ts';
import type { HeldPage, HoldRequest } from './store.ts';
import { fill, fillStrictly, type StandIn, templateOf } from './template.ts';

/** What the middleware knows of a request when it asks the page cache. */
export interface PageRequest {
  request: Request;
  url: URL;
  locals: App.Locals;
  /** The request's cookies, read once (`readCookies`). */
  cookies: RequestCookies;
  /** The signed-in diner's saved restaurants (a database read), asked only when a page of theirs may be held. */
  savedOf: (user: SessionUser) => Promise<readonly string[]>;
}

/**
 * The server's lookup for a visitor without a session cookie: the held page of the same URL and
 * address cookie, or one filled in from the template of the address's answer cell (after the
 * render of it another request is doing, if any); undefined when neither is held.
 */
export function heldForVisitor(
  cache: PageCache,
  url: string,
  cookieHeader: string | undefined,
  acceptEncoding: string | string[] | undefined,
): HeldAnswer | Promise<HeldAnswer | undefined> | undefined {
  const parsed = new URL(url, 'http://localhost');
  const cookies = readCookies(cookieHeader);
  // A diner who chose another language is sent to the page in it (src/middleware.ts).
  if (cookies.otherLanguageThan(localeOfPath(parsed.pathname))) return undefined;
  const key = pageCacheKey(cache.version, parsed, cookies);
  if (key === undefined) return undefined;
  const page = cache.store.get(key);
  if (page && !page.template) return heldAnswer(page, acceptEncoding);
  const drawn = drawnKey(cache, parsed, cookies.address, undefined, cookies.vegMode);
  return drawn && filledFromCell(cache, drawn, acceptEncoding);
}

/**
 * The answer filled in from the template of `drawn`'s cell when one is held, after the render of
 * it another request is doing, if any; undefined when none is held (then the page is rendered).
 */
function filledFromCell(
  cache: PageCache,
  drawn: Drawn,
  acceptEncoding: string | string[] | null | undefined,
): HeldAnswer | Promise<HeldAnswer | undefined> | undefined {
  const filled = () => {
    const template = cache.store.get(drawn.key);
    return template?.template
      ? filledAnswer(template, drawn.standIn.filling, acceptEncoding, cache.compressor)
      : undefined;
  };
  const rendering = cache.renderOf(drawn.key);
  return rendering ? rendering.then(filled) : filled();
}

/**
 * The page's answer through the page cache (`cache`, or none when it is off): the address pages
 * read is set in `locals` (the stand-in, when the page is drawn once per answer cell), then the
 * answer is held, filled in from a template, or rendered by `next` and held when it asked to be.
 */
export async function answerPage(
  cache: PageCache | undefined,
  page: PageRequest,
  next: () => Promise<Response>,
): Promise<Response> {
  const { locals } = page;
  locals.address = page.cookies.address;
  locals.vegMode = page.cookies.vegMode;
  if (!cache) return next();
  const held = await heldForDiner(cache, page);
  if (held) return held;
  const drawn = await standInOf(cache, page);
  if (drawn instanceof Response) return drawn;
  if (!drawn) return holdIfAsked(cache, page, await next());
  locals.standIn = drawn.standIn;
  locals.address = drawn.standIn.address;
  try {
    return await holdIfAsked(cache, page, await next());
  } finally {
    drawn.rendered();
  }
}

/**
 * The middleware's lookup for a signed-in diner: their page when one rendered for the same hearts
 * is held, for the same address or as a template of its answer cell. The saved restaurants
 * (`savedOf`, a database read) are read only when some diner's page of this URL and address is held.
 */
async function heldForDiner(cache: PageCache, page: PageRequest): Promise<Response | undefined> {
  const { request, url, cookies, savedOf } = page;
  const user = page.locals.user;
  if (!user || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
  const acceptEncoding = request.headers.get('accept-encoding');
  let saved: readonly string[] | undefined;
  const heldFor = async (key: string): Promise<HeldPage | undefined> => {
    const base = baseOf(key);
    const held = cache.store.dinerPagesOf(base);
    if (!held) return undefined;
    saved ??= await savedOf(user);
    return cache.store.get(withDiner(base, dinerVariant(saved, held.among)));
  };
  const probe = pageCacheKey(cache.version, url, cookies, '');
  if (probe === undefined) return undefined;
  let answer: HeldAnswer | undefined;
  const held = await heldFor(probe);
  if (held && !held.template) answer = heldAnswer(held, acceptEncoding);
  else {
    const drawn = drawnKey(cache, url, cookies.address, '', cookies.vegMode);
    const template = drawn && (await heldFor(drawn.key));
    if (drawn && template?.template)
      answer = await filledAnswer(template, drawn.standIn.filling, acceptEncoding, cache.compressor);
  }
  if (!answer) return undefined;
  const { status, headers, body } = answer;
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

/**
 * The stand-in address a request's page is rendered with: home or a restaurant page, an address
 * that can be filled in, and a request the page cache may answer again. Undefined otherwise.
 * `rendered` is called when the render is over, held or not. A visitor whose cell's template is
 * being rendered by another request waits for it and is answered from it (a Response).
 */
async function standInOf(
  cache: PageCache,
  page: PageRequest,
): Promise<{ standIn: StandIn; rendered: () => void } | Response | undefined> {
  const { request, url, cookies } = page;
  const user = page.locals.user;
  if (request.method !== 'GET') return undefined;
  const diner = user ? '' : undefined;
  if (pageCacheKey(cache.version, url, cookies, diner) === undefined) return undefined;
  const drawn = drawnKey(cache, url, cookies.address, diner, cookies.vegMode);
  if (!drawn) return undefined;
  // A diner's key is known only once the page read their hearts: their pages are not waited for.
  if (user) return { standIn: drawn.standIn, rendered: () => {} };
  const answer = await filledFromCell(cache, drawn, request.headers.get('accept-encoding'));
  if (answer) return new Response(new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
  return { standIn: drawn.standIn, rendered: cache.renderingTemplate(drawn.key) };
}

/**
 * The middleware's part after the page rendered. A page rendered with a stand-in address is
 * filled in for the diner, and its template held when the page asked to be held. When the page
 * asked to be held and the answer is a complete HTML page without cookies of its own, the page is
 * read, held (for a visitor without a session cookie, or for the signed-in diner's hearts), and
 * answered from the bytes read.
 */
async function holdIfAsked(cache: PageCache, page: PageRequest, rendered: Response): Promise<Response> {
  const { request, url, locals } = page;
  const asked = locals.holdPage && mayHold(request, rendered) ? locals.holdPage : undefined;
  const response = locals.standIn ? await filledIn(cache, page, rendered, locals.standIn, asked) : rendered;
  if (!asked) return response;
  const diner = locals.user ? dinerVariant(asked.saved, asked.among) : undefined;
  const key = pageCacheKey(cache.version, url, page.cookies, diner);
  // A page that would not be held is streamed as rendered, not read whole first.
  if (key === undefined || !cache.compressor.accepts()) return response;
  const body = Buffer.from(await response.arrayBuffer());
  cache.hold(key, response.status, response.headers, body, locals.user ? asked : undefined).catch((error: unknown) => {
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
 * `asked` says the page asked and may be), or, when the stand-in showed where no known escaping
 * explains it, every place filled with the diner's address in numeric references (and the page
 * never held).
 */
async function filledIn(
  cache: PageCache,
  page: PageRequest,
  response: Response,
  standIn: StandIn,
  asked: HoldRequest | undefined,
): Promise<Response> {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const init = { status: response.status, statusText: response.statusText, headers };
  const template = templateOf(html, standIn);
  if ('unexplained' in template) {
    console.error(
      `[page cache] ${page.url.pathname}: the stand-in address showed in ${template.unexplained} place(s) no known escaping explains; filled strictly, not held`,
    );
    return new Response(fillStrictly(html, standIn), init);
  }
  if (asked) {
    const user = page.locals.user;
    const diner = user ? dinerVariant(asked.saved, asked.among) : undefined;
    const key = cellKey(cache.version, page.url, standIn, diner, page.cookies.vegMode);
    cache.holdTemplate(key, response.status, response.headers, template, user ? asked : undefined);
  }
  return new Response(new Uint8Array(fill(template, standIn.filling)), init);
}
