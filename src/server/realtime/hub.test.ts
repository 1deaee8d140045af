/**
 * The hub over counted stand-ins for the database: how many queries a subscribe frame costs
 * (one to prove the orders, one load per order newly followed, however often the frame names
 * them), what a socket gets and when, and the "try again" refusal once a diner has too much
 * work in flight.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createRealtimeHub, type HubDeps, type RealtimeHub } from './hub.ts';
import { restaurantChannel } from '#src/lib/realtimeChannels.ts';
import { orderChannel, realtimeLimits } from './protocol.ts';

/** orderId → its owner and status. */
const orders = new Map<string, { userId: string; status: string }>();
const calls = { ownersOf: 0, loadOrder: 0 };
/** While set, loads wait for it: work stays in flight. */
let loadsWait: Promise<void> | null = null;

const deps: HubDeps = {
  projectId: 'thalify',
  // The test's own cookie: `diner=<id>`.
  userFromRequest: async (request) => {
    const id = /diner=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1];
    return id ? { $id: id, name: id } : null;
  },
  userFromSession: async () => null,
  async ownersOf(orderIds) {
    calls.ownersOf += 1;
    return new Map(
      orderIds.flatMap((id) => {
        const order = orders.get(id);
        return order ? [[id, order.userId] as const] : [];
      }),
    );
  },
  async loadOrder(orderId) {
    calls.loadOrder += 1;
    if (loadsWait) await loadsWait;
    const order = orders.get(orderId);
    return order ? { userId: order.userId, payload: { id: orderId, status: order.status } } : null;
  },
};

let hub: RealtimeHub;
let server: Server;
let port: number;

beforeAll(async () => {
  hub = createRealtimeHub(deps);
  server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
  port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
});

afterAll(async () => {
  await hub.close();
  server.close();
});

beforeEach(() => {
  calls.ownersOf = 0;
  calls.loadOrder = 0;
  loadsWait = null;
});

interface Frame {
  type: string;
  data?: {
    to?: string;
    code?: number;
    message?: string;
    subscriptions?: string[];
    channels?: string[];
    payload?: { status?: string };
  };
}

