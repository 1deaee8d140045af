/**
 * Following one order live: the `appwrite` SDK's `client.subscribe` on the order's channel at
 * this site's `/v1/realtime` (and the SDK's reconnect delays), with polling as the fallback
 * while no realtime event has arrived (WebSockets blocked by a proxy or a firewall), and a slow
 * safety poll after. The SDK loads with the first order followed, not with the page.
 */
import { atom } from 'nanostores';
import { ordersMessages } from '#src/features/orders/messages/en.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { dinerMessage, errorStatus } from '../lib/dinerMessages';
import type { OrderView } from '../lib/orderTypes';
import { orderChannel } from '../lib/realtimeChannels';
import { fetchOrder } from './orders';
import { loadOrdersInProgress } from './ordersInProgress';
import { followChannel } from './realtime';

/** The order on the screen, as last heard. */
export const $trackedOrder = atom<OrderView | null>(null);
/** How it is followed: `live` once a realtime event arrived, `polling` until then. */
export const $trackingMode = atom<'live' | 'polling'>('polling');

/** How often the order is asked for while realtime is silent, and after it spoke. */
export const pollEveryMs = { withoutRealtime: 5_000, withRealtime: 30_000 } as const;

const finished = (order: OrderView) => order.status === 'delivered' || order.status === 'cancelled';

/** What a diner reads for an order that is not in their account (or does not exist: the same answer). */
export const orderNotFoundText = (): string => textsOf(ordersMessages).orderNotFound;

/** Why the order page has no order to show: not the diner's (`notFound`), or another failure, in the diner's words. */
export const $orderProblem = atom<{ notFound: boolean; message: string } | null>(null);

/**
 * Reads order `id` (when the server could not draw it) and follows it, until the returned
 * function stops; a failure is kept in `$orderProblem`.
 */
export function openOrder(id: string): () => void {
  let closed = false;
  let stop = () => {};
  $orderProblem.set(null);
  fetchOrder(id)
    .then((found) => {
      if (!closed) stop = followOrder(found);
    })
    .catch((error: unknown) => {
      if (closed) return;
      const notFound = errorStatus(error) === 404;
      $orderProblem.set({ notFound, message: notFound ? orderNotFoundText() : dinerMessage(error) });
    });
  return () => {
    closed = true;
    stop();
  };
}

/** Shows `order` (the server's render, or an action's answer) as the tracked order. */
export function showOrder(order: OrderView): void {
  $trackedOrder.set(order);
}

/** Follows the order `order` until the returned function is called or it is delivered or cancelled. */
export function followOrder(order: OrderView): () => void {
  $trackedOrder.set(order);
  $trackingMode.set('polling');
  if (finished(order)) return () => {};
  let stopped = false;
  let lastEvent = 0;
  const accept = (next: OrderView) => {
    $trackedOrder.set(next);
    if (!finished(next)) return;
    stop();
    // The profile menu's badge counts this order no more.
    void loadOrdersInProgress();
  };
  const unsubscribe = followChannel(orderChannel(order.id), (payload) => {
    const next = payload as OrderView | undefined;
    if (stopped || next?.id !== order.id) return;
    lastEvent = Date.now();
    $trackingMode.set('live');
    // The live channel's words are English (one message for every follower): the history shown
    // stays the one the page's own call worded, and a new status is asked for in the page's language.
    const shown = $trackedOrder.get();
    if (shown && shown.history.length !== next.history.length) {
      fetchOrder(order.id)
        .then((worded) => !stopped && accept(worded))
        .catch(() => accept(next));
      return;
    }
    accept(shown ? { ...next, history: shown.history } : next);
  });
  let lastPoll = Date.now();
  const poll = setInterval(() => {
    const every = lastEvent ? pollEveryMs.withRealtime : pollEveryMs.withoutRealtime;
    if (Date.now() - Math.max(lastEvent, lastPoll) < every - 100) return;
    lastPoll = Date.now();
    fetchOrder(order.id)
      .then((next) => !stopped && accept(next))
      .catch(() => {
        // The next round asks again; the page keeps what it last heard.
      });
  }, pollEveryMs.withoutRealtime);
  function stop() {
    if (stopped) return;
    stopped = true;
    clearInterval(poll);
    unsubscribe();
  }
  return stop;
}
