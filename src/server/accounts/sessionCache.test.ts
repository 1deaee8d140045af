/**
 * The session cache: held sessions answer signed-in requests without the database, and no
 * ended session is ever let through, whoever ended it (this handle, another process writing
 * directly, a cascade, an account change); expiry is checked on every hit; the cache is
 * bounded and empties when its LISTEN connection is lost. Runs on PGlite, and on PostgreSQL
 * (DATABASE_URL) with `another()` as a second server process's connection pool.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import type { Db } from '#src/server/db/db.ts';
import { NotifiedCache } from '#src/server/db/notifiedCache.ts';
import { openTestDb, type TestDb } from '#src/server/db/testDb.ts';
import { endAllSessions } from '#src/server/identity/sessions.ts';
import { sessionsEnded } from '#src/server/identity/sessionsEnded.ts';
import { insertDiner } from '#src/server/routeHarness.ts';
import { endSession, findSessionUser, startSession, storefrontSessionLifetimeMs } from './session.ts';
import {
  applySessionChange,
  heldSessions,
  sessionChangesChannel,
  type CachedSession,
  type SessionCache,
} from './sessionCache.ts';

let testDb: TestDb;
let db: Db;
/** Another server process's handle on the same database (PGlite: the same handle). */
let other: Db;
let cache: SessionCache;
const now = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  other = await testDb.another();
  cache = heldSessions.for(db);
  await vi.waitFor(() => expect(cache.stats().listening).toBe(true));
});

afterAll(async () => {
  await heldSessions.close(db);
  await testDb?.cleanup();
});

const requestWith = (token: string) =>
  new Request('http://127.0.0.1/', { headers: { cookie: `thalify_session=${token}` } });

/** The user of `token` as the middleware finds it, through the cache. */
const userOf = (token: string, at: Date = now, held: SessionCache = cache) =>
  findSessionUser(requestWith(token), { db, cache: held, now: () => at, production: false });

/** A diner with a live session; the session is looked up once, so the cache holds it. */
async function signedIn(): Promise<{ user: SessionUser; token: string }> {
  const user = await insertDiner(db);
  const token = await startSession(db, user.userId, now);
  expect(await userOf(token)).toEqual(user);
  return { user, token };
}

