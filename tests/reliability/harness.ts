// Shared pieces of the reliability suite: servers, diners and a restaurant with dishes.
import { restaurantWithDishes as koramangalaDishes, signUpDiner, startServer } from '../../scripts/lib/server.mjs';

/** A running built server. */
export interface Server {
  origin: string;
  port: number;
  dataDir: string;
  child: { pid: number };
  stop(signal?: NodeJS.Signals): Promise<void>;
  log(): string;
  /** Reads the sign-in code sent to a phone; the test outbox when absent. */
  signInCode?: (phone: string) => Promise<string>;
}

/** A signed-in diner: the session cookie and the user record. */
export interface Diner {
  cookie: string;
  user: { phone: string; database: string; userId: string; name: string };
}

/** Starts the built server (test outbox on) with extra environment. */
export function start(env: Record<string, string> = {}, dataDir?: string): Promise<Server> {
  return startServer({
    env: {
      THALIFY_TEST_OUTBOX: '1',
      SESSION_SECRET: 'reliability-suite-secret-0123456789abcdef',
      // Bangalore open round the clock with all-day menus, so orders there are taken at whatever hour the suite runs.
      HOURS_FILE: 'tests/support/hours.json',
      ...env,
    },
    ...(dataDir ? { dataDir } : {}),
  }) as unknown as Promise<Server>;
}

let phoneSeq = 0;
/** A phone number unique within the run. */
export function nextPhone(): string {
  phoneSeq += 1;
  return `8${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq).padStart(5, '0')}`;
}

/** Signs a new diner up. */
export function diner(server: Server, name = 'Test Diner'): Promise<Diner> {
  return signUpDiner(server.origin, nextPhone(), name, server.signInCode);
}

/** A restaurant delivering to Koramangala and the ids of some of its dishes. */
export async function restaurantWithDishes(
  server: Server,
  count: number,
): Promise<{ restaurantId: string; dishIds: string[]; otherRestaurantId: string }> {
  const { restaurantIds, dishIds } = (await koramangalaDishes(server.origin, count)) as {
    restaurantIds: string[];
    dishIds: string[];
  };
  return { restaurantId: restaurantIds[0]!, dishIds, otherRestaurantId: restaurantIds[1]! };
}

/** A JSON call with the diner's session. */
export async function call(
  server: Server,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${server.origin}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // left as text; the caller decides
  }
  return { status: response.status, body, headers: response.headers };
}

/** Adds one of `dishId` of `restaurantId` to the diner's cart through `/api/addToCart`; answers the call. */
export function addToCart(
  server: Server,
  d: Diner,
  restaurantId: string,
  dishId: string | undefined,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  return call(server, '/api/addToCart', {
    cookie: d.cookie,
    body: {
      number: d.user.phone,
      database: d.user.database,
      userId: d.user.userId,
      cart: { id: dishId, restaurantId },
    },
  });
}

/** The quantities of a diner's cart, by dish id. */
export async function quantities(server: Server, d: Diner): Promise<Map<string, number>> {
  const { status, body } = await call(server, `/api/getcart?database=${d.user.database}`, { cookie: d.cookie });
  if (status !== 200) throw new Error(`getcart ${status} ${JSON.stringify(body)}`);
  const docs = (body as { cart: { documents: { id: string; quantity: number }[] } }).cart.documents;
  return new Map(docs.map((doc) => [doc.id, doc.quantity]));
}
