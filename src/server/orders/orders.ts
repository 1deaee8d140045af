/**
 * The order service: turns a diner's cart into an order, takes payment through the configured
 * provider, and keeps each order's status history. Its rooms: the checkout bill (checkoutBill.ts),
 * orders as rows and views (orderRecords.ts), the payment state machine (payments.ts) and the
 * diner's payment attempts (paymentAttempts.ts); this module places, cancels and reorders.
 *
 * - Prices come from the catalog at the moment of ordering, never from the client.
 * - `Idempotency-Key`: one order per diner and key (a unique index). A repeated submit answers
 *   the order the first one made; concurrent submits wait on the diner's row lock and then find
 *   it. The cart is emptied in the transaction that creates the order.
 */
import { createHash, randomUUID } from 'node:crypto';
import { normaliseCouponCode } from '#src/lib/coupons.ts';
import {
  inProgressStatuses,
  type CheckoutQuote,
  type OrderStatus,
  type OrderView,
  type PaymentMethod,
  type PlaceOrderResponse,
  type ReorderResponse,
} from '#src/lib/orderTypes.ts';
import { cartChanged } from '../cart/cartCache.ts';
import type { CartService } from '../cart/cart.ts';
import type { DbExecutor } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import type { PaymentCallback } from '../payments/provider.ts';
import {
  cartRows,
  checkoutBill,
  pricedCart,
  quote,
  timingOf,
  type CheckoutDeps,
  type QuoteRequest,
} from './checkoutBill.ts';
import { checkCouponUsage } from './coupons.ts';
import { insertOrder, orderByKey, orderRow, ordersOf, type OrderRow, type PricedLine } from './orderRecords.ts';
import { orderView, view, views } from './orderViews.ts';
import { cancellableStatuses, checkKitchenStart, nextStatuses, orderErrors, recordStatus } from './orderRules.ts';
import { failOpenAttempts, openAttempt, payAgain, paymentAction } from './paymentAttempts.ts';
import { reorder } from './reorder.ts';
import { tipAfterDelivery, type TipRequest } from './tips.ts';
import {
  paymentCallback,
  paymentContext,
  providerEvent,
  reconcile,
  refund,
  type PaymentContext,
  type PaymentDeps,
} from './payments.ts';

/** A request to place an order. */
export interface PlaceOrderRequest {
  addressId: string;
  paymentMethod: PaymentMethod;
  couponCode?: string | undefined;
  /** The total the diner saw, in paise; a different server total refuses the order. */
  expectedTotal?: number | undefined;
  /** For an order ahead, the start of the delivery slot chosen (ISO); absent: delivered now. */
  slot?: string | undefined;
  /** The rider's tip in paise (absent or 0: none); paid with the order, or in cash with it. */
  tip?: number | undefined;
  /** Leave the food at the door. */
  noContact?: boolean | undefined;
}

/** What the service needs. */
export interface OrderDeps extends CheckoutDeps, PaymentDeps {
  cart: CartService;
}

/** The order operations, all for the diner the session proved (except the provider's webhook and reconciliation). */
export interface OrderService {
  /** The bill a checkout would have with this address and coupon (no order is written). */
  quote(userId: string, request: QuoteRequest): Promise<CheckoutQuote>;
  /** Places the cart as an order; `created` is false when the key had already made it. */
  place(userId: string, key: string, request: PlaceOrderRequest): Promise<PlaceOrderResponse & { created: boolean }>;
  /** The diner's orders, newest first. */
  list(userId: string): Promise<OrderView[]>;
  /** One order; 404 when it is not the diner's. */
  get(userId: string, orderId: string): Promise<OrderView>;
  /** How many of the diner's orders are on their way (placed, and neither delivered nor cancelled). */
  countInProgress(userId: string): Promise<number>;
  /** The diner's latest order still waiting for its online payment (pending or declined, payable), or null. */
  awaitingPayment(userId: string): Promise<OrderView | null>;
  /** Cancels an order before preparing, refunding a captured payment. */
  cancel(userId: string, orderId: string): Promise<OrderView>;
  /** Starts a new payment attempt after a failed one (or switches to cash on delivery), or answers again the attempt left unfinished at the gateway. */
  payAgain(userId: string, orderId: string, method: PaymentMethod): Promise<PlaceOrderResponse>;
  /** Starts a tip for the rider of a delivered order, paid on its own through the provider. */
  tip(userId: string, orderId: string, request: TipRequest): Promise<PlaceOrderResponse>;
  /** Refills the cart with the order's lines still available, with their choices, at today's prices. */
  reorder(userId: string, orderId: string): Promise<ReorderResponse>;
  /** The browser's payment callback for our attempt `paymentId`; the signature is checked first. */
  paymentCallback(userId: string, paymentId: string, callback: PaymentCallback): Promise<OrderView>;
  /**
   * The provider says (webhook) that the attempt it knows as `ref` changed: the attempt is brought
   * in line with the provider's own record. `unknown` when no attempt of ours has that ref,
   * `unchanged` when the record shows nothing to act on; 503 when the provider cannot be reached.
   */
  providerEvent(ref: string): Promise<'unknown' | 'unchanged' | 'paid' | 'failed'>;
  /** Moves an order on (restaurant and delivery steps); refuses a move the status does not allow. */
  advance(orderId: string, to: OrderStatus, note?: string): Promise<void>;
  /** Finishes attempts left between "authorised" and "paid", and refunds cancelled paid orders. */
  reconcile(): Promise<{ paid: number; failed: number; refunded: number }>;
}

