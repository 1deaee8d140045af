/** Per-request edge rules: refuse cross-origin writes; put the client address, session user and saved address in `locals`; answer and hold pages from the page cache. */
import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { TRUSTED_PROXIES } from 'astro:env/server';
import { findSessionUser } from './server/accounts/session.ts';
import { publicOrigin, resolveClientAddress, trustedProxies } from './server/http/clientAddress.ts';
import { crossOriginRefusal } from './server/http/crossOrigin.ts';
import { rememberPublicOrigin } from './server/identity/requestSecurity.ts';
import { savedRestaurantIds } from './server/favourites/pageData.ts';
import { pageAnswer, readCookies } from './server/pageCache/index.ts';
import { withDinerKey } from './server/http/dinerKey.ts';
import { isLocale, languageHeader, type Locale, localeOfPath, localisedPath, unprefixedPath } from './i18n/locales.ts';
import { isOnDemandPage } from './i18n/routes.ts';
import { inLocale } from './server/i18n/requestLocale.ts';
import './server/i18n/catalogues.ts';

/** The socket's address as the adapter reports it; prebuilt pages and some adapters have none. */
function peerAddress(context: { clientAddress: string }): string {
  try {
    return context.clientAddress;
  } catch {
    return '';
  }
}

/** The catch-all of pages in another language (src/pages/[lang]/[...path].astro). */
const languageRoute = '/[lang]/[...path]';

export const onRequest = defineMiddleware(async (context, nextRoute) => {
  const locale = localeOfRequest(context.url.pathname, context.request);
  context.locals.locale = locale;
  const next = inLanguage(context, nextRoute);
  // An empty 404 is answered with the site's not-found page.
  if (!next) return new Response(null, { status: 404 });
  return inLocale(locale, () => answer(context, next));
});

/** A page's language is its path's; an API call's is the one its page names in a header (English without). */
function localeOfRequest(pathname: string, request: Request): Locale {
  if (!pathname.startsWith('/api/')) return localeOfPath(pathname);
  const header = request.headers.get(languageHeader);
  return isLocale(header) ? header : 'en';
}

/** The page's own route, or for `/hi/cart` the English route rendered in Hindi; null when there is no such page. */
function inLanguage(context: APIContext, next: MiddlewareNext): MiddlewareNext | null {
  if (context.routePattern !== languageRoute) return next;
  const plain = unprefixedPath(context.url.pathname);
  if (localeOfPath(context.url.pathname) === 'en' || !isOnDemandPage(plain)) return null;
  return (payload) => next(payload ?? `${plain}${context.url.search}`);
}

async function answer(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { request } = context;
  if (context.isPrerendered) {
    context.locals.user = null;
    context.locals.clientAddress = '';
    context.locals.address = null;
    context.locals.vegMode = 'all';
    return next();
  }
  const peer = peerAddress(context);
  const proxies = trustedProxies(TRUSTED_PROXIES);
  const origin = publicOrigin(context.url, peer, request.headers.get('x-forwarded-proto'), proxies);
  // Every cookie of this request is named and flagged for this origin (session, identity, logout).
  rememberPublicOrigin(request, origin);
  const refusal = crossOriginRefusal(request, origin);
  if (refusal) return refusal;
  context.locals.clientAddress = resolveClientAddress(peer, request.headers.get('x-forwarded-for'), proxies);
  // Anonymous requests never touch the database.
  try {
    context.locals.user = await findSessionUser(context);
  } catch (error) {
    // An outage must not sign the diner out: pages render for a visitor, and endpoints that
    // need the session answer 503 (src/server/http/endpoint.ts) instead of "sign in".
    console.error('[session] lookup failed', error);
    context.locals.user = null;
    context.locals.sessionLookupFailed = true;
  }
  // The one reading of the cookies: pages take the address from `locals.address`, which is the
  // stand-in when the page is drawn once per answer cell (src/server/pageCache/template.ts), and
  // the veg-only mode from `locals.vegMode`.
  const cookies = readCookies(request.headers.get('cookie'));
  // A diner who chose another language reads every page in it: an English page sends them there.
  const chosen = cookies.otherLanguageThan(context.locals.locale);
  if (chosen && request.method === 'GET' && isOnDemandPage(context.url.pathname)) {
    const to = localisedPath(`${context.url.pathname}${context.url.search}`, chosen);
    return new Response(null, {
      status: 302,
      headers: { location: to, 'cache-control': 'private, no-store', vary: 'Cookie' },
    });
  }
  const page = { request, url: context.url, locals: context.locals, cookies, savedOf: savedRestaurantIds };
  // Named for its diner after the page cache, so no held answer carries one diner's key to another;
  // during an outage the diner is unknown and the answer names no one.
  const answer = await pageAnswer(page, next);
  return context.locals.sessionLookupFailed ? answer : withDinerKey(answer, context.locals.user?.userId);
}
