/**
 * The kitchen and the rider, simulated: a scheduler kept in the database that moves each placed
 * or paid order through accepted, preparing, picked up, on the way (the rider stepping along a
 * route) and delivered. Each order's next step and its due time are rows of order_deliveries, so
 * a restarted process resumes every order where it was, and the rows are taken with
 * `FOR UPDATE SKIP LOCKED`, so two processes never move the same order twice.
 *
 * Timings come from the restaurant (the delivery time its listing promises, less the ride) and
 * the distance (a rider at 18 km/h); `timeScale` divides them (ORDER_TIME_SCALE). An order ahead
 * is accepted at once but waits to be prepared until its kitchen start (that wait scaled like
 * the others), and is never promised before its slot. What a diner sees of it (rider, route,
 * estimate) is read back by `trackingOf` and `trackingsOf`.
 */
import type { OrderStatus, OrderTracking } from '#src/lib/orderTypes.ts';
import { distanceKm } from '#src/lib/geo.ts';
import type { Db, DbExecutor } from '../db/db.ts';
import { recordStatus } from './orderRules.ts';
import type { RestaurantFactsLookup } from './restaurantFacts.ts';

/** Points of a simulated route, the restaurant and the address included. */
export const routePoints = 8;
/** The rider's speed in town, km/h. */
const riderKmh = 18;
/** Unscaled minutes of the short steps: the restaurant accepting, starting to cook, the rider setting off. */
const shortStepMinutes = 1;
/** Orders moved per round, so one round's transaction stays short. */
const batch = 20;

/** First names of the simulated riders. */
const riderNames = ['Ravi', 'Imran', 'Suresh', 'Arjun', 'Manoj', 'Deepak', 'Karthik', 'Vijay', 'Salman', 'Prakash'];

/** What the simulation needs. */
export interface SimulationDeps {
  db: Db;
  restaurantFacts: RestaurantFactsLookup;
  /** ORDER_TIME_SCALE: 60 makes a minute pass in a second. */
  timeScale: number;
  now?: () => Date;
}

/** The simulated kitchen and rider of a process. */
export interface DeliverySimulation {
  /** Gives orders newly placed or paid a rider, a route and their first due time; answers how many. */
  plan(): Promise<number>;
  /** Moves every order whose step is due by one step; answers how many moved. */
  tick(): Promise<number>;
  /** Runs plan and tick every `everyMs` until the returned function is called. */
  start(everyMs?: number): () => Promise<void>;
}

/** Reads ORDER_TIME_SCALE: a positive number (default 1); anything else is refused at start. */
export function timeScaleFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 100_000)
    throw new Error(`ORDER_TIME_SCALE must be a number above 0 and at most 100000, got "${value}"`);
  return scale;
}

