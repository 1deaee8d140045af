/**
 * The realtime hub at /v1/realtime over a real database, driven by the `appwrite` SDK's own
 * `client.subscribe` (as the browser does) and by raw frames: the owner gets the order's state
 * when subscribing and each change after it; another diner, a forged or expired session,
 * malformed frames and a flood are refused; and the SDK's reconnect delays (1 s under 5
 * attempts, 5 s under 15, 10 s under 100, then 60 s) against a server that drops the socket
 * and stays away, after which it catches up without being asked.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Client, type RealtimeResponseEvent } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { OrderView } from '#src/lib/orderTypes.ts';
import { startSession } from '#src/server/accounts/session.ts';
import { openTestDb, type TestDb } from '#src/server/db/testDb.ts';
import { openSession } from '#src/server/identity/sessions.ts';
import { recordStatus } from '#src/server/orders/orderRules.ts';
import { dinerHubDeps } from '#src/server/realtime/diners.ts';
import { createRealtimeHub, type RealtimeHub } from '#src/server/realtime/hub.ts';
import { orderChannel } from '#src/server/realtime/protocol.ts';

const project = 'thalify';

interface Diner {
  userId: string;
  cookie: string;
  identitySession: string;
}

let testDb: TestDb;
let hub: RealtimeHub;
let server: Server;
let port: number;
let stopListening: () => Promise<void>;
/** Raw sockets of upgraded connections, so a test can cut them as a network would. */
const upgraded = new Set<Socket>();
let seq = 0;

function listen(at = 0): Promise<number> {
  server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    upgraded.add(socket as Socket);
    socket.on('close', () => upgraded.delete(socket as Socket));
    hub.handleUpgrade(req, socket, head);
  });
  return new Promise((resolve) =>
    server.listen(at, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  testDb = await openTestDb();
  // The order service's `get`, reduced to what the hub sends: the order's status.
  const orders = {
    async get(userId: string, orderId: string) {
      const row = (
        await testDb.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1 AND user_id = $2', [
          orderId,
          userId,
        ])
      ).rows[0];
      return { id: orderId, status: row?.status } as unknown as OrderView;
    },
  };
  hub = createRealtimeHub(dinerHubDeps(testDb.db, orders, project, { production: false }));
  stopListening = await testDb.db.listen('order_changes', (orderId) => void hub.announce(orderId));
  port = await listen();
});

afterAll(async () => {
  await hub?.close();
  await stopListening?.();
  server?.close();
  await testDb?.cleanup();
});

async function newDiner(): Promise<Diner> {
  seq += 1;
  const userId = `rt-${randomUUID()}`;
  const phone = `+9197${String(process.pid).slice(-4).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
  await testDb.db.query(
    'INSERT INTO identity_users (id, phone, name, created_at, updated_at) VALUES ($1, $2, $3, now(), now())',
    [userId, phone, 'Asha Rao'],
  );
  await testDb.db.query(
    'INSERT INTO users (id, phone, name, email, database, created_at) VALUES ($1, $2, $3, $4, $5, now())',
    [userId, phone, 'Asha Rao', 'asha@example.in', `db-${randomUUID()}`],
  );
  const opened = await openSession(testDb.db, { userId, ip: '127.0.0.1', now: new Date() });
  const token = await startSession(testDb.db, userId, new Date(), { identitySessionId: opened.session.id });
  return { userId, cookie: `thalify_session=${token}`, identitySession: opened.cookieValue };
}

async function newOrder(diner: Diner): Promise<string> {
  const id = randomUUID();
  await testDb.db.query(
    `INSERT INTO orders (id, user_id, idempotency_key, request_fingerprint, restaurant_id, restaurant_name, restaurant_area, restaurant_image, restaurant_href, address, status, payment_method, item_total, packaging, delivery_fee, platform_fee, gst, discount, total)
     VALUES ($1, $2, $3, 'f', '100001', 'Spice Route', 'Koramangala', 'r', '/restaurants/x', '{}'::jsonb, 'placed', 'cod', 100, 0, 0, 0, 5, 0, 105)`,
    [id, diner.userId, randomUUID()],
  );
  return id;
}

const move = (orderId: string, to: 'accepted' | 'preparing' | 'picked_up') =>
  testDb.db.transaction((tx) => recordStatus(tx, orderId, to));

/** A raw socket that collects every frame. */
async function rawSocket(headers: Record<string, string> = {}, query = `project=${project}`) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/v1/realtime?${query}`, { headers });
  const frames: {
    type: string;
    data?: { code?: number; message?: string; user?: unknown } & Record<string, unknown>;
  }[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data))));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.once('error', reject);
  });
  await expect.poll(() => frames.length).toBeGreaterThan(0);
  return { socket, frames, closed, send: (frame: unknown) => socket.send(JSON.stringify(frame)) };
}

