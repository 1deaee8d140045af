// Live orders against the built server: a flood of 10,000 subscribe messages from one socket
// (refused, the socket closed, memory flat over repeated floods), malformed frames, another
// diner's order, and the server killed while an order is in flight (it resumes after a restart).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rssMb } from '../../scripts/lib/server.mjs';
import { call, diner, start, type Server } from './harness';
import { channelOf, dinerWithOrder, openSocket } from './liveOrders';

const deliverySteps = ['accepted', 'preparing', 'picked_up', 'on_the_way', 'delivered'];

describe('a flood of subscribe messages', () => {
  let server: Server;
  beforeAll(async () => {
    server = await start({ OTP_MAX_REQUESTS_PER_IP: '1000' });
  });
  afterAll(() => server?.stop());

  it('10,000 subscribe messages from one socket close it (1008); 20 such floods leave memory flat', async () => {
    const d = await diner(server, 'Flood Diner');
    const flood = async () => {
      const s = await openSocket(server, d.cookie);
      const frame = (i: number) =>
        JSON.stringify({ type: 'subscribe', data: [{ subscriptionId: `s${i}`, channels: [channelOf(randomUUID())] }] });
      for (let i = 0; i < 10_000; i++) s.socket.send(frame(i));
      expect(await s.closed).toBe(1008);
      expect(s.frames.some((f) => f.type === 'error' && f.data?.code === 1008)).toBe(true);
    };
    // Two floods to warm up (code paths compiled, buffers allocated), then the measurement.
    await flood();
    await flood();
    const before = rssMb(server.child.pid) ?? 0;
    for (let round = 0; round < 20; round++) await flood();
    const after = rssMb(server.child.pid) ?? 0;
    // Flat within a generous margin: 20 floods are 200,000 messages; keeping them would cost far more.
    expect(after - before).toBeLessThan(40);
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
  });

  it("another diner's order and malformed frames are refused; the socket stays usable", async () => {
    const { orderId } = await dinerWithOrder(server);
    const other = await diner(server, 'Other Diner');
    const s = await openSocket(server, other.cookie);
    s.subscribe(orderId);
    await expect.poll(() => s.frames.at(-1)?.data?.code).toBe(403);
    s.socket.send('{"type":');
    await expect.poll(() => s.frames.at(-1)?.data?.code).toBe(1003);
    s.socket.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => s.frames.at(-1)?.type).toBe('pong');
    expect(s.frames.some((f) => f.type === 'event')).toBe(false);
    s.socket.close();
    const anonymous = await openSocket(server);
    anonymous.subscribe(orderId);
    await expect.poll(() => anonymous.frames.at(-1)?.data?.code).toBe(401);
    anonymous.socket.close();
  });
});

describe('the server killed while an order is in flight', () => {
  it('resumes the order from its last recorded step after a restart; the socket catches up', async () => {
    // 600 times faster: the whole delivery takes a few seconds.
    const env = { OTP_MAX_REQUESTS_PER_IP: '1000', ORDER_TIME_SCALE: '600' };
    let server = await start(env);
    try {
      const { d, orderId } = await dinerWithOrder(server);
      const s = await openSocket(server, d.cookie);
      s.subscribe(orderId);
      await expect.poll(() => s.statuses(), { timeout: 20_000 }).toContain('preparing');
      server.child.pid && process.kill(server.child.pid, 'SIGKILL');
      await s.closed;
      const statusOf = async () =>
        ((await call(server, `/api/orders/${orderId}`, { cookie: d.cookie })).body as { order: { status: string } })
          .order.status;
      server = await start(env, server.dataDir);
      const again = await openSocket(server, d.cookie);
      again.subscribe(orderId);
      await expect.poll(statusOf, { timeout: 30_000 }).toBe('delivered');
      await expect.poll(() => again.statuses().at(-1)).toBe('delivered');
      const order = (await call(server, `/api/orders/${orderId}`, { cookie: d.cookie })).body as {
        order: { history: { status: string }[]; tracking: { step: number; route: unknown[] } };
      };
      // Each step once, in order: nothing repeated or skipped across the kill.
      expect(order.order.history.map((h) => h.status)).toEqual(['placed', ...deliverySteps]);
      expect(order.order.tracking.step).toBe(order.order.tracking.route.length - 1);
    } finally {
      await server.stop();
    }
  });
});
