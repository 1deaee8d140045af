/**
 * The bookkeeping of one socket's subscriptions, without the database: what a subscribe frame
 * asks for once every channel is checked, duplicates removed and the limits applied, and which
 * of its orders still need a query. The hub runs this before any database call, so a frame
 * naming one order 150 times costs what naming it once does.
 */
import { orderChannel, orderOfChannel, realtimeCodes, realtimeLimits, restaurantOfChannel } from './protocol.ts';

/** The key a restaurant's stock is followed under in the follower index (order ids are UUIDs: never one of these). */
export function restaurantKey(restaurantId: string): string {
  return `restaurant:${restaurantId}`;
}

const isRestaurantKey = (key: string) => key.startsWith('restaurant:');

/** One row of a subscribe frame, as the schema let it through. */
export interface SubscribeRow {
  subscriptionId: string;
  channels: string[];
}

/** A row with its channels and what they name, each once: order ids and restaurant keys (`restaurantKey`). */
export interface PlannedRow extends SubscribeRow {
  orders: string[];
}

/** A frame refused before any query: the error frame's code and text. */
export interface PlanRefusal {
  ok: false;
  code: number;
  message: string;
}

/** What a frame asks for, once checked. */
export interface SubscribePlan {
  ok: true;
  /** The rows, in the frame's order (a repeated subscription id: the last row wins). */
  rows: PlannedRow[];
  /** Orders named by the frame, each once, in the order first named (restaurants need no proof and owe no state). */
  orders: string[];
  /** Of those, the ones not yet proven the diner's: one query checks them all. */
  unproven: string[];
  /** Order → this frame's subscription ids that did not name it before: they are owed its state. */
  owed: Map<string, string[]>;
}

/** The orders named by any of `subscriptions`, each once. */
export function followedOrders(subscriptions: ReadonlyMap<string, readonly string[]>): Set<string> {
  const orders = new Set<string>();
  for (const list of subscriptions.values()) for (const orderId of list) orders.add(orderId);
  return orders;
}

/**
 * Checks a subscribe frame against the socket's subscriptions: every channel one of ours (an
 * order's, or a restaurant's stock), a signed-in socket for an order (anyone may follow a
 * restaurant), at most `maxSubscriptions` subscriptions, `maxFollowedOrders` orders and
 * `maxFollowedRestaurants` restaurants after it. Answers the plan, or the refusal that the whole
 * frame gets (nothing of it applies).
 */
export function planSubscribe(
  rows: readonly SubscribeRow[],
  current: ReadonlyMap<string, readonly string[]>,
  signedIn: boolean,
  proven: ReadonlySet<string>,
): SubscribePlan | PlanRefusal {
  const byId = new Map<string, PlannedRow>();
  const orders = new Set<string>();
  for (const row of rows) {
    const named = new Set<string>();
    for (const channel of row.channels) {
      const orderId = orderOfChannel(channel);
      const restaurantId = orderId ? null : restaurantOfChannel(channel);
      if (orderId) {
        named.add(orderId);
        orders.add(orderId);
      } else if (restaurantId) named.add(restaurantKey(restaurantId));
      else {
        return {
          ok: false,
          code: realtimeCodes.invalidMessage,
          message: `channels: ${channel.slice(0, 200)} is not a channel of this service`,
        };
      }
    }
    // Map order: a repeated id takes the place of its first row, with the last row's channels.
    // A channel named twice is followed once, and answered once: a frame of repeats gets a short answer.
    const channels = [...new Set(row.channels)];
    byId.set(row.subscriptionId, { subscriptionId: row.subscriptionId, channels, orders: [...named] });
  }
  if (!signedIn && orders.size > 0)
    return { ok: false, code: realtimeCodes.unauthorized, message: 'session: sign in to follow an order' };

  const next = new Map<string, readonly string[]>(current);
  for (const row of byId.values()) next.set(row.subscriptionId, row.orders);
  if (next.size > realtimeLimits.maxSubscriptions) {
    return {
      ok: false,
      code: realtimeCodes.invalidMessage,
      message: `subscriptions: at most ${realtimeLimits.maxSubscriptions} per connection`,
    };
  }
  const followed = [...followedOrders(next)];
  const restaurants = followed.filter(isRestaurantKey).length;
  if (followed.length - restaurants > realtimeLimits.maxFollowedOrders) {
    return {
      ok: false,
      code: realtimeCodes.invalidMessage,
      message: `channels: at most ${realtimeLimits.maxFollowedOrders} different orders per connection`,
    };
  }
  if (restaurants > realtimeLimits.maxFollowedRestaurants) {
    return {
      ok: false,
      code: realtimeCodes.invalidMessage,
      message: `channels: at most ${realtimeLimits.maxFollowedRestaurants} different restaurants per connection`,
    };
  }

  const owed = new Map<string, string[]>();
  for (const row of byId.values()) {
    const before = current.get(row.subscriptionId) ?? [];
    for (const orderId of row.orders) {
      if (before.includes(orderId) || isRestaurantKey(orderId)) continue;
      const ids = owed.get(orderId) ?? [];
      ids.push(row.subscriptionId);
      owed.set(orderId, ids);
    }
  }
  return {
    ok: true,
    rows: [...byId.values()],
    orders: [...orders],
    unproven: [...orders].filter((orderId) => !proven.has(orderId)),
    owed,
  };
}