type Placed = PlaceOrderResponse & { created: boolean };

/** A unique-index violation (PostgreSQL 23505), from either engine. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** What a request is, for telling a repeated submit from another order under the same key. */
function fingerprintOf(request: PlaceOrderRequest): string {
  const code = request.couponCode ? normaliseCouponCode(request.couponCode) : '';
  // The slot only when chosen, so an order for now keeps the fingerprint it always had.
  const asked = [
    request.addressId,
    request.paymentMethod,
    code,
    ...(request.slot ? [request.slot] : []),
    // Likewise the tip and the no-contact choice, only when given.
    ...(request.tip ? [`tip:${request.tip}`] : []),
    ...(request.noContact ? ['no-contact'] : []),
  ];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/** The answer to a submit whose key had already made the order. */
async function replay(deps: OrderDeps, payments: PaymentContext, row: OrderRow, fingerprint: string): Promise<Placed> {
  if (row.request_fingerprint !== fingerprint) throw new HttpError(422, orderErrors.keyReused);
  return { order: await view(deps.db, row), payment: await paymentAction(payments, row), created: false };
}

/** Places the cart as an order (see OrderService.place). */
async function place(
  deps: OrderDeps,
  payments: PaymentContext,
  order: { userId: string; key: string; request: PlaceOrderRequest },
): Promise<Placed> {
  const { db } = deps;
  const { userId, key, request } = order;
  // One reading of the clock for the whole order: its fee, the restaurant's hours and the slot.
  const at = deps.now?.() ?? Date.now();
  const fingerprint = fingerprintOf(request);
  const before = await orderByKey(db, userId, key);
  if (before) return replay(deps, payments, before, fingerprint);

  const cart = await pricedCart(deps, userId);
  if (!cart) {
    // The cart may be empty because a concurrent submit with this key has just ordered it.
    const made = await orderByKey(db, userId, key);
    if (made) return replay(deps, payments, made, fingerprint);
    throw new HttpError(409, orderErrors.emptyCart);
  }
  const address = await deps.addresses.get(userId, request.addressId);
  const priced = await checkoutBill(deps, userId, cart, address, request.couponCode, at, request.tip);
  const { restaurant, bill, addressProblem, code, terms } = priced;
  if (addressProblem) throw new HttpError(422, addressProblem);
  if (request.expectedTotal !== undefined && request.expectedTotal !== bill.total)
    throw new HttpError(409, orderErrors.totalChanged(bill.total));

  const method = request.paymentMethod;
  const orderId = randomUUID();
  const { lines } = cart;
  let row: OrderRow;
  try {
    row = await db.transaction(async (tx) => {
      await lockDiner(tx, userId);
      const made = await orderByKey(tx, userId, key);
      if (made) return made;
      await sameCart(tx, userId, lines);
      // Open (or the slot fits), nothing sold out or out of its hours, the minimum reached: all at `at`.
      const timing = timingOf(cart, priced, at, request.slot);
      if (timing.problem) throw new HttpError(409, timing.problem);
      // Again under the diner's lock: a parallel order may have used the code since it was priced.
      if (terms) await checkCouponUsage(tx, userId, terms);
      const ahead = timing.ahead ?? undefined;
      await insertOrder(tx, {
        orderId,
        userId,
        key,
        fingerprint,
        restaurant,
        address,
        method,
        code,
        bill,
        lines,
        ahead,
        noContact: request.noContact,
      });
      if (method !== 'cod') await openAttempt(payments, tx, { orderId, method, amount: bill.total });
      await tx.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
      const inserted = await orderRow(tx, userId, orderId);
      if (!inserted) throw new Error('order vanished inside its own transaction');
      return inserted;
    });
  } catch (error) {
    // The unique index is the last word on one order per key.
    if (!isUniqueViolation(error)) throw error;
    const made = await orderByKey(db, userId, key);
    if (!made) throw error;
    return replay(deps, payments, made, fingerprint);
  }
  if (row.id !== orderId) return replay(deps, payments, row, fingerprint);
  // The order took the cart.
  cartChanged(db, userId);
  return { order: await view(db, row), payment: await paymentAction(payments, row), created: true };
}

async function lockDiner(tx: DbExecutor, userId: string): Promise<void> {
  const found = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (found.rowCount === 0) throw new HttpError(401, orderErrors.signIn);
}

/** The cart must still be what was priced: a change since means another bill. */
async function sameCart(tx: DbExecutor, userId: string, lines: readonly PricedLine[]): Promise<void> {
  const now = await cartRows(tx, userId);
  const same =
    now.length === lines.length &&
    now.every(
      (r, i) =>
        r.dish_id === lines[i]?.dishId && r.choice_key === lines[i]?.choiceKey && r.quantity === lines[i]?.quantity,
    );
  if (!same) throw new HttpError(409, now.length === 0 ? orderErrors.emptyCart : orderErrors.cartChanged);
}

/** Cancels an order before preparing, failing an attempt still open and refunding a captured payment. */
async function cancel(deps: OrderDeps, payments: PaymentContext, userId: string, orderId: string): Promise<OrderView> {
  await deps.db.transaction(async (tx) => {
    const row = (
      await tx.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1 AND user_id = $2 FOR UPDATE', [
        orderId,
        userId,
      ])
    ).rows[0];
    if (!row) throw new HttpError(404, orderErrors.notFound);
    if (row.status === 'cancelled') return;
    if (!cancellableStatuses.has(row.status)) throw new HttpError(409, orderErrors.notCancellable);
    // text-check: not a diner's text (kept in English in the order's history; worded when read: orderNotes.ts)
    await recordStatus(tx, orderId, 'cancelled', 'Cancelled by you');
    await failOpenAttempts(tx, orderId);
  });
  try {
    await refund(payments, orderId);
  } catch (error) {
    // The order stays cancelled; reconciliation retries the refund.
    console.error('[orders] refund failed; reconciliation will retry', error);
  }
  return orderView(deps.db, userId, orderId);
}