async function socketOf(dinerId: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/v1/realtime?project=thalify`, {
    headers: { cookie: `diner=${dinerId}` },
  });
  const frames: Frame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await expect.poll(() => frames.length).toBe(1);
  const subscribe = (rows: { subscriptionId: string; channels: string[] }[]) =>
    socket.send(JSON.stringify({ type: 'subscribe', data: rows }));
  const answers = () => frames.filter((f) => f.type === 'error' || f.data?.to === 'subscribe').length;
  const events = () => frames.filter((f) => f.type === 'event');
  return { socket, frames, closed, subscribe, answers, events };
}

function dinerWithOrder(status = 'placed') {
  const dinerId = `d-${randomUUID()}`;
  const orderId = randomUUID();
  orders.set(orderId, { userId: dinerId, status });
  return { dinerId, orderId };
}

describe('a subscribe frame', () => {
  it('naming one order 150 times, 60 times over, costs one ownership query and one load', async () => {
    const { dinerId, orderId } = dinerWithOrder();
    const s = await socketOf(dinerId);
    const rows = Array.from({ length: 15 }, (_, i) => ({
      subscriptionId: `row${i}`,
      channels: Array(10).fill(orderChannel(orderId)),
    }));
    for (let i = 0; i < 60; i++) s.subscribe(rows);
    await expect.poll(s.answers).toBe(60);
    await expect.poll(() => s.events().length).toBe(1);
    expect(s.frames.filter((f) => f.type === 'error')).toEqual([]);
    expect(calls).toEqual({ ownersOf: 1, loadOrder: 1 });
    expect(s.events()[0]?.data?.subscriptions).toEqual(rows.map((row) => row.subscriptionId));
    s.socket.close();
  });

  it('gives a new subscription of a followed order its last state from memory, and a change to every subscription', async () => {
    const { dinerId, orderId } = dinerWithOrder();
    const s = await socketOf(dinerId);
    s.subscribe([{ subscriptionId: 'first', channels: [orderChannel(orderId)] }]);
    await expect.poll(() => s.events().length).toBe(1);
    orders.set(orderId, { userId: dinerId, status: 'accepted' });
    await hub.announce(orderId);
    s.subscribe([{ subscriptionId: 'second', channels: [orderChannel(orderId)] }]);
    await expect.poll(() => s.events().length).toBe(3);
    expect(s.events().map((f) => [f.data?.payload?.status, f.data?.subscriptions])).toEqual([
      ['placed', ['first']],
      ['accepted', ['first']],
      ['accepted', ['second']],
    ]);
    expect(calls).toEqual({ ownersOf: 1, loadOrder: 2 });
    s.socket.close();
  });

  it("naming another diner's order is refused whole, after one query, and nothing of it is followed", async () => {
    const asha = dinerWithOrder();
    const ravi = dinerWithOrder();
    const s = await socketOf(asha.dinerId);
    s.subscribe([
      { subscriptionId: 'mine', channels: [orderChannel(asha.orderId)] },
      { subscriptionId: 'theirs', channels: [orderChannel(asha.orderId), orderChannel(ravi.orderId)] },
    ]);
    await expect.poll(() => s.frames.at(-1)?.data?.code).toBe(403);
    expect(s.frames.at(-1)?.data?.message).toBe(
      `channels: ${orderChannel(ravi.orderId)} is not an order in your account`,
    );
    expect(calls).toEqual({ ownersOf: 1, loadOrder: 0 });
    await hub.announce(asha.orderId);
    expect(s.events()).toEqual([]);
    s.socket.close();
  });

  it('beyond the orders one socket may follow is refused before any query', async () => {
    const dinerId = `d-${randomUUID()}`;
    const s = await socketOf(dinerId);
    const channels = Array.from({ length: realtimeLimits.maxFollowedOrders + 1 }, () => orderChannel(randomUUID()));
    const rows = Array.from({ length: Math.ceil(channels.length / 10) }, (_, i) => ({
      subscriptionId: `s${i}`,
      channels: channels.slice(i * 10, i * 10 + 10),
    }));
    s.subscribe(rows);
    await expect.poll(() => s.frames.at(-1)?.data?.code).toBe(1003);
    expect(s.frames.at(-1)?.data?.message).toContain('at most 50 different orders');
    expect(calls).toEqual({ ownersOf: 0, loadOrder: 0 });
    s.socket.close();
  });
});

describe('work in flight', () => {
  it("a diner's third socket loading at once is told to try again (1013) and closed so the SDK comes back", async () => {
    const { dinerId, orderId } = dinerWithOrder();
    let release = () => {};
    loadsWait = new Promise((resolve) => {
      release = resolve;
    });
    const sockets = [];
    for (let i = 0; i < realtimeLimits.maxLoadingPerDiner + 1; i++) sockets.push(await socketOf(dinerId));
    for (const s of sockets) s.subscribe([{ subscriptionId: 'order', channels: [orderChannel(orderId)] }]);
    const last = sockets.at(-1);
    expect(await last?.closed).toBe(1013);
    expect(last?.frames.at(-1)?.data).toEqual({
      code: 1013,
      message: 'subscribe: your other sockets are still loading their orders; try again in a moment',
    });
    release();
    for (const s of sockets.slice(0, -1)) await expect.poll(() => s.events().length).toBe(1);
    // Once the work is done the diner may load again.
    const again = await socketOf(dinerId);
    again.subscribe([{ subscriptionId: 'order', channels: [orderChannel(orderId)] }]);
    await expect.poll(() => again.events().length).toBe(1);
    for (const s of [...sockets, again]) s.socket.close();
  });
});

describe('a restaurant’s stock', () => {
  it('reaches every socket following the restaurant, signed in or not, without a query', async () => {
    const visitor = await socketOf('');
    const diner = await socketOf(`d-${randomUUID()}`);
    const elsewhere = await socketOf('');
    visitor.subscribe([{ subscriptionId: 'menu', channels: [restaurantChannel('100001')] }]);
    diner.subscribe([{ subscriptionId: 'menu', channels: [restaurantChannel('100001')] }]);
    elsewhere.subscribe([{ subscriptionId: 'menu', channels: [restaurantChannel('100002')] }]);
    for (const s of [visitor, diner, elsewhere]) await expect.poll(s.answers).toBe(1);
    const change = { restaurantId: '100001', itemId: '10000100003', inStock: false };
    hub.announceStock(change);
    for (const s of [visitor, diner]) await expect.poll(() => s.events().length).toBe(1);
    expect(visitor.events()[0]?.data).toMatchObject({
      channels: [restaurantChannel('100001')],
      payload: change,
      subscriptions: ['menu'],
    });
    expect(elsewhere.events()).toEqual([]);
    expect(calls).toEqual({ ownersOf: 0, loadOrder: 0 });
    // An order still needs a diner.
    visitor.subscribe([{ subscriptionId: 'order', channels: [orderChannel(randomUUID())] }]);
    await expect.poll(visitor.answers).toBe(2);
    expect(visitor.frames.at(-1)?.data?.code).toBe(401);
    for (const s of [visitor, diner, elsewhere]) s.socket.close();
  });

  it('is followed for at most a bounded number of restaurants per socket', async () => {
    const visitor = await socketOf('');
    const channels = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => restaurantChannel(`r${from + i}`));
    visitor.subscribe([
      { subscriptionId: 'a', channels: channels(0, 10) },
      { subscriptionId: 'b', channels: channels(10, 10) },
    ]);
    await expect.poll(visitor.answers).toBe(1);
    visitor.subscribe([{ subscriptionId: 'c', channels: channels(20, 1) }]);
    await expect.poll(visitor.answers).toBe(2);
    expect(visitor.frames.at(-1)?.data?.message).toBe(
      `channels: at most ${realtimeLimits.maxFollowedRestaurants} different restaurants per connection`,
    );
    visitor.socket.close();
  });
});
