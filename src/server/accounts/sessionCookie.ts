/**
 * The storefront session's cookie: its name, the Set-Cookie headers that carry and delete it, and
 * the token a request carries. Plain functions with no database, so tests and scripts import them alone.
 */
import { readCookie, serializeCookie, secureCookiesFor } from '../identity/requestSecurity.ts';

/** How long a storefront session lasts. */
export const storefrontSessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** Cookie values are 32 random bytes, base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * `__Host-thalify_session` where cookies are Secure (production over https: the prefix pins
 * the cookie to this host and path, so no subdomain can plant one), else `thalify_session`.
 */
export function sessionCookieName(request: Request, production: boolean): string {
  return secureCookiesFor(request, production) ? '__Host-thalify_session' : 'thalify_session';
}

/** The Set-Cookie header carrying `token`, in answer to `request`. */
export function sessionCookie(request: Request, production: boolean, token: string): string {
  return serializeCookie(sessionCookieName(request, production), token, {
    maxAge: storefrontSessionLifetimeMs / 1000,
    path: '/',
    secure: secureCookiesFor(request, production),
    sameSite: 'Lax',
  });
}

/** The Set-Cookie header that deletes the session cookie, in answer to `request`. */
export function clearedSessionCookie(request: Request, production: boolean): string {
  return serializeCookie(sessionCookieName(request, production), '', {
    maxAge: 0,
    path: '/',
    secure: secureCookiesFor(request, production),
    sameSite: 'Lax',
  });
}

/** The session token the request's cookie carries, when well formed. */
export function sessionToken(request: Request, production: boolean): string | undefined {
  const token = readCookie(request.headers.get('cookie'), sessionCookieName(request, production));
  return token && tokenPattern.test(token) ? token : undefined;
}