/** Moves an order on (restaurant and delivery steps); refuses a move the status does not allow. */
async function advance(deps: OrderDeps, orderId: string, to: OrderStatus, note: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = (
      await tx.query<{ status: OrderStatus; kitchen_starts_at: Date | string | null }>(
        'SELECT status, kitchen_starts_at FROM orders WHERE id = $1 FOR UPDATE',
        [orderId],
      )
    ).rows[0];
    if (!row) throw new HttpError(404, orderErrors.notFound);
    if (!nextStatuses[row.status].includes(to))
      throw new HttpError(409, `status: an order that is ${row.status} cannot become ${to}`);
    checkKitchenStart(to, row.kitchen_starts_at, deps.now?.() ?? Date.now());
    await recordStatus(tx, orderId, to, note);
  });
}

/** The order service over its dependencies. */
export function createOrderService(deps: OrderDeps): OrderService {
  const { db } = deps;
  const payments = paymentContext(deps);
  return {
    quote: (userId, request) => quote(deps, userId, request),
    place: (userId, key, request) => place(deps, payments, { userId, key, request }),
    list: async (userId) => views(db, await ordersOf(db, userId, 100)),
    get: (userId, orderId) => orderView(db, userId, orderId),
    async countInProgress(userId) {
      const row = (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND status = ANY($2::text[])',
          [userId, [...inProgressStatuses]],
        )
      ).rows[0];
      return row?.n ?? 0;
    },
    async awaitingPayment(userId) {
      const waiting = await ordersOf(db, userId, 5, ['payment_pending', 'payment_failed']);
      return (await views(db, waiting)).find((order) => order.payable) ?? null;
    },
    cancel: (userId, orderId) => cancel(deps, payments, userId, orderId),
    payAgain: (userId, orderId, method) => payAgain(payments, userId, orderId, method),
    reorder: (userId, orderId) => reorder(deps, userId, orderId),
    tip: (userId, orderId, request) => tipAfterDelivery(payments, userId, orderId, request),
    paymentCallback: (userId, paymentId, callback) => paymentCallback(payments, userId, paymentId, callback),
    providerEvent: (ref) => providerEvent(payments, ref),
    advance: (orderId, to, note = '') => advance(deps, orderId, to, note),
    reconcile: () => reconcile(payments),
  };
}
