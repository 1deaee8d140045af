/** Per-request edge rules: refuse cross-origin writes; put the session user in `locals`. */
import { defineMiddleware } from 'astro:middleware';
import { getSessionUser } from './server/accounts/session.ts';
import { jsonError } from './server/http.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a state-changing request comes from another site. */
function isCrossOrigin(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin !== url.origin;
  return request.headers.get('sec-fetch-site') === 'cross-site';
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  if (!safeMethods.has(request.method) && !context.isPrerendered && isCrossOrigin(request, url)) {
    return jsonError(403, 'Cross-origin request refused');
  }
  // Prebuilt pages have no request; anonymous requests never touch the database.
  try {
    context.locals.user = context.isPrerendered ? null : await getSessionUser(context);
  } catch (error) {
    console.error('[session] lookup failed', error);
    context.locals.user = null;
  }
  return next();
});
