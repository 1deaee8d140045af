/** Per-request edge rules: refuse cross-origin writes; put the client address and session user in `locals`. */
import { defineMiddleware } from 'astro:middleware';
import { TRUSTED_PROXIES } from 'astro:env/server';
import { getSessionUser } from './server/accounts/session.ts';
import { jsonError } from './server/http.ts';
import { resolveClientAddress, trustedProxies } from './server/clientAddress.ts';
import { isCrossOrigin } from './server/identity/requestSecurity.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

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
    return next();
  }
  if (!safeMethods.has(request.method) && isCrossOrigin(request)) return jsonError(403, 'Cross-origin request refused');
  context.locals.clientAddress = resolveClientAddress(peerAddress(context), request.headers.get('x-forwarded-for'), trustedProxies(TRUSTED_PROXIES));
  // Anonymous requests never touch the database.
  try {
    context.locals.user = await getSessionUser(context);
  } catch (error) {
    console.error('[session] lookup failed', error);
    context.locals.user = null;
  }
  return next();
});
