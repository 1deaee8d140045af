/**
 * The delivery simulation and the fleet webhook over a real database (PGlite in a temp dir, or
 * PostgreSQL with DATABASE_URL): each order moves through every status to delivered, the rider
 * along the route; a second handle (another process) never moves the same order twice; a new
 * simulation (a restarted process) resumes where the last one stopped; the database announces
 * each change on order_changes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSignedRoute } from '#test/routeHarness.ts';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import { createFleetRoute, signFleetEvent, verifyFleetSignature } from '#src/server/orders/fleet.ts';
import type { RestaurantFactsLookup } from '#src/server/orders/restaurantFacts.ts';
import {
  createDeliverySimulation,
  routeBetween,
  routePoints,
  timeScaleFrom,
  trackingOf,
} from '#src/server/orders/tracking.ts';

const home = { lat: 12.9352, lng: 77.6245 };
const kitchen = { lat: 12.9452, lng: 77.6105 };
const facts: RestaurantFactsLookup = async () => ({
  name: 'Spice Route',
  offers: [],
  serviceable: true,
  location: kitchen,
  deliveryMinutes: 30,
});

let testDb: TestDb;
let userId: string;

beforeAll(async () => {
  testDb = await openTestDb();
  userId = `track-${randomUUID()}`;
  await testDb.db.query(
    'INSERT INTO users (id, phone, name, email, database, created_at) VALUES ($1, $2, $3, $4, $5, now())',
    [userId, `+9198${String(Date.now()).slice(-8)}`, 'Asha Rao', 'asha@example.in', `db-${randomUUID()}`],
  );
});

afterAll(async () => {
  await testDb?.cleanup();
});

async function newOrder(status: 'placed' | 'paid' | 'payment_pending' = 'placed'): Promise<string> {
  const id = randomUUID();
  await testDb.db.query(
    `INSERT INTO orders (id, user_id, idempotency_key, request_fingerprint, restaurant_id, restaurant_name, restaurant_area, restaurant_image, restaurant_href, address, status, payment_method, item_total, packaging, delivery_fee, platform_fee, gst, discount, total)
     VALUES ($1, $2, $3, 'f', '100001', 'Spice Route', 'Koramangala', 'r', '/restaurants/x', $4::jsonb, $5, 'cod', 100, 0, 0, 0, 5, 0, 105)`,
    [id, userId, randomUUID(), JSON.stringify({ id: 'a', label: 'Home', ...home }), status],
  );
  return id;
}

/** Makes an order one ahead: its kitchen starts `kitchenIn` ms after `from`, its slot 30 minutes later. */
async function orderAhead(orderId: string, from: number, kitchenIn: number): Promise<void> {
  await testDb.db.query(
    'UPDATE orders SET kitchen_starts_at = $2::timestamptz, slot_start = $3::timestamptz, slot_end = $4::timestamptz WHERE id = $1',
    [orderId, ...[0, 30, 60].map((m) => new Date(from + kitchenIn + m * 60_000).toISOString())],
  );
}

async function historyOf(orderId: string): Promise<string[]> {
  return (
    await testDb.db.query<{ status: string }>(
      'SELECT status FROM order_status_history WHERE order_id = $1 ORDER BY id',
      [orderId],
    )
  ).rows.map((row) => row.status);
}

/** A clock the test moves by hand. */
function clock(start = Date.now()) {
  let at = start;
  return { now: () => new Date(at), pass: (ms: number) => (at += ms) };
}