/**
 * The first of `orderIds` that `owners` does not give to `userId`, as the refusal its channel
 * gets; null when they are all the diner's.
 */
export function refuseOthers(
  orderIds: readonly string[],
  owners: ReadonlyMap<string, string>,
  userId: string,
): PlanRefusal | null {
  const other = orderIds.find((orderId) => owners.get(orderId) !== userId);
  if (other === undefined) return null;
  return {
    ok: false,
    code: realtimeCodes.forbidden,
    message: `channels: ${orderChannel(other)} is not an order in your account`,
  };
}

/** Remembers `orderIds` as proven, forgetting the longest-remembered beyond `maxProvenOrders`. */
export function rememberProven(proven: Set<string>, orderIds: Iterable<string>): void {
  for (const orderId of orderIds) {
    // Deleted and added again, so the order counts as remembered last.
    proven.delete(orderId);
    proven.add(orderId);
  }
  for (const oldest of proven) {
    if (proven.size <= realtimeLimits.maxProvenOrders) break;
    proven.delete(oldest);
  }
}

/** What the follower index needs of a socket: its subscriptions and the states last sent on it. */
export interface Follower {
  /** subscriptionId → orders it follows. */
  subscriptions: Map<string, string[]>;
  /**
   * orderId → the start of the last event sent on the socket for it (the string every follower
   * shares), while it follows the order: a new subscription to it gets that state without a query.
   */
  lastSent: Map<string, string>;
}

/** Which sockets follow an order, kept in step with their subscriptions. */
export interface FollowerIndex<C extends Follower> {
  /** The sockets following `orderId` (none: an empty list). */
  of(orderId: string): Iterable<C>;
  /** Whether any socket follows `orderId`. */
  has(orderId: string): boolean;
  /**
   * Sets (or replaces) subscriptions of `connection`, all of them before forgetting what they no
   * longer name: an order that moves from one subscription to another keeps its last state.
   */
  subscribe(connection: C, rows: readonly { subscriptionId: string; orders: string[] }[]): void;
  /** Drops one subscription of `connection`, or all of them; an order it no longer follows is forgotten. */
  unsubscribe(connection: C, subscriptionId?: string): void;
}

/** The subscription ids on `connection` that follow `orderId`. */
export function subscriptionsOf(connection: Follower, orderId: string): string[] {
  const ids: string[] = [];
  for (const [id, orders] of connection.subscriptions) if (orders.includes(orderId)) ids.push(id);
  return ids;
}

/** An empty follower index. */
export function createFollowerIndex<C extends Follower>(): FollowerIndex<C> {
  /** orderId → connections with a subscription to it. */
  const followers = new Map<string, Set<C>>();

  /** Forgets, of `dropped`, the orders no subscription of `connection` names any more. */
  function forget(connection: C, dropped: readonly string[]): void {
    if (!dropped.length) return;
    const still = followedOrders(connection.subscriptions);
    for (const orderId of dropped) {
      if (still.has(orderId)) continue;
      connection.lastSent.delete(orderId);
      const set = followers.get(orderId);
      set?.delete(connection);
      if (set?.size === 0) followers.delete(orderId);
    }
  }

  function unsubscribe(connection: C, subscriptionId?: string): void {
    const ids = subscriptionId === undefined ? [...connection.subscriptions.keys()] : [subscriptionId];
    const dropped: string[] = [];
    for (const id of ids) {
      dropped.push(...(connection.subscriptions.get(id) ?? []));
      connection.subscriptions.delete(id);
    }
    forget(connection, dropped);
  }

  return {
    of: (orderId) => followers.get(orderId) ?? [],
    has: (orderId) => Boolean(followers.get(orderId)?.size),
    subscribe(connection, rows) {
      const dropped: string[] = [];
      for (const { subscriptionId, orders } of rows) {
        dropped.push(...(connection.subscriptions.get(subscriptionId) ?? []));
        connection.subscriptions.set(subscriptionId, orders);
        for (const orderId of orders) {
          let set = followers.get(orderId);
          if (!set) {
            set = new Set();
            followers.set(orderId, set);
          }
          set.add(connection);
        }
      }
      forget(connection, dropped);
    },
    unsubscribe,
  };
}
