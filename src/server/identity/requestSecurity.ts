/** Same-origin checks and cookie handling shared by the identity service and the account endpoints. */

/**
 * Whether a state-changing request comes from another site: an Origin header, when present,
 * must equal the request's own origin. Without Origin, a Referer from another origin or
 * Sec-Fetch-Site: cross-site also counts as another site. Browsers send Origin on every
 * cross-origin request and on same-origin non-GET requests; clients that are not browsers send
 * none and are not cookie-bearing victims of cross-site request forgery.
 */
export function isCrossOrigin(request: Request, own: string = new URL(request.url).origin): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) return origin !== own;
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const referer = request.headers.get('referer');
  if (referer === null) return false;
  // An unreadable Referer is not evidence of our own page either.
  return !URL.canParse(referer) || new URL(referer).origin !== own;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Public origins the middleware recorded, by request (a request the middleware never saw has none). */
const publicOrigins = new WeakMap<Request, string>();

/**
 * Records the origin the browser sees for `request`: the middleware's reading of the socket and
 * of a trusted proxy's X-Forwarded-Proto (src/server/http/clientAddress.ts), so that every cookie
 * set or read for the request follows it, not the http URL the server was reached by.
 */
export function rememberPublicOrigin(request: Request, origin: string): void {
  publicOrigins.set(request, origin);
}

/** The request's URL as the browser sees it: the recorded public origin with the request's path, else the URL as received. */
export function publicUrlOf(request: Request): URL {
  const url = new URL(request.url);
  const origin = publicOrigins.get(request);
  return origin ? new URL(`${url.pathname}${url.search}`, origin) : url;
}

/**
 * Whether cookies set or read for `request` are Secure (and the session cookie `__Host-`): in
 * production, except plain http on a loopback host (the built server under browser tests), where
 * a Secure cookie might not be stored. https wins, loopback Host or not: behind a trusted TLS
 * proxy that forwards `Host: 127.0.0.1:4321` the page is still https.
 */
export function secureCookiesFor(request: Request, production: boolean): boolean {
  if (!production) return false;
  const url = publicUrlOf(request);
  return !(url.protocol === 'http:' && loopbackHosts.has(url.hostname));
}

/** Reads one cookie from a Cookie header; undefined when absent or malformed. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Attributes of a Set-Cookie header. */
export interface CookieOptions {
  /** Seconds until expiry; 0 deletes the cookie. */
  maxAge: number;
  path: string;
  secure: boolean;
  sameSite: 'Lax' | 'Strict';
}

/** One httpOnly Set-Cookie header value. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const expires = new Date(Date.now() + options.maxAge * 1000).toUTCString();
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${options.maxAge}`,
    `Expires=${expires}`,
    `Path=${options.path}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