/** The route from the restaurant to the address: along the restaurant's street, then the address's, in `routePoints` points. */
export function routeBetween(from: { lat: number; lng: number }, to: { lat: number; lng: number }): [number, number][] {
  const corner = { lat: from.lat, lng: to.lng };
  const first = Math.abs(to.lng - from.lng);
  const total = first + Math.abs(to.lat - from.lat) || 1;
  const points: [number, number][] = [];
  for (let i = 0; i < routePoints; i++) {
    const along = (i / (routePoints - 1)) * total;
    const point =
      along <= first
        ? { lat: from.lat, lng: from.lng + (to.lng - from.lng) * (first ? along / first : 0) }
        : { lat: corner.lat + (to.lat - corner.lat) * ((along - first) / (total - first)), lng: to.lng };
    points.push([round6(point.lat), round6(point.lng)]);
  }
  return points;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Unscaled minutes from the given point of the journey to the door. */
export function minutesLeft(
  status: OrderStatus,
  step: number,
  plan: { prepMinutes: number; rideMinutes: number },
): number {
  const leg = plan.rideMinutes / (routePoints - 1);
  const ride = Math.max(0, routePoints - 1 - step) * leg;
  switch (status) {
    case 'placed':
    case 'paid':
      return 3 * shortStepMinutes + plan.prepMinutes + plan.rideMinutes;
    case 'accepted':
      return 2 * shortStepMinutes + plan.prepMinutes + plan.rideMinutes;
    case 'preparing':
      return shortStepMinutes + plan.prepMinutes + plan.rideMinutes;
    case 'picked_up':
      return shortStepMinutes + plan.rideMinutes;
    case 'on_the_way':
      return ride;
    default:
      return 0;
  }
}

/** The step after a due one: the status, the rider's point on the route, and the unscaled minutes until the next (null: none). */
function nextStep(
  row: { status: OrderStatus; route_step: number },
  plan: { prepMinutes: number; rideMinutes: number },
  routeLength: number,
): { status: OrderStatus; step: number; wait: number | null } {
  const leg = plan.rideMinutes / (routeLength - 1);
  switch (row.status) {
    case 'placed':
    case 'paid':
      return { status: 'accepted', step: row.route_step, wait: shortStepMinutes };
    case 'accepted':
      return { status: 'preparing', step: row.route_step, wait: plan.prepMinutes };
    case 'preparing':
      return { status: 'picked_up', step: row.route_step, wait: shortStepMinutes };
    case 'picked_up':
      return { status: 'on_the_way', step: row.route_step, wait: leg };
    case 'on_the_way': {
      const step = Math.min(row.route_step + 1, routeLength - 1);
      return step === routeLength - 1
        ? { status: 'delivered', step, wait: null }
        : { status: row.status, step, wait: leg };
    }
    default:
      // Cancelled, delivered, or waiting for a payment: nothing more to simulate.
      return { status: row.status, step: row.route_step, wait: null };
  }
}

/** An order ahead's kitchen start and slot, as stored (null for an order delivered now). */
interface AheadColumns {
  kitchen_starts_at: Date | string | null;
  slot_start: Date | string | null;
}

/** An order the simulation plans. */
interface WaitingOrder extends AheadColumns {
  id: string;
  restaurant_id: string;
  address: unknown;
  status: OrderStatus;
}

/** Unscaled minutes from `at` until an order ahead's kitchen starts (0 once started, or for an order delivered now). */
function minutesToKitchen(row: AheadColumns, at: Date): number {
  if (!row.kitchen_starts_at) return 0;
  return Math.max(0, (new Date(row.kitchen_starts_at).getTime() - at.getTime()) / 60_000);
}

interface DueRow extends AheadColumns {
  order_id: string;
  status: OrderStatus;
  route: [number, number][] | string;
  route_step: number;
  prep_minutes: number | null;
  ride_minutes: number | null;
}

/** The simulation over its dependencies. */
export function createDeliverySimulation(deps: SimulationDeps): DeliverySimulation {
  const { db, timeScale } = deps;
  const now = deps.now ?? (() => new Date());
  const later = (from: Date, minutes: number) => new Date(from.getTime() + (minutes * 60_000) / timeScale);
  /** The estimate `minutes` (unscaled) after `at`, never before an order ahead's slot (its wait scaled alike). */
  const etaAt = (row: AheadColumns, at: Date, minutes: number) => {
    const slot = row.slot_start ? (new Date(row.slot_start).getTime() - at.getTime()) / 60_000 : 0;
    return later(at, Math.max(minutes, slot)).toISOString();
  };

  async function planOne(tx: DbExecutor, order: WaitingOrder) {
    const address = (typeof order.address === 'string' ? JSON.parse(order.address) : order.address) as {
      lat: number;
      lng: number;
    };
    const facts = await deps.restaurantFacts(order.restaurant_id, address).catch((error: unknown) => {
      console.error(`[tracking] restaurant ${order.restaurant_id} could not be looked up`, error);
      return undefined;
    });
    // A restaurant the catalog cannot place is put a short ride north-west of the address.
    const from = facts?.location ?? { lat: address.lat + 0.012, lng: address.lng - 0.015 };
    const km = distanceKm(from.lat, from.lng, address.lat, address.lng);
    const rideMinutes = Math.max(4, Math.round((km / riderKmh) * 60));
    const prepMinutes = Math.min(45, Math.max(8, (facts?.deliveryMinutes ?? 30) - rideMinutes - 3 * shortStepMinutes));
    const at = now();
    const hash = [...order.id].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 1_000_003, 7);
    const rider = riderNames[hash % riderNames.length] ?? 'Ravi';
    const plan = { prepMinutes, rideMinutes };
    await tx.query(
      `INSERT INTO order_deliveries (order_id, rider_name, rider_phone, route, route_step, prep_minutes, ride_minutes, due_at, eta_at)
       VALUES ($1, $2, $3, $4::jsonb, 0, $5, $6, $7::timestamptz, $8::timestamptz) ON CONFLICT (order_id) DO NOTHING`,
      [
        order.id,
        rider,
        // The simulated rider has no telephone: the Call link dials nobody.
        '+910000000000',
        JSON.stringify(routeBetween(from, address)),
        prepMinutes,
        rideMinutes,
        later(at, shortStepMinutes).toISOString(),
        // An order ahead: accepted, then held until its kitchen starts.
        etaAt(
          order,
          at,
          minutesLeft(order.status, 0, plan) + Math.max(0, minutesToKitchen(order, at) - 2 * shortStepMinutes),
        ),
      ],
    );
  }

  async function moveOne(tx: DbExecutor, row: DueRow, at: Date) {
    const route = (typeof row.route === 'string' ? JSON.parse(row.route) : row.route) as unknown[];
    const plan = { prepMinutes: row.prep_minutes ?? 20, rideMinutes: row.ride_minutes ?? 10 };
    const next = nextStep(row, plan, route.length);
    const { status, step } = next;
    // Accepted ahead of its slot: preparing waits for the kitchen start.
    const hold = status === 'accepted' ? Math.max(0, minutesToKitchen(row, at) - shortStepMinutes) : 0;
    const wait = next.wait === null ? null : next.wait + hold;
    if (status !== row.status) await recordStatus(tx, row.order_id, status);
    await tx.query(
      'UPDATE order_deliveries SET route_step = $2, due_at = $3::timestamptz, eta_at = $4::timestamptz, updated_at = now() WHERE order_id = $1',
      [
        row.order_id,
        step,
        wait === null ? null : later(at, wait).toISOString(),
        etaAt(row, at, minutesLeft(status, step, plan) + hold),
      ],
    );
  }

  const simulation: DeliverySimulation = {
    async plan() {
      return db.transaction(async (tx) => {
        const waiting = (
          await tx.query<WaitingOrder>(
            `SELECT o.id, o.restaurant_id, o.address, o.status, o.kitchen_starts_at, o.slot_start FROM orders o
             WHERE o.status IN ('placed', 'paid') AND NOT EXISTS (SELECT 1 FROM order_deliveries d WHERE d.order_id = o.id)
             ORDER BY o.created_at LIMIT ${batch} FOR UPDATE OF o SKIP LOCKED`,
          )
        ).rows;
        for (const order of waiting) await planOne(tx, order);
        return waiting.length;
      });
    },

    async tick() {
      const at = now();
      return db.transaction(async (tx) => {
        const due = (
          await tx.query<DueRow>(
            `SELECT d.order_id, o.status, d.route, d.route_step, d.prep_minutes, d.ride_minutes, o.kitchen_starts_at, o.slot_start
             FROM order_deliveries d JOIN orders o ON o.id = d.order_id
             WHERE d.due_at <= $1::timestamptz ORDER BY d.due_at LIMIT ${batch} FOR UPDATE OF d, o SKIP LOCKED`,
            [at.toISOString()],
          )
        ).rows;
        for (const row of due) await moveOne(tx, row, at);
        return due.length;
      });
    },

    start(everyMs = Math.min(1_000, Math.max(100, 15_000 / timeScale))) {
      let stopped = false;
      let busy = false;
      let running: Promise<void> = Promise.resolve();
      const round = async () => {
        try {
          await simulation.plan();
          while ((await simulation.tick()) === batch && !stopped) {
            // A backlog (after a restart) is worked off at once, a batch per transaction.
          }
        } catch (error) {
          console.error('[tracking] a round of the delivery simulation failed', error);
        }
      };
      const timer = setInterval(() => {
        if (busy || stopped) return;
        busy = true;
        running = round().finally(() => {
          busy = false;
        });
      }, everyMs);
      timer.unref();
      return async () => {
        stopped = true;
        clearInterval(timer);
        await running;
      };
    },
  };
  return simulation;
}