const subscribeFrame = (orderId: string, subscriptionId = 'sub1') => ({
  type: 'subscribe',
  data: [{ subscriptionId, channels: [orderChannel(orderId)], queries: [] }],
});

/** What the SDK needs of a browser: timers, an empty localStorage and a WebSocket that sends the diner's cookie. */
function browserFor(cookie: string | null) {
  const g = globalThis as Record<string, unknown>;
  g.window = { setTimeout, setInterval, clearTimeout, localStorage: { getItem: () => null } };
  g.WebSocket = class extends WebSocket {
    constructor(url: string) {
      super(url, cookie ? { headers: { cookie } } : {});
      // A refused connection is reported as a close to the SDK, as a browser does.
      this.on('error', () => {});
    }
  };
}

describe('the owner through the appwrite SDK', () => {
  it('gets the order as it is when subscribing, then every change, on the order channel', async () => {
    const asha = await newDiner();
    const orderId = await newOrder(asha);
    browserFor(asha.cookie);
    const client = new Client().setEndpoint(`http://127.0.0.1:${port}/v1`).setProject(project);
    const seen: RealtimeResponseEvent<{ status: string }>[] = [];
    const unsubscribe = client.subscribe<{ status: string }>(orderChannel(orderId), (event) => seen.push(event));
    try {
      await expect.poll(() => seen.map((e) => e.payload.status)).toEqual(['placed']);
      await move(orderId, 'accepted');
      await expect.poll(() => seen.map((e) => e.payload.status)).toEqual(['placed', 'accepted']);
      await move(orderId, 'preparing');
      await expect.poll(() => seen.map((e) => e.payload.status)).toEqual(['placed', 'accepted', 'preparing']);
      expect(seen[1]?.channels).toEqual([orderChannel(orderId)]);
      expect(seen[1]?.events).toContain(`${orderChannel(orderId)}.update`);
    } finally {
      unsubscribe();
    }
  });

  it('signs in with the identity session the SDK sends in an authentication message', async () => {
    const ravi = await newDiner();
    const orderId = await newOrder(ravi);
    browserFor(null);
    const client = new Client()
      .setEndpoint(`http://127.0.0.1:${port}/v1`)
      .setProject(project)
      .setSession(ravi.identitySession);
    const seen: string[] = [];
    const unsubscribe = client.subscribe<{ status: string }>(orderChannel(orderId), (event) =>
      seen.push(event.payload.status),
    );
    try {
      await expect.poll(() => seen).toEqual(['placed']);
    } finally {
      unsubscribe();
    }
  });
});