describe('the session cache', () => {
  it('answers a held session without asking the database', async () => {
    const { user, token } = await signedIn();
    const before = cache.stats();
    expect(await userOf(token)).toEqual(user);
    expect(await userOf(token)).toEqual(user);
    expect(cache.stats().hits).toBe(before.hits + 2);
    expect(cache.stats().misses).toBe(before.misses);
  });

  it('refuses a logged-out session at once', async () => {
    const { token } = await signedIn();
    await endSession(db, token);
    expect(await userOf(token)).toBeNull();
  });

  it('refuses a session another process ended with a direct write', async () => {
    const { user, token } = await signedIn();
    // What "log out other devices" on another server does to this device's session.
    await other.query('DELETE FROM user_sessions WHERE user_id = $1', [user.userId]);
    // PGlite hears it before the statement returns; PostgreSQL a moment after the commit.
    await expect.poll(() => userOf(token), { timeout: 5_000 }).toBeNull();
  });

  it('refuses a session whose identity session ended (the cascade of migration 006)', async () => {
    const user = await insertDiner(db);
    const identitySessionId = randomUUID();
    await db.query('INSERT INTO identity_users (id, phone, created_at, updated_at) VALUES ($1, $2, now(), now())', [
      user.userId,
      user.phone,
    ]);
    await db.query(
      "INSERT INTO identity_sessions (id, user_id, secret_hash, ip, created_at, expires_at) VALUES ($1, $2, 'x', '127.0.0.1', now(), now() + interval '1 day')",
      [identitySessionId, user.userId],
    );
    const token = await startSession(db, user.userId, now, { identitySessionId });
    expect(await userOf(token)).toEqual(user);
    await other.query('DELETE FROM identity_sessions WHERE id = $1', [identitySessionId]);
    await expect.poll(() => userOf(token), { timeout: 5_000 }).toBeNull();
  });

  it('refuses every session of an account whose identity sessions this process ended', async () => {
    const user = await insertDiner(db);
    await db.query('INSERT INTO identity_users (id, phone, created_at, updated_at) VALUES ($1, $2, now(), now())', [
      user.userId,
      user.phone,
    ]);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const identitySessionId = randomUUID();
      await db.query(
        "INSERT INTO identity_sessions (id, user_id, secret_hash, ip, created_at, expires_at) VALUES ($1, $2, 'x', '127.0.0.1', now(), now() + interval '1 day')",
        [identitySessionId, user.userId],
      );
      tokens.push(await startSession(db, user.userId, now, { identitySessionId }));
    }
    for (const token of tokens) expect(await userOf(token)).toEqual(user);
    expect(await endAllSessions(db, user.userId)).toBe(2);
    for (const token of tokens) expect(await userOf(token)).toBeNull();
  });

  it('shows an account change made by another process, and ends the sessions of a deleted account', async () => {
    const { user, token } = await signedIn();
    await other.query('UPDATE users SET name = $2, email = $3 WHERE id = $1', [
      user.userId,
      'Asha R.',
      'asha.r@example.in',
    ]);
    await expect.poll(async () => (await userOf(token))?.name, { timeout: 5_000 }).toBe('Asha R.');
    expect((await userOf(token))?.email).toBe('asha.r@example.in');
    await other.query('DELETE FROM users WHERE id = $1', [user.userId]);
    await expect.poll(() => userOf(token), { timeout: 5_000 }).toBeNull();
  });

  it('refuses an expired session the cache holds', async () => {
    const { user, token } = await signedIn();
    const end = now.getTime() + storefrontSessionLifetimeMs;
    expect(await userOf(token, new Date(end - 1))).toEqual(user);
    const before = cache.stats();
    expect(await userOf(token, new Date(end))).toBeNull();
    // The held copy was found, refused and dropped; the database agreed.
    expect(cache.stats().entries).toBeLessThan(before.entries);
  });

  it('hands out copies: a caller changing its user changes no other request', async () => {
    const { user, token } = await signedIn();
    const first = await userOf(token);
    if (first) first.name = 'Someone Else';
    expect(await userOf(token)).toEqual(user);
  });

  it('stays bounded, answering evicted sessions from the database', async () => {
    const small: SessionCache = new NotifiedCache(3);
    small.attach(db, sessionChangesChannel, (payload) => applySessionChange(small, payload));
    try {
      await expect.poll(() => small.stats().listening).toBe(true);
      const diners = await Promise.all([1, 2, 3, 4, 5].map(() => signedIn()));
      for (const { user, token } of diners) expect(await userOf(token, now, small)).toEqual(user);
      expect(small.stats().entries).toBe(3);
      for (const { user, token } of diners) expect(await userOf(token, now, small)).toEqual(user);
      expect(small.stats().entries).toBe(3);
    } finally {
      await small.detach();
    }
  });
});

/** A database whose LISTEN the test controls: `connection(false)` is a lost connection. */
function fakeListener(): { db: Db; connection: (listening: boolean) => void; notify: (payload: string) => void } {
  let onConnection: ((listening: boolean) => void) | undefined;
  let onPayload: ((payload: string) => void) | undefined;
  const db = {
    async listen(_channel: string, payload: (p: string) => void, connection?: (listening: boolean) => void) {
      onPayload = payload;
      onConnection = connection;
      connection?.(true);
      return async () => {};
    },
  } as unknown as Db;
  return { db, connection: (listening) => onConnection?.(listening), notify: (payload) => onPayload?.(payload) };
}