interface DeliveryRow {
  order_id: string;
  rider_name: string;
  rider_phone: string;
  route: [number, number][] | string;
  route_step: number;
  eta_at: Date | string;
}

/** The deliveries of these orders (rider, route, estimate) by order id, in one query; an order before a kitchen has it is absent. */
export async function trackingsOf(
  executor: DbExecutor,
  orderIds: readonly string[],
): Promise<Map<string, OrderTracking>> {
  const found = new Map<string, OrderTracking>();
  if (orderIds.length === 0) return found;
  const rows = (
    await executor.query<DeliveryRow>(
      'SELECT order_id, rider_name, rider_phone, route, route_step, eta_at FROM order_deliveries WHERE order_id = ANY($1::text[])',
      [orderIds],
    )
  ).rows;
  for (const row of rows) {
    const points = (typeof row.route === 'string' ? JSON.parse(row.route) : row.route) as [number, number][];
    const route = points.map(([lat, lng]) => ({ lat, lng }));
    const step = Math.max(0, Math.min(row.route_step, route.length - 1));
    found.set(row.order_id, {
      rider: { firstName: row.rider_name.split(/\s+/)[0] ?? row.rider_name, phone: row.rider_phone },
      route,
      step,
      riderAt: route[step] ?? null,
      etaAt: new Date(row.eta_at).toISOString(),
    });
  }
  return found;
}

/** The delivery of an order (rider, route, estimate), or null before a kitchen has it. */
export async function trackingOf(executor: DbExecutor, orderId: string): Promise<OrderTracking | null> {
  return (await trackingsOf(executor, [orderId])).get(orderId) ?? null;
}
