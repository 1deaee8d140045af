/**
 * A client written from SPEC.md section 7 alone: it calls the paths with the payloads the spec
 * names and reads only the fields the spec names. It behaves like a browser where that matters:
 * a cookie jar that honours each cookie's Path, and an Origin header on every write.
 */

/** What a call answered: the status and the parsed JSON body (loose: the tests read spec fields). */
export interface Answer {
  status: number;
  // Bodies are read field by field against the spec, so they stay loose JSON.
  body: any;
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** RFC 6265 path-match: the cookie's path is the request path or a directory prefix of it. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

/** One simulated browser on the storefront's origin. */
export class SpecClient {
  /** The browser's localStorage keys of SPEC.md section 3 that this client fills. */
  readonly storage = new Map<string, string>();
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(readonly origin: string) {}

  private remember(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    let path = '/';
    let expired = false;
    for (const attribute of attributes) {
      const [key = '', val = ''] = attribute.split('=').map((p) => p.trim());
      if (key.toLowerCase() === 'path' && val.startsWith('/')) path = val;
      if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
    }
    const id = `${name};${path}`;
    if (expired) this.cookies.delete(id);
    else this.cookies.set(id, { name, value, path });
  }

  /** The Cookie header a browser would send to `path`. */
  cookieHeader(path: string): string {
    return [...this.cookies.values()]
      .filter((c) => pathMatches(path, c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  /** Names of the cookies that reach `path`. */
  cookieNamesFor(path: string): string[] {
    return [...this.cookies.values()].filter((c) => pathMatches(path, c.path)).map((c) => c.name);
  }

  /** A call: GET with `query`, or a JSON write with `body`. */
  async call(
    method: string,
    path: string,
    init: { query?: Record<string, string | number>; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const url = new URL(path, this.origin);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    const cookie = this.cookieHeader(url.pathname);
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET') {
      headers.origin ??= this.origin;
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(url, {
      method,
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(15_000),
    });
    for (const setCookie of response.headers.getSetCookie()) this.remember(setCookie);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the test sees the text
    }
    return { status: response.status, body };
  }

  /** A call to the identity service (account API, base path /v1) with the project header. */
  identity(method: string, path: string, body?: unknown): Promise<Answer> {
    return this.call(method, `/v1${path}`, {
      ...(body === undefined ? {} : { body }),
      headers: { 'x-appwrite-project': 'thalify' },
    });
  }
}

/** Finds a card anywhere in `cards` whose `card.card.id` is `id` (never by position). */
export function cardById(cards: any[], id: string): any {
  return cards.map((c) => c?.card?.card).find((c) => c?.id === id);
}