describe('refusals', () => {
  it("another diner's order is refused and none of its changes arrive", async () => {
    const asha = await newDiner();
    const ravi = await newDiner();
    const ashasOrder = await newOrder(asha);
    const { frames, send, socket } = await rawSocket({ cookie: ravi.cookie });
    expect(frames[0]).toMatchObject({ type: 'connected', data: { user: { $id: ravi.userId } } });
    send(subscribeFrame(ashasOrder));
    await expect.poll(() => frames.at(-1)).toMatchObject({ type: 'error', data: { code: 403 } });
    expect(frames.at(-1)?.data?.message).toContain('is not an order in your account');
    await move(ashasOrder, 'accepted');
    send({ type: 'ping' });
    await expect.poll(() => frames.at(-1)?.type).toBe('pong');
    expect(frames.some((f) => f.type === 'event')).toBe(false);
    socket.close();
  });

  it('a forged or expired session signs nobody in', async () => {
    const asha = await newDiner();
    const orderId = await newOrder(asha);
    const forged = await rawSocket({ cookie: `thalify_session=${'A'.repeat(43)}` });
    expect(forged.frames[0]).toMatchObject({ type: 'connected', data: { user: null } });
    forged.send(subscribeFrame(orderId));
    await expect.poll(() => forged.frames.at(-1)).toMatchObject({ type: 'error', data: { code: 401 } });
    forged.send({ type: 'authentication', data: { session: `${'0'.repeat(20)}.${'b'.repeat(43)}` } });
    await expect
      .poll(() => forged.frames.at(-1))
      .toMatchObject({ type: 'error', data: { code: 1003, message: 'session: is not valid or has expired' } });
    forged.socket.close();

    await testDb.db.query("UPDATE user_sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [
      asha.userId,
    ]);
    await testDb.db.query("UPDATE identity_sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [
      asha.userId,
    ]);
    const expired = await rawSocket({ cookie: asha.cookie });
    expect(expired.frames[0]).toMatchObject({ type: 'connected', data: { user: null } });
    expired.send({ type: 'authentication', data: { session: asha.identitySession } });
    await expect.poll(() => expired.frames.at(-1)).toMatchObject({ type: 'error', data: { code: 1003 } });
    expired.socket.close();
  });

  it('malformed frames get an error naming what is wrong, and the socket stays open', async () => {
    const { frames, socket, send } = await rawSocket();
    socket.send('{not json');
    await expect.poll(() => frames.at(-1)?.data?.message).toBe('Message format is not valid: it must be JSON');
    send({ type: 'shout' });
    await expect.poll(() => frames.at(-1)?.data?.message).toContain('type: must be ping, authentication');
    send({ type: 'subscribe', data: [{ subscriptionId: 's', channels: 'orders' }] });
    await expect.poll(() => frames.at(-1)?.data?.message).toBe('data.0.channels: must be a list of channels');
    send({ type: 'subscribe', data: [{ subscriptionId: 's', channels: ['account'] }] });
    await expect.poll(() => frames.at(-1)?.data?.message).toBe('channels: account is not a channel of this service');
    socket.send(Buffer.from([1, 2, 3]), { binary: true });
    await expect.poll(() => frames.at(-1)?.data?.message).toBe('Message format is not valid: it must be text');
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it('the wrong project, another site and other paths are refused before upgrading', async () => {
    await expect(rawSocket({}, 'project=other')).rejects.toThrow('refused with 400');
    await expect(rawSocket({ origin: 'https://evil.example' })).rejects.toThrow('refused with 403');
  });

  it('an oversized frame closes the socket (1009); a flood is cut off (1008) and the hub serves others', async () => {
    const big = await rawSocket();
    big.socket.send('x'.repeat(20_000));
    expect(await big.closed).toBe(1009);
    const flood = await rawSocket();
    for (let i = 0; i < 10_000; i++) flood.send(subscribeFrame(randomUUID(), `s${i}`));
    expect(await flood.closed).toBe(1008);
    expect(flood.frames.some((f) => f.type === 'error' && f.data?.code === 1008)).toBe(true);
    expect(flood.frames.length).toBeLessThan(200);
    const after = await rawSocket();
    after.send({ type: 'ping' });
    await expect.poll(() => after.frames.at(-1)?.type).toBe('pong');
    after.socket.close();
  });
});

describe('reconnecting', () => {
  it('follows the spec delays against a server that drops the socket and stays away, then catches up', async () => {
    const asha = await newDiner();
    const orderId = await newOrder(asha);
    browserFor(asha.cookie);
    // The SDK logs each disconnection; a hundred of them say nothing here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The SDK's reconnect timers are recorded and run a thousand times faster.
    const realSetTimeout = globalThis.setTimeout;
    const delays: number[] = [];
    globalThis.setTimeout = ((fn: () => void, ms?: number, ...rest: unknown[]) => {
      if (new Error().stack?.includes('appwrite') && ms !== undefined && ms >= 1000) {
        delays.push(ms);
        return realSetTimeout(fn, ms / 1000, ...rest);
      }
      return realSetTimeout(fn, ms, ...rest);
    }) as typeof setTimeout;
    const client = new Client().setEndpoint(`http://127.0.0.1:${port}/v1`).setProject(project);
    const seen: string[] = [];
    const unsubscribe = client.subscribe<{ status: string }>(
      orderChannel(orderId),
      (event) =>
        // A state may arrive twice (the catch-up on subscribing and the change's own event): it is the same state.
        seen.at(-1) !== event.payload.status && seen.push(event.payload.status),
    );
    try {
      await expect.poll(() => seen).toEqual(['placed']);
      // The network drops the socket and the server is gone.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of upgraded) socket.destroy();
      });
      await expect.poll(() => delays.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(102);
      expect(delays.slice(0, 5)).toEqual(Array(5).fill(1000));
      expect(delays.slice(5, 15)).toEqual(Array(10).fill(5000));
      expect(delays.slice(15, 100)).toEqual(Array(85).fill(10000));
      expect(delays.slice(100, 102)).toEqual([60000, 60000]);
      // The order moved on while the diner was away; the server comes back on the same port.
      await move(orderId, 'accepted');
      await listen(port);
      await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['placed', 'accepted']);
      await move(orderId, 'preparing');
      await expect.poll(() => seen).toEqual(['placed', 'accepted', 'preparing']);
    } finally {
      globalThis.setTimeout = realSetTimeout;
      quiet.mockRestore();
      unsubscribe();
    }
  });
});
