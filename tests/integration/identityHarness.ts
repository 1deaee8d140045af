/**
 * Test harness of the identity and account services: mounts the identity service and the
 * account routes (the page module of GET /api/me itself) on a real node:http server on
 * 127.0.0.1, with a movable clock and caller IP, and gives the `appwrite` SDK the bits of a
 * browser it needs (a localStorage per simulated device).
 */
import type { APIContext } from 'astro';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Account, Client } from 'appwrite';
import type { Db } from '#src/server/db/db.ts';
import { crossOriginRefusal } from '#src/server/http/crossOrigin.ts';
import * as me from '#src/pages/api/me.ts';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import type { AccountsContext } from '#src/server/accounts/accounts.ts';
import { createAccountRoutes } from '#src/server/accounts/routes.ts';
import { findSessionUser } from '#src/server/accounts/session.ts';
import type { RouteModule, HttpMethod } from '#src/server/http/endpoint.ts';
import { embeddedVerifier, type AccountVerifier } from '#src/server/accounts/verify.ts';
import { deriveKeys, type IdentityKeys } from '#src/server/identity/keys.ts';
import { otpRules } from '#src/server/identity/otp.ts';
import { handleOutboxRequest } from '#src/server/identity/outbox.ts';
import type { IdentityContext } from '#src/server/identity/request.ts';
import { handleIdentityRequest } from '#src/server/identity/service.ts';
import { logSmsSender, TestOutbox } from '#src/server/identity/sms.ts';

/** A Fetch-style handler, as the Astro routes call the services. */
export type Dispatch = (request: Request) => Promise<Response>;

/** The account routes a test calls by name, over its own context. */
export type AccountRouteName = 'createUser' | 'login' | 'logout';

/**
 * Calls a page module's routes with the context Astro would build after the middleware: the
 * method picks the route (405 from `ALL` otherwise), and `locals` carries the session's user.
 */
export async function callModule(
  module: Partial<RouteModule<HttpMethod>> & { ALL: RouteModule<HttpMethod>['ALL'] },
  request: Request,
  locals: { user: SessionUser | null; sessionLookupFailed?: boolean; clientAddress?: string } = { user: null },
): Promise<Response> {
  const route = module[request.method as HttpMethod] ?? module.ALL;
  const context = { request, url: new URL(request.url), params: {}, locals } as unknown as APIContext;
  return route(context);
}

/** Calls one account route (sign-up, login, logout) over `ctx`, as POST /api/<name> would. */
export function callAccountRoute(name: AccountRouteName, request: Request, ctx: AccountsContext): Promise<Response> {
  return callModule(createAccountRoutes(async () => ctx)[name], request);
}

/** A running HTTP server around a Dispatch. */
export interface TestServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves `dispatch` on 127.0.0.1 at a free port, translating node:http to Fetch and back. */
export async function serve(dispatch: Dispatch): Promise<TestServer> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const headers = new Headers();
        for (let i = 0; i < req.rawHeaders.length; i += 2)
          headers.append(req.rawHeaders[i] ?? '', req.rawHeaders[i + 1] ?? '');
        const method = req.method ?? 'GET';
        const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks);
        const request = new Request(`http://${req.headers.host}${req.url ?? '/'}`, {
          method,
          headers,
          ...(body ? { body } : {}),
        });
        let response: Response;
        try {
          response = await dispatch(request);
        } catch (error) {
          // The services contain their own errors; reaching here is a harness bug worth seeing.
          console.error('[harness] dispatch threw', error);
          response = new Response('harness: dispatch threw', { status: 599 });
        }
        const out: Record<string, string | string[]> = {};
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') out[name] = value;
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) out['set-cookie'] = cookies;
        res.writeHead(response.status, out);
        res.end(Buffer.from(await response.arrayBuffer()));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The test's knobs: the caller's IP and the clock, changed between requests. */
export interface Knobs {
  ip: string;
  now: Date;
}

/** The services of one test file over one database, with an outbox and a captured SMS log. */
export interface Stack {
  keys: IdentityKeys;
  outbox: TestOutbox;
  smsLog: string[];
  knobs: Knobs;
  identity: () => IdentityContext;
  accounts: (verifier?: AccountVerifier) => AccountsContext;
  /** Routes /v1/account/**, /v1/test/outbox and the four /api account endpoints (GET /api/me through its page module, PATCH over this stack). */
  dispatch: Dispatch;
}

