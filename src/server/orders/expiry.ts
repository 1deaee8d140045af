/**
 * Unpaid online orders expire. An order whose online payment was started (or declined) more than
 * `paymentWindowMinutes` ago and never paid is cancelled with the note "Payment not completed in
 * time", its open attempt is marked failed, and its dishes go back into the diner's cart with the
 * choices made when the cart is empty (at today's prices: a cart keeps no prices; a line whose
 * dish or choices are no longer sold stays out). Why 15 minutes: src/lib/paymentWindow.ts.
 *
 * - Durable and without a diner: the orders are found in the database by a sweep that every
 *   server process runs every minute (started by the host, `startOrderWork` in src/server/orders/runtime.ts),
 *   so a restart forgets nothing; and lazily, for one diner, before their orders are read or paid
 *   (`withPaymentExpiry`), so nobody sees an order as payable after its time.
 * - A paid order never expires: an attempt still open here is first looked up at the provider,
 *   as paying again does, and one paid there meanwhile is settled instead. A provider that cannot
 *   be reached leaves the order for the next round. A payment that still completes after the
 *   expiry (a gateway page left open) is refunded at once by the order service, as after a cancel.
 * - Each order is cancelled in one transaction that locks the diner's row (the cart), then the
 *   attempt, then the order (the order in which the payment callback takes them), and checks again
 *   that the order is still unpaid and overdue.
 */
import type { OrderStatus, OrderView } from '#src/lib/orderTypes.ts';
import { paymentWindowMinutes, payDeadline } from '#src/lib/paymentWindow.ts';
import { cartChanged } from '../cart/cartCache.ts';
import type { DishLookup } from '../cart/cart.ts';
import { documentOf, type LineRow } from '../cart/cartLines.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { recordStatus } from './orderRules.ts';
import type { OrderService } from './orders.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { translate } from '#src/i18n/define.ts';
import { orderNoteMessages, orderServerMessages } from './messages/en.ts';

const texts = requestTexts(orderServerMessages);

/** The history notes of an expired order, kept in English (the diner reads them in their language: orderNoteMessages). */
export const expiryNotes = {
  // text-check: not a diner's text (the English key of a note, worded when read)
  expired: orderNoteMessages.base['Payment not completed in time'],
  // text-check: not a diner's text (the English key of a note, worded when read)
  cartBack: orderNoteMessages.base['Payment not completed in time. Its dishes are back in your cart.'],
} as const;

/** The answer to paying an order that has just expired, in the request's language. */
export const paymentExpiredText = (): string => texts.paymentExpired({ minutes: paymentWindowMinutes });

/** The same answer in English. */
export const paymentExpired = translate(orderServerMessages, 'en').paymentExpired({ minutes: paymentWindowMinutes });

/** What the expiry needs. */
export interface PaymentExpiryDeps {
  db: Db;
  provider: PaymentProvider;
  /** The order service, to settle an attempt the provider says was paid or declined. */
  orders: Pick<OrderService, 'providerEvent'>;
  /** The catalog's dishes: only those still on the menu go back into the cart. */
  lookupDish: DishLookup;
  now?: () => Date;
}

/** The expiry of unpaid orders in one process. */
export interface PaymentExpiry {
  /** Cancels the overdue unpaid orders, of one diner or of everyone (a batch); answers the ids cancelled. */
  expireOverdue(userId?: string): Promise<string[]>;
  /** Sweeps at once and then every `everyMs` until the returned function is called. */
  start(everyMs?: number): () => Promise<void>;
}

interface Candidate {
  id: string;
  user_id: string;
  restaurant_id: string;
  payment_status: 'created' | 'failed';
  provider: string;
  provider_ref: string | null;
}

