// Shared pieces of the live-order reliability tests: a diner with an order, and a realtime
// socket following it as the appwrite SDK would (raw frames, the diner's cookie).
import WebSocket from 'ws';
import { expect } from 'vitest';
import { addToCart, call, diner, restaurantWithDishes, type Diner, type Server } from './harness';

/** The channel of one order (the same name the browser subscribes to). */
export const channelOf = (orderId: string) => `databases.thalify.collections.orders.documents.${orderId}`;

/** A new diner with a cash order placed at `server`; answers the diner and the order's id. */
export async function dinerWithOrder(server: Server): Promise<{ d: Diner; orderId: string }> {
  const { restaurantId, dishIds } = await restaurantWithDishes(server, 1);
  const d = await diner(server, 'Live Diner');
  const address = await call(server, '/api/addresses', {
    cookie: d.cookie,
    body: { label: 'Home', flat: '4A Rose Court', area: 'Koramangala, Bengaluru', lat: 12.92614, lng: 77.62211 },
  });
  expect(address.status).toBe(201);
  const added = await addToCart(server, d, restaurantId, dishIds[0]);
  expect(added.status).toBe(200);
  const placed = await call(server, '/api/orders', {
    cookie: d.cookie,
    body: { addressId: (address.body as { address: { id: string } }).address.id, paymentMethod: 'cod' },
    headers: { 'idempotency-key': `live-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(placed.status).toBe(201);
  return { d, orderId: (placed.body as { order: { id: string } }).order.id };
}

/** A frame the server sent. */
export interface Frame {
  type: string;
  data?: { code?: number; payload?: { status?: string }; [key: string]: unknown };
}

/** How a subscribe answer starts (the server's `responseFrame`). */
const subscribeAnswer = '{"type":"response","data":{"to":"subscribe"';

/**
 * Opens /v1/realtime at `server` with the cookie; resolves once `connected` arrived. With
 * `skim`, answers to subscribe are counted in `subscribed` and not kept: a flood's answers,
 * parsed, would keep the test's own thread busy while it times the server.
 */
export async function openSocket(server: Server, cookie = '', { skim = false } = {}) {
  const socket = new WebSocket(`${server.origin.replace('http', 'ws')}/v1/realtime?project=thalify`, {
    headers: cookie ? { cookie } : {},
  });
  const frames: Frame[] = [];
  let subscribed = 0;
  socket.on('message', (data) => {
    const text = String(data);
    if (skim && text.startsWith(subscribeAnswer)) subscribed += 1;
    else frames.push(JSON.parse(text) as Frame);
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
  });
  await expect.poll(() => frames.some((f) => f.type === 'connected')).toBe(true);
  return {
    socket,
    frames,
    closed,
    /** Answers to subscribe counted while skimming. */
    get subscribed() {
      return subscribed;
    },
    subscribe(orderId: string) {
      socket.send(
        JSON.stringify({
          type: 'subscribe',
          data: [{ subscriptionId: 'order', channels: [channelOf(orderId)], queries: [] }],
        }),
      );
    },
    /** The statuses the events carried, in order, repeats removed. */
    statuses() {
      const seen: string[] = [];
      for (const f of frames)
        if (f.type === 'event' && f.data?.payload?.status && seen.at(-1) !== f.data.payload.status)
          seen.push(f.data.payload.status);
      return seen;
    },
  };
}