/** Builds the services as the runtime would, but with test keys, clock and IP. */
export function createStack(db: Db, options: { production?: boolean; verifier?: AccountVerifier } = {}): Stack {
  const production = options.production ?? false;
  const keys = deriveKeys('test-secret-of-at-least-thirty-two-characters');
  const outbox = new TestOutbox();
  const smsLog: string[] = [];
  const knobs: Knobs = { ip: '203.0.113.1', now: new Date('2026-11-21T10:00:00.000Z') };
  const now = () => new Date(knobs.now);
  const identity = (): IdentityContext => ({
    db,
    keys,
    sms: logSmsSender({ production, outbox, log: (line) => smsLog.push(line), now }),
    projectId: 'thalify',
    ip: knobs.ip,
    now,
    production,
    maxCodesPerIp: otpRules.maxRequestsPerWindow,
  });
  const accounts = (verifier?: AccountVerifier): AccountsContext => ({
    db,
    verifier: verifier ?? options.verifier ?? embeddedVerifier(db, keys),
    now,
    production,
  });
  const dispatch: Dispatch = async (request) => {
    const { pathname } = new URL(request.url);
    // What the middleware does before any route runs.
    const refusal = crossOriginRefusal(request);
    if (refusal) return refusal;
    if (pathname === '/v1/test/outbox') return handleOutboxRequest(request, outbox);
    if (pathname.startsWith('/v1/')) return handleIdentityRequest(request, identity());
    const routes = createAccountRoutes(async () => accounts());
    const modules: Record<string, Parameters<typeof callModule>[0]> = {
      '/api/create_user': routes.createUser,
      '/api/login': routes.login,
      '/api/logout': routes.logout,
      // GET through its page module; PATCH saves on the account, over this stack's database.
      '/api/me': request.method === 'PATCH' ? routes.me : me,
    };
    const module = modules[pathname];
    if (!module) return new Response('not found', { status: 404 });
    // What the middleware puts in locals: the session's user, or the note that it could not be read.
    try {
      return callModule(module, request, { user: await findSessionUser(request, { db, now, production }) });
    } catch {
      return callModule(module, request, { user: null, sessionLookupFailed: true });
    }
  };
  return { keys, outbox, smsLog, knobs, identity, accounts, dispatch };
}

/** A Map-backed Web Storage, enough for the SDK's cookieFallback. */
export class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
}

let currentStorage = new MemoryStorage();
let installed = false;

/**
 * Gives the SDK a `window` with `localStorage` (the current device's) and a quiet console: the
 * SDK keeps the session from X-Fallback-Cookies there because Node's fetch has no cookie jar.
 * Install it after the database is open (PGlite's loader also looks at `window`).
 */
export function installBrowserGlobals(): () => void {
  const holder = globalThis as { window?: unknown };
  const previous = holder.window;
  holder.window = {
    get localStorage() {
      return currentStorage;
    },
    console: { warn() {}, log() {}, error() {} },
  };
  installed = true;
  return () => {
    holder.window = previous;
    installed = false;
  };
}

/** One simulated browser: its own SDK client and its own localStorage. */
export class Device {
  readonly storage = new MemoryStorage();
  readonly client: Client;
  readonly account: Account;

  constructor(origin: string, project = 'thalify') {
    this.client = new Client().setEndpoint(`${origin}/v1`).setProject(project);
    this.account = new Account(this.client);
  }

  /** Runs SDK calls as this device (they must not overlap with another device's). */
  async run<T>(fn: (account: Account) => Promise<T>): Promise<T> {
    if (!installed) throw new Error('installBrowserGlobals() first');
    currentStorage = this.storage;
    return fn(this.account);
  }
}

let phoneCounter = 0;

/** A fresh valid Indian mobile number per call, so tests never share a phone's limits. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `+919${String(Date.now() % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
}

let ipCounter = 0;

/** A fresh caller IP per call, so tests never share an IP's limit. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** Requests a code for `phone` on `device`, reads it from the outbox, and opens a session. */
export async function signIn(
  stack: Stack,
  device: Device,
  phone: string,
): Promise<{ userId: string; sessionId: string }> {
  const token = await device.run((account) => account.createPhoneToken({ userId: 'unique()', phone }));
  const code = stack.outbox.latestFor(phone)?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  const session = await device.run((account) => account.createSession({ userId: token.userId, secret: code }));
  return { userId: session.userId, sessionId: session.$id };
}

/** What an identity test file works with: its database, the service stack and its server. */
export interface IdentityFixture {
  testDb: TestDb;
  stack: Stack;
  server: TestServer;
}

/**
 * Registers the hooks every identity test file needs: a test database, the service on
 * loopback and browser globals for the SDK, torn down after; each test gets a fresh caller IP
 * and a fixed clock. The returned object is filled before the first test runs.
 */
export function withIdentityStack(): IdentityFixture {
  const fixture = {} as IdentityFixture;
  let uninstall: (() => void) | undefined;
  beforeAll(async () => {
    fixture.testDb = await openTestDb();
    fixture.stack = createStack(fixture.testDb.db);
    fixture.server = await serve(fixture.stack.dispatch);
    uninstall = installBrowserGlobals();
  });
  afterAll(async () => {
    uninstall?.();
    await fixture.server?.close();
    await fixture.testDb?.cleanup();
  });
  beforeEach(() => {
    fixture.stack.knobs.ip = nextIp();
    fixture.stack.knobs.now = new Date('2026-11-21T10:00:00.000Z');
  });
  return fixture;
}
