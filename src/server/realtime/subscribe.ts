/**
 * Subscribe frames. A frame is checked whole before any query (subscriptions.ts): channels,
 * sign-in, duplicates, limits. Then one query proves the orders not yet proven on the socket,
 * and each order the socket newly follows is loaded once; both run under the admission
 * (admission.ts), which bounds that work per diner and per process and refuses the rest with
 * "try again". A frame that needs no query (orders proven, states already sent) costs none.
 */
// text-check: no diner texts in this file (realtime protocol frames, read by the SDK, never shown)
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Admission } from './admission.ts';
import { type Connection, deliver, isOpen, refuse, send } from './connection.ts';
import type { HubDeps } from './hub.ts';
import { errorFrame, eventFrame, eventPrefix, realtimeCodes, responseFrame } from './protocol.ts';
import {
  type FollowerIndex,
  planSubscribe,
  refuseOthers,
  rememberProven,
  type SubscribePlan,
  type SubscribeRow,
} from './subscriptions.ts';

/** What subscribing needs of the hub. */
export interface SubscriberContext {
  deps: Pick<HubDeps, 'ownersOf' | 'loadOrder'>;
  followers: FollowerIndex<Connection>;
  admission: Admission;
  now: () => number;
}

/** Handles the subscribe frames of every socket of a hub. */
export function createSubscriber({ deps, followers, admission, now }: SubscriberContext) {
  /**
   * Takes on a checked frame's subscriptions and answers it; a subscription new to an order the
   * socket already follows gets the state last sent for it. Answers the orders still owed a
   * state that has to be loaded (newly followed ones).
   */
  function apply(connection: Connection, plan: SubscribePlan): string[] {
    followers.subscribe(connection, plan.rows);
    send(
      connection,
      responseFrame('subscribe', {
        subscriptions: plan.rows.map(({ subscriptionId, channels }) => ({ subscriptionId, channels, queries: [] })),
      }),
    );
    const toLoad: string[] = [];
    for (const [orderId, ids] of plan.owed) {
      const last = connection.lastSent.get(orderId);
      if (last) send(connection, eventFrame(last, ids));
      else toLoad.push(orderId);
    }
    return toLoad;
  }

  /** The database part of a frame, run under the admission: one ownership query, then each owed state once. */
  async function proveAndApply(connection: Connection, userId: string, plan: SubscribePlan): Promise<void> {
    // The socket may have gone while the frame waited for its turn.
    if (!isOpen(connection)) return;
    if (plan.unproven.length) {
      const refusal = refuseOthers(plan.unproven, await deps.ownersOf(plan.unproven), userId);
      if (refusal) return refuse(connection, refusal);
      rememberProven(connection.proven, plan.unproven);
    }
    // The state as it is now, so a client that (re)connects catches up without asking.
    for (const orderId of apply(connection, plan)) {
      // One load per turn of the event loop: other requests are served in between.
      await nextTurn();
      if (!isOpen(connection)) return;
      const order = await deps.loadOrder(orderId);
      // An announcement that reached the socket meanwhile carried this state or a newer one.
      if (!order || order.userId !== userId || connection.lastSent.has(orderId)) continue;
      deliver(connection, orderId, eventPrefix(orderId, order.payload, new Date(now())));
    }
  }

  /** Handles one subscribe frame of `connection`; resolves once it is answered. */
  return async function subscribe(connection: Connection, rows: SubscribeRow[]): Promise<void> {
    const plan = planSubscribe(rows, connection.subscriptions, connection.user !== null, connection.proven);
    if (!plan.ok) return refuse(connection, plan);
    const needsDatabase =
      plan.unproven.length > 0 || [...plan.owed.keys()].some((orderId) => !connection.lastSent.has(orderId));
    // Restaurants' stock, and orders already proven with their states sent, cost no query.
    if (!needsDatabase) {
      apply(connection, plan);
      return;
    }
    const user = connection.user;
    // Never null here (the plan refuses orders on a socket nobody signed in on); the check tells the types.
    if (!user) return;
    const admitted = admission.run(user.$id, () => proveAndApply(connection, user.$id, plan));
    if (typeof admitted !== 'string') return admitted;
    const why =
      admitted === 'diner' ? 'your other sockets are still loading their orders' : 'the server is busy loading orders';
    send(connection, errorFrame(realtimeCodes.tryAgain, `subscribe: ${why}; try again in a moment`));
    // Closed with "try again later" (not 1008), so the SDK reconnects and subscribes again.
    connection.socket.close(realtimeCodes.tryAgain, 'Try again later');
  };
}
