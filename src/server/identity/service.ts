/**
 * The embedded identity service: the part of Appwrite's account API that the `appwrite` web
 * SDK's phone sign-in and profile use (SDK 27: Account.createPhoneToken, createSession, get,
 * createJWT, updateName, updateEmail, updatePrefs, listSessions, getSession, deleteSession,
 * deleteSessions, listLogs), plus the spec's older `sessions/phone` paths. A plain function from Request
 * to Response, so the Astro route and the tests' HTTP server run the very same code.
 */
import { getAccount, getLogs, getPrefs, updateEmail, updateName, updatePrefs } from './accountProfile.ts';
import { deleteSession, deleteSessions, getSession, getSessions } from './accountSessions.ts';
import { AppwriteError, appwriteHandler, invalidParam, notSupported, routeNotFound } from './appwriteError.ts';
import { createJwt, createPhoneToken, createSession } from './phoneSignIn.ts';
import type { IdentityContext } from './request.ts';
import { defaultLocale, isLocale, type Locale } from '#src/i18n/locales.ts';
import { inLocale } from '../i18n/requestLocale.ts';

/**
 * The language the appwrite SDK names in `x-appwrite-locale` (`hi`, `hi-IN`), when it is one of
 * the storefront's; English otherwise. The diner's texts of the answer are worded in it.
 */
export function identityLocale(request: Request): Locale {
  const code = (request.headers.get('x-appwrite-locale') ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(code) ? code : defaultLocale;
}

/** Answers one request under /v1/account with Appwrite's status codes, headers and bodies, in the request's language. */
export function handleIdentityRequest(request: Request, ctx: IdentityContext): Promise<Response> {
  return inLocale(identityLocale(request), () => answerIdentityRequest(request, ctx));
}

function answerIdentityRequest(request: Request, ctx: IdentityContext): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const path = url.pathname.replace(/^\/v1(?=\/|$)/, '');
  return appwriteHandler(`${method} /v1${path}`, async () => {
    if (path !== '/account' && !path.startsWith('/account/')) throw routeNotFound();
    if (request.headers.get('x-appwrite-project') !== ctx.projectId) {
      throw new AppwriteError(
        404,
        'project_not_found',
        // text-check: not a diner's text (Appwrite's own words for a misconfigured client)
        'Project with the requested ID could not be found. Please check the value of the X-Appwrite-Project header to ensure the correct project ID is being used.',
      );
    }
    switch (`${method} ${path}`) {
      case 'POST /account/tokens/phone':
      case 'POST /account/sessions/phone':
        return createPhoneToken(request, ctx);
      case 'POST /account/sessions/token':
      case 'PUT /account/sessions/phone':
        return createSession(request, ctx);
      case 'GET /account':
        return getAccount(request, ctx);
      case 'POST /account/jwts':
      case 'POST /account/jwt':
        return createJwt(request, ctx);
      case 'PATCH /account/name':
        return updateName(request, ctx);
      case 'PATCH /account/email':
        return updateEmail(request, ctx);
      case 'PATCH /account/prefs':
        return updatePrefs(request, ctx);
      case 'GET /account/prefs':
        return getPrefs(request, ctx);
      case 'GET /account/sessions':
        return getSessions(request, ctx);
      case 'DELETE /account/sessions':
        return deleteSessions(request, ctx);
      case 'GET /account/logs':
        return getLogs(request, ctx);
    }
    const sessionPath = /^\/account\/sessions\/([^/]+)$/.exec(path);
    if (
      (method === 'DELETE' || method === 'GET') &&
      sessionPath?.[1] &&
      !['phone', 'token', 'email', 'anonymous', 'magic-url', 'oauth2'].includes(sessionPath[1])
    ) {
      let sessionId: string;
      try {
        sessionId = decodeURIComponent(sessionPath[1]);
      } catch {
        // text-check: not a diner's text (Appwrite's own words for a developer's bad parameter)
        throw invalidParam('sessionId', 'Value must be a valid string');
      }
      return method === 'DELETE' ? deleteSession(request, ctx, sessionId) : getSession(request, ctx, sessionId);
    }
    throw notSupported();
  });
}
