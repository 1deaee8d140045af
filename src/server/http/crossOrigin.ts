/**
 * The server's one cross-origin rule, applied by the middleware to every request served on
 * demand: a state-changing request from another site is refused before any endpoint runs.
 */
import { jsonError } from './http.ts';
import { AppwriteError, appwriteErrorResponse } from '../identity/appwriteError.ts';
import { isCrossOrigin } from '../identity/requestSecurity.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The text of the 403 an /api caller gets. */
// text-check: not a diner's text (only another site's script is refused this way)
export const crossOriginMessage = 'Cross-origin requests are not allowed.';

/** The 403 for a cross-origin write, or null when the request may go on; `own` is the site's origin as browsers see it. */
export function crossOriginRefusal(request: Request, own?: string): Response | null {
  if (safeMethods.has(request.method.toUpperCase()) || !isCrossOrigin(request, own)) return null;
  // The identity service's callers (the appwrite SDK) read Appwrite's error body, not ours.
  if (new URL(request.url).pathname.startsWith('/v1/')) {
    return appwriteErrorResponse(
      // text-check: not a diner's text (only another site's script is refused this way)
      new AppwriteError(403, 'general_unknown_origin', 'Requests from other sites are not allowed.'),
    );
  }
  return jsonError(403, crossOriginMessage);
}
