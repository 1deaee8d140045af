/**
 * Test support for the `/api` routes: a diner as sign-up leaves them in the users table, and a
 * call of a route with the context Astro would build after the middleware. Used by the route
 * tests only; nothing in the server imports it.
 */
import type { APIContext, APIRoute } from 'astro';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import type { Db } from '#src/server/db/db.ts';
import { signatureHeader, signBody } from '#src/server/http/signedCalls.ts';

let diners = 0;

/** Inserts a new storefront account (unique id, phone and cart database) and answers its session user. */
export async function insertDiner(db: Db, name = 'Asha Rao'): Promise<SessionUser> {
  diners += 1;
  const n = String(diners).padStart(6, '0');
  const salt = Math.random().toString(36).slice(2, 8);
  const user: SessionUser = {
    userId: `user-${n}-${salt}`,
    phone: `+919${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}${n}`,
    name,
    email: 'asha@example.in',
    database: `db-${n}-${salt}`,
  };
  await db.query(
    'INSERT INTO users (id, phone, name, email, database, created_at) VALUES ($1, $2, $3, $4, $5, now())',
    [user.userId, user.phone, user.name, user.email, user.database],
  );
  return user;
}

/** What a route call carries. */
export interface RouteCall {
  /** The signed-in diner (`locals.user`); none by default. */
  user?: SessionUser | null;
  /** The page module's one method; else GET without a body, POST with one; unless given. */
  method?: string;
  query?: Record<string, string>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
  /** Sent as is instead of JSON.stringify(body). */
  raw?: string;
  contentType?: string;
}

/** A route, or a page module's routes (`{ POST, ALL }`) from which the request's method picks one as Astro does. */
export type Route = APIRoute | (Partial<Record<string, APIRoute>> & { ALL: APIRoute });

/** Calls a route as Astro would after the middleware; answers the status and the JSON body. */
export async function callRoute<T = Record<string, unknown>>(
  route: Route,
  path: string,
  options: RouteCall = {},
): Promise<{ status: number; body: T & { message?: string } }> {
  const url = new URL(`http://localhost:4321/api/${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const hasBody = options.body !== undefined || options.raw !== undefined;
  // A page module serving one method is called with it; otherwise GET without a body, POST with one.
  const served = typeof route === 'function' ? [] : Object.keys(route).filter((key) => key !== 'ALL');
  const method = options.method ?? (served.length === 1 ? served[0]! : hasBody ? 'POST' : 'GET');
  const init: RequestInit = {
    method,
    headers: { 'content-type': options.contentType ?? 'application/json', ...options.headers },
  };
  if (hasBody && method !== 'GET') init.body = options.raw ?? JSON.stringify(options.body);
  const context = {
    request: new Request(url, init),
    url,
    locals: { user: options.user ?? null },
    params: options.params ?? {},
    cookies: {},
  } as unknown as APIContext;
  const handler = typeof route === 'function' ? route : (route[method] ?? route.ALL);
  const response = await handler(context);
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
}

/**
 * POSTs `body` to a route as another system signs its calls (src/server/http/signedCalls.ts):
 * signed now with `secret`, or carrying `signature` as given.
 */
export function callSignedRoute<T = Record<string, unknown>>(
  route: Route,
  path: string,
  body: unknown,
  secret: string,
  signature?: string,
): Promise<{ status: number; body: T & { message?: string } }> {
  const raw = JSON.stringify(body);
  const header = signature ?? signBody(raw, secret, Math.floor(Date.now() / 1000));
  return callRoute<T>(route, path, { raw, headers: { [signatureHeader]: header } });
}