interface LatestPayment {
  id: string;
  status: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Orders looked at per round, so one round stays short. */
const batch = 20;
const waitingStatuses: readonly OrderStatus[] = ['payment_pending', 'payment_failed'];

/** The time the window of an attempt counts from: its start, or its decline. */
const windowStart = (payment: { status: string; created_at: Date | string; updated_at: Date | string }) =>
  payment.status === 'failed' ? payment.updated_at : payment.created_at;

/** The order's lines the catalog still sells as they were chosen (dish and choices), in the order's order. */
async function dishesBack(db: Db, lookupDish: DishLookup, order: Candidate): Promise<LineRow[]> {
  const lines = (
    await db.query<LineRow>(
      'SELECT dish_id, $2::text AS restaurant_id, choice_key, quantity FROM order_items WHERE order_id = $1 ORDER BY seq',
      [order.id, order.restaurant_id],
    )
  ).rows;
  const kept: LineRow[] = [];
  for (const line of lines) {
    try {
      const entry = await lookupDish(order.restaurant_id, line.dish_id);
      if (entry && documentOf(entry, line)) kept.push(line);
    } catch (error) {
      // The catalog is away: the order still expires, without this dish going back.
      console.error('[orders] catalog lookup failed while giving a cart back', error);
    }
  }
  return kept;
}

/** The expiry over its dependencies. */
export function createPaymentExpiry(deps: PaymentExpiryDeps): PaymentExpiry {
  const { db, provider } = deps;
  const now = deps.now ?? (() => new Date());
  const overdue = (payment: LatestPayment) => payDeadline(windowStart(payment)).getTime() <= now().getTime();

  /** Unpaid orders whose window has passed, oldest first. */
  async function candidates(userId: string | undefined): Promise<Candidate[]> {
    const cutoff = new Date(now().getTime() - paymentWindowMinutes * 60_000).toISOString();
    return (
      await db.query<Candidate>(
        `SELECT o.id, o.user_id, o.restaurant_id, p.status AS payment_status, p.provider, p.provider_ref
         FROM orders o
         JOIN LATERAL (SELECT status, provider, provider_ref, created_at, updated_at FROM payments
                       WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1) p ON true
         WHERE o.status IN ('payment_pending', 'payment_failed') AND ($2::text IS NULL OR o.user_id = $2)
           AND p.status IN ('created', 'failed')
           AND (CASE WHEN p.status = 'failed' THEN p.updated_at ELSE p.created_at END) <= $1::timestamptz
         ORDER BY o.created_at LIMIT ${batch}`,
        [cutoff, userId ?? null],
      )
    ).rows;
  }

  /**
   * Whether the provider still holds the attempt open (true), after settling one it says was paid
   * (false: the order is paid, not expired) or declined (true: it expires all the same).
   */
  async function stillUnpaid(order: Candidate): Promise<boolean> {
    if (order.payment_status !== 'created' || !order.provider_ref) return true;
    // An attempt made with another provider (the configuration changed) cannot be asked about.
    if (order.provider !== provider.name) return false;
    const record = await provider.status(order.provider_ref);
    // The order service settles from the provider's own record, as it does for a webhook.
    if (record.status === 'authorised' || record.status === 'captured') {
      await deps.orders.providerEvent(order.provider_ref);
      return false;
    }
    if (record.status === 'failed') await deps.orders.providerEvent(order.provider_ref);
    return record.status !== 'refunded';
  }

  /** Cancels one overdue order; false when it was paid, or changed, meanwhile. */
  async function expire(order: Candidate): Promise<boolean> {
    if (!(await stillUnpaid(order))) return false;
    const dishes = await dishesBack(db, deps.lookupDish, order);
    const outcome = await db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [order.user_id]);
      const payment = (
        await tx.query<LatestPayment>(
          'SELECT id, status, created_at, updated_at FROM payments WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE',
          [order.id],
        )
      ).rows[0];
      const current = (
        await tx.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1 FOR UPDATE', [order.id])
      ).rows[0];
      if (!payment || !current || !waitingStatuses.includes(current.status)) return null;
      if (!(payment.status === 'created' || payment.status === 'failed') || !overdue(payment)) return null;
      await tx.query(
        "UPDATE payments SET status = 'failed', updated_at = now() WHERE order_id = $1 AND status = 'created'",
        [order.id],
      );
      const cartEmpty =
        (await tx.query('SELECT 1 FROM cart_items WHERE user_id = $1 LIMIT 1', [order.user_id])).rowCount === 0;
      const refill = cartEmpty && dishes.length > 0;
      if (refill)
        for (const dish of dishes)
          await tx.query(
            'INSERT INTO cart_items (user_id, dish_id, restaurant_id, choice_key, quantity) VALUES ($1, $2, $3, $4, $5)',
            [order.user_id, dish.dish_id, dish.restaurant_id, dish.choice_key, dish.quantity],
          );
      await recordStatus(tx, order.id, 'cancelled', refill ? expiryNotes.cartBack : expiryNotes.expired);
      return { refill };
    });
    if (outcome?.refill) cartChanged(db, order.user_id);
    return outcome !== null;
  }

  const expiry: PaymentExpiry = {
    async expireOverdue(userId) {
      const expired: string[] = [];
      for (const order of await candidates(userId)) {
        try {
          if (await expire(order)) expired.push(order.id);
        } catch (error) {
          // Left for the next round (a provider away, a lost connection): never cancelled on a doubt.
          console.error(`[orders] order ${order.id} could not be expired now`, error);
        }
      }
      return expired;
    },

    start(everyMs = 60_000) {
      let stopped = false;
      let running: Promise<void> = Promise.resolve();
      const round = async () => {
        try {
          while ((await expiry.expireOverdue()).length === batch && !stopped) {
            // A backlog (after a stop) is worked off at once, a batch at a time.
          }
        } catch (error) {
          console.error('[orders] a round of the payment expiry failed', error);
        }
      };
      let busy = false;
      const tick = () => {
        if (busy || stopped) return;
        busy = true;
        running = round().finally(() => {
          busy = false;
        });
      };
      tick();
      const timer = setInterval(tick, everyMs);
      timer.unref();
      return async () => {
        stopped = true;
        clearInterval(timer);
        await running;
      };
    },
  };
  return expiry;
}