const held = (userId: string, expiresAt = Number.MAX_SAFE_INTEGER): CachedSession => ({
  user: { userId, phone: '+919000000000', name: 'A', email: 'a@example.in', database: 'd' },
  expiresAt,
});

describe('a cache kept by notifications', () => {
  it('serves and keeps nothing while its LISTEN connection is down, and starts empty when it is back', async () => {
    const fake = fakeListener();
    const sessions: SessionCache = new NotifiedCache(10);
    sessions.attach(fake.db, sessionChangesChannel, (payload) => applySessionChange(sessions, payload));
    await expect.poll(() => sessions.stats().listening).toBe(true);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return held('u1');
    };
    await sessions.read('hash-1', load);
    await sessions.read('hash-1', load);
    expect(loads).toBe(1);
    fake.connection(false);
    // Notifications sent now would be lost: every read goes to the database.
    await sessions.read('hash-1', load);
    await sessions.read('hash-1', load);
    expect(loads).toBe(3);
    expect(sessions.stats().entries).toBe(0);
    fake.connection(true);
    await sessions.read('hash-1', load);
    expect(loads).toBe(4);
    await sessions.read('hash-1', load);
    expect(loads).toBe(4);
  });

  it('never keeps a value read before an eviction that happened while it was read', async () => {
    const fake = fakeListener();
    const sessions: SessionCache = new NotifiedCache(10);
    sessions.attach(fake.db, sessionChangesChannel, (payload) => applySessionChange(sessions, payload));
    await expect.poll(() => sessions.stats().listening).toBe(true);
    // The read sees the session; the logout commits (and is announced) before the read returns.
    const stale = await sessions.read('hash-2', async () => {
      fake.notify('token:hash-2');
      return held('u2');
    });
    expect(stale?.user.userId).toBe('u2');
    expect(sessions.stats().entries).toBe(0);
  });

  it('evicts by token, by account and everything', async () => {
    const fake = fakeListener();
    const sessions: SessionCache = new NotifiedCache(10);
    sessions.attach(fake.db, sessionChangesChannel, (payload) => applySessionChange(sessions, payload));
    await expect.poll(() => sessions.stats().listening).toBe(true);
    for (const [hash, user] of [
      ['a', 'u1'],
      ['b', 'u1'],
      ['c', 'u2'],
      ['d', 'u3'],
    ] as const)
      await sessions.read(hash, async () => held(user));
    expect(sessions.stats().entries).toBe(4);
    fake.notify('token:c');
    expect(sessions.stats().entries).toBe(3);
    fake.notify('user:u1');
    expect(sessions.stats().entries).toBe(1);
    fake.notify('*');
    expect(sessions.stats().entries).toBe(0);
  });

  it("drops an account's sessions as soon as identity says its sessions ended, before any notification", async () => {
    const fake = fakeListener();
    const sessions = heldSessions.for(fake.db);
    try {
      await expect.poll(() => sessions.stats().listening).toBe(true);
      await sessions.read('e', async () => held('u4'));
      await sessions.read('f', async () => held('u5'));
      sessionsEnded(fake.db, 'u4');
      expect(sessions.stats().entries).toBe(1);
      expect(await sessions.read('f', async () => undefined)).toEqual(held('u5'));
    } finally {
      await heldSessions.close(fake.db);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL, a lost LISTEN connection', () => {
  it('empties the cache, which serves nothing until listening again', async () => {
    const { token } = await signedIn();
    expect(cache.stats().entries).toBeGreaterThan(0);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN ${sessionChangesChannel}'`,
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await expect.poll(() => cache.stats().listening).toBe(false);
    expect(cache.stats().entries).toBe(0);
    // Back within about a second, empty; sessions ended meanwhile were never held.
    await expect.poll(() => cache.stats().listening, { timeout: 10_000 }).toBe(true);
    expect(cache.stats().entries).toBe(0);
    expect(await userOf(token)).not.toBeNull();
  });
});