describe('the delivery simulation', () => {
  it('plans a route from the restaurant to the address and moves the order to delivered, the estimate shrinking', async () => {
    const orderId = await newOrder('placed');
    const time = clock();
    const sim = createDeliverySimulation({ db: testDb.db, restaurantFacts: facts, timeScale: 60, now: time.now });
    expect(await sim.plan()).toBeGreaterThanOrEqual(1);
    const planned = await trackingOf(testDb.db, orderId);
    expect(planned?.route).toHaveLength(routePoints);
    expect(planned?.route[0]).toEqual(kitchen);
    expect(planned?.route.at(-1)).toEqual(home);
    expect(planned?.riderAt).toEqual(kitchen);
    expect(planned?.rider.firstName).toMatch(/^[A-Z][a-z]+$/);
    let lastEta = Date.parse(planned?.etaAt ?? '');
    const positions: string[] = [];
    for (let round = 0; round < 40; round++) {
      // At scale 60 a minute is a second: a minute of simulated time passes per round.
      time.pass(60_000);
      await sim.tick();
      const now = await trackingOf(testDb.db, orderId);
      positions.push(JSON.stringify(now?.riderAt));
      const eta = Date.parse(now?.etaAt ?? '');
      expect(eta).toBeLessThanOrEqual(lastEta + 60_000);
      lastEta = eta;
    }
    expect(await historyOf(orderId)).toEqual(['accepted', 'preparing', 'picked_up', 'on_the_way', 'delivered']);
    const done = await trackingOf(testDb.db, orderId);
    expect(done?.riderAt).toEqual(home);
    // The rider passed every point of the route on the way.
    expect(new Set(positions).size).toBe(routePoints);
  });

  it('holds an order ahead until its kitchen starts (the wait scaled), and never promises it before its slot', async () => {
    const orderId = await newOrder('placed');
    const time = clock();
    const start = time.now().getTime();
    // The kitchen starts in an hour: at scale 60, a minute from now.
    await orderAhead(orderId, start, 60 * 60_000);
    const sim = createDeliverySimulation({ db: testDb.db, restaurantFacts: facts, timeScale: 60, now: time.now });
    await sim.plan();
    const slotAt = start + 90_000;
    expect(Date.parse((await trackingOf(testDb.db, orderId))?.etaAt ?? '')).toBeGreaterThanOrEqual(slotAt);
    for (let second = 0; second < 58; second++) {
      time.pass(1_000);
      await sim.tick();
    }
    expect(await historyOf(orderId)).toEqual(['accepted']);
    expect(Date.parse((await trackingOf(testDb.db, orderId))?.etaAt ?? '')).toBeGreaterThanOrEqual(slotAt);
    time.pass(3_000);
    await sim.tick();
    expect(await historyOf(orderId)).toEqual(['accepted', 'preparing']);
  });

  it('leaves orders waiting for payment alone, and stops simulating a cancelled order', async () => {
    const pending = await newOrder('payment_pending');
    const cancelled = await newOrder('placed');
    const time = clock();
    const sim = createDeliverySimulation({ db: testDb.db, restaurantFacts: facts, timeScale: 60, now: time.now });
    await sim.plan();
    await testDb.db.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [cancelled]);
    for (let round = 0; round < 5; round++) {
      time.pass(60_000);
      await sim.tick();
    }
    expect(await trackingOf(testDb.db, pending)).toBeNull();
    expect(await historyOf(pending)).toEqual([]);
    expect(await historyOf(cancelled)).toEqual([]);
    const due = await testDb.db.query<{ due_at: unknown }>('SELECT due_at FROM order_deliveries WHERE order_id = $1', [
      cancelled,
    ]);
    expect(due.rows[0]?.due_at).toBeNull();
  });

  it('two processes working at once never move the same order twice', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => newOrder('paid')));
    const time = clock();
    const other = await testDb.another();
    const one = createDeliverySimulation({ db: testDb.db, restaurantFacts: facts, timeScale: 60, now: time.now });
    const two = createDeliverySimulation({ db: other, restaurantFacts: facts, timeScale: 60, now: time.now });
    await Promise.all([one.plan(), two.plan(), one.plan(), two.plan()]);
    for (let round = 0; round < 40; round++) {
      time.pass(60_000);
      await Promise.all([one.tick(), two.tick(), one.tick(), two.tick()]);
    }
    for (const id of ids)
      expect(await historyOf(id)).toEqual(['accepted', 'preparing', 'picked_up', 'on_the_way', 'delivered']);
    const riders = await testDb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM order_deliveries WHERE order_id = ANY($1::text[])',
      [ids],
    );
    expect(riders.rows[0]?.n).toBe(ids.length);
  });

  it('a restarted process resumes each order from its last recorded step', async () => {
    const orderId = await newOrder('placed');
    const time = clock();
    const before = createDeliverySimulation({ db: testDb.db, restaurantFacts: facts, timeScale: 60, now: time.now });
    await before.plan();
    for (let round = 0; round < 20; round++) {
      time.pass(60_000);
      await before.tick();
      if ((await trackingOf(testDb.db, orderId))?.step === 2) break;
    }
    const stoppedAt = await trackingOf(testDb.db, orderId);
    expect(stoppedAt?.step).toBe(2);
    expect(await historyOf(orderId)).toEqual(['accepted', 'preparing', 'picked_up', 'on_the_way']);
    // The process is gone for ten minutes; the new one knows only what the database holds.
    time.pass(10 * 60_000);
    const after = createDeliverySimulation({ db: testDb.db, restaurantFacts: facts, timeScale: 60, now: time.now });
    await after.tick();
    expect((await trackingOf(testDb.db, orderId))?.step).toBe(3);
    for (let round = 0; round < 10; round++) {
      time.pass(60_000);
      await after.tick();
    }
    expect(await historyOf(orderId)).toEqual(['accepted', 'preparing', 'picked_up', 'on_the_way', 'delivered']);
  });

  it('the database announces every status and position change on order_changes', async () => {
    const heard: string[] = [];
    const stop = await testDb.db.listen('order_changes', (id) => heard.push(id));
    try {
      const orderId = await newOrder('placed');
      const time = clock();
      const sim = createDeliverySimulation({ db: testDb.db, restaurantFacts: facts, timeScale: 60, now: time.now });
      await sim.plan();
      time.pass(60_000);
      await sim.tick();
      await expect.poll(() => heard.filter((id) => id === orderId).length).toBeGreaterThanOrEqual(2);
    } finally {
      await stop();
    }
  });
});