/**
 * The order service with the expiry checked first for the diner whose orders are read, paid or
 * cancelled, so an overdue order is never shown, or paid, as still waiting; the sweep may be up to
 * a minute behind.
 */
export function withPaymentExpiry(orders: OrderService, expiry: PaymentExpiry): OrderService {
  const expireFor = async (userId: string): Promise<string[]> => {
    try {
      return await expiry.expireOverdue(userId);
    } catch (error) {
      // Reading the orders matters more: the sweep tries again.
      console.error('[orders] the payment expiry could not be checked', error);
      return [];
    }
  };
  return {
    ...orders,
    async list(userId) {
      await expireFor(userId);
      return orders.list(userId);
    },
    async get(userId, orderId) {
      await expireFor(userId);
      return orders.get(userId, orderId);
    },
    async awaitingPayment(userId): Promise<OrderView | null> {
      await expireFor(userId);
      return orders.awaitingPayment(userId);
    },
    async payAgain(userId, orderId, method) {
      await expireFor(userId);
      try {
        return await orders.payAgain(userId, orderId, method);
      } catch (error) {
        // "Cannot be paid" says why when the reason is the time: the page may be older than the expiry.
        if (!(error instanceof HttpError && error.status === 409)) throw error;
        const order = await orders.get(userId, orderId).catch(() => null);
        if (order?.status === 'cancelled' && order.history.some((entry) => entry.note.startsWith(expiryNotes.expired)))
          throw new HttpError(409, paymentExpiredText());
        throw error;
      }
    },
    async cancel(userId, orderId) {
      await expireFor(userId);
      return orders.cancel(userId, orderId);
    },
  };
}
