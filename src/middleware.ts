/** Per-request edge rules: refuse cross-origin writes; put the client address, session user and saved address in `locals`; answer and hold pages from the page cache. */
import { defineMiddleware } from 'astro:middleware';
import { TRUSTED_PROXIES } from 'astro:env/server';
import { findSessionUser } from './server/accounts/session.ts';
import { publicOrigin, resolveClientAddress, trustedProxies } from './server/http/clientAddress.ts';
import { crossOriginRefusal } from './server/http/crossOrigin.ts';
import { rememberPublicOrigin } from './server/identity/requestSecurity.ts';
import { savedRestaurantIds } from './server/favourites/pageData.ts';
import { pageAnswer, readCookies } from './server/pageCache/index.ts';
import { withDinerKey } from './server/http/dinerKey.ts';

/** The socket's address as the adapter reports it; prebuilt pages and some adapters have none. */
function peerAddress(context: { clientAddress: string }): string {
  try {
    return context.clientAddress;
  } catch {
    return '';
  }
}

export const onRequest = defineMiddleware(async (context, next) => {
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
  const page = { request, url: context.url, locals: context.locals, cookies, savedOf: savedRestaurantIds };
  // Named for its diner after the page cache, so no held answer carries one diner's key to another;
  // during an outage the diner is unknown and the answer names no one.
  const answer = await pageAnswer(page, next);
  return context.locals.sessionLookupFailed ? answer : withDinerKey(answer, context.locals.user?.userId);
});