describe('timings and routes', () => {
  it('ORDER_TIME_SCALE is a positive number, 1 by default', () => {
    expect(timeScaleFrom(undefined)).toBe(1);
    expect(timeScaleFrom('120')).toBe(120);
    expect(() => timeScaleFrom('0')).toThrow(/ORDER_TIME_SCALE/);
    expect(() => timeScaleFrom('fast')).toThrow(/ORDER_TIME_SCALE/);
  });

  it('a route starts at the restaurant and ends at the address', () => {
    const route = routeBetween(kitchen, home);
    expect(route[0]).toEqual([kitchen.lat, kitchen.lng]);
    expect(route.at(-1)).toEqual([home.lat, home.lng]);
  });
});

describe('the fleet webhook', () => {
  const secret = 'fleet-secret-for-tests';
  const route = createFleetRoute(
    async () => testDb.db,
    () => secret,
  );
  const post = (body: unknown, signature?: string) =>
    callSignedRoute<{ status?: string }>(route, 'fleet/events', body, secret, signature);

  it('checks the signature and its age', () => {
    const now = Math.floor(Date.now() / 1000);
    const signed = signFleetEvent('{"a":1}', secret, now);
    expect(verifyFleetSignature('{"a":1}', signed, secret, now)).toBe(true);
    expect(verifyFleetSignature('{"a":2}', signed, secret, now)).toBe(false);
    expect(verifyFleetSignature('{"a":1}', signed, 'another secret', now)).toBe(false);
    expect(verifyFleetSignature('{"a":1}', signed, secret, now + 301)).toBe(false);
    expect(verifyFleetSignature('{"a":1}', 'garbage', secret, now)).toBe(false);
  });

  it('moves an order and records its rider and position; refuses forged, malformed and impossible events', async () => {
    const orderId = await newOrder('placed');
    expect((await post({ orderId, status: 'accepted' }, `t=1,v1=${'0'.repeat(64)}`)).status).toBe(401);
    const malformed = await post({ orderId, position: { lat: 200, lng: 77 } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('position.lat: must be at most 90');
    expect((await post({ orderId })).body.message).toContain('must carry at least one of');
    expect((await post({ orderId, status: 'delivered' })).status).toBe(409);
    expect((await post({ orderId, status: 'accepted' })).body.status).toBe('accepted');
    const etaAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const moved = await post({
      orderId,
      rider: { name: 'Meena Kumari', phone: '+919812345678' },
      position: { lat: 12.94, lng: 77.62 },
      etaAt,
    });
    expect(moved.status).toBe(200);
    await post({ orderId, position: { lat: 12.938, lng: 77.622 } });
    const tracking = await trackingOf(testDb.db, orderId);
    expect(tracking).toMatchObject({
      rider: { firstName: 'Meena', phone: '+919812345678' },
      riderAt: { lat: 12.938, lng: 77.622 },
      step: 1,
      etaAt,
    });
  });

  it('refuses a kitchen status before an order ahead’s kitchen start, and takes it after', async () => {
    const orderId = await newOrder('placed');
    await orderAhead(orderId, Date.now(), 45 * 60_000);
    expect((await post({ orderId, status: 'accepted' })).body.status).toBe('accepted');
    const early = await post({ orderId, status: 'preparing' });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      /^status: the order is for later and its kitchen starts at .+; it cannot be preparing before then$/,
    );
    await orderAhead(orderId, Date.now(), -60_000);
    expect((await post({ orderId, status: 'preparing' })).body.status).toBe('preparing');
  });
});
