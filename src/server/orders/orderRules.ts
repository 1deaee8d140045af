/**
 * The rules every part of the order service shares: the texts its endpoints answer, the statuses
 * an order may move between, and writing a move down (the order's status and its history, in
 * one transaction).
 */
import { rupees } from '#src/lib/money.ts';
import { paymentMethodLabels, type OrderStatus, type PaymentMethod } from '#src/lib/orderTypes.ts';
import type { DbExecutor } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { orderServerMessages } from './messages/en.ts';

const texts = requestTexts(orderServerMessages);

/** Texts of the order endpoints: the diner's in the request's language, the developer's (naming a field) in English. */
export const orderErrors = {
  get signIn(): string {
    return texts.signIn;
  },
  get emptyCart(): string {
    return texts.emptyCart;
  },
  notFound: 'order: no such order in your account',
  get dishGone(): string {
    return texts.dishGone;
  },
  get restaurantGone(): string {
    return texts.restaurantGone;
  },
  outsideRadius: (restaurant: string) => texts.outsideRadius({ restaurant }),
  totalChanged: (total: number) => texts.totalChanged({ total: rupees(total) }),
  get cartChanged(): string {
    return texts.cartChanged;
  },
  keyReused: 'Idempotency-Key: was already used for a different order; use a new key for a new order',
  get notPayable(): string {
    return texts.notPayable;
  },
  get paid(): string {
    return texts.paid;
  },
  attemptOpen: (method: PaymentMethod) =>
    `paymentMethod: the payment by ${paymentMethodLabels[method]} you started is still open; pay it, or cancel the order`,
  get notCancellable(): string {
    return texts.notCancellable;
  },
  badSignature: 'payment: the payment confirmation could not be verified',
  paymentNotFound: 'payment: no such payment',
  get providerDown(): string {
    return texts.providerDown;
  },
  providerUnreachable: 'payment: the provider could not be reached to confirm the event; send it again later',
};

/** The statuses a status may move to (the restaurant and delivery steps come from the fleet side). */
export const nextStatuses: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['accepted', 'cancelled'],
  payment_pending: ['paid', 'payment_failed', 'cancelled'],
  payment_failed: ['payment_pending', 'placed', 'cancelled'],
  paid: ['accepted', 'cancelled'],
  accepted: ['preparing', 'cancelled'],
  preparing: ['picked_up'],
  picked_up: ['on_the_way'],
  on_the_way: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Statuses from which the diner may cancel: everything before preparing. */
export const cancellableStatuses: ReadonlySet<OrderStatus> = new Set([
  'placed',
  'payment_pending',
  'payment_failed',
  'paid',
  'accepted',
]);

/** Statuses that say the kitchen has started an order: none may come before an order ahead's kitchen start. */
export const kitchenStatuses: ReadonlySet<OrderStatus> = new Set(['preparing', 'picked_up', 'on_the_way', 'delivered']);

/**
 * Refuses (409) a move to a kitchen status before an order ahead's kitchen start: the restaurant
 * was told to cook it then, and until then the diner may cancel for free.
 */
export function checkKitchenStart(to: OrderStatus, kitchenStartsAt: Date | string | null, now: number): void {
  if (!kitchenStatuses.has(to) || kitchenStartsAt === null) return;
  const starts = new Date(kitchenStartsAt);
  if (now < starts.getTime())
    throw new HttpError(
      409,
      `status: the order is for later and its kitchen starts at ${starts.toISOString()}; it cannot be ${to} before then`,
    );
}

/** Sets an order's status and adds it to the history, in the caller's transaction. */
export async function recordStatus(tx: DbExecutor, orderId: string, to: OrderStatus, note = ''): Promise<void> {
  await tx.query('UPDATE orders SET status = $2, updated_at = now() WHERE id = $1', [orderId, to]);
  await tx.query('INSERT INTO order_status_history (order_id, status, note) VALUES ($1, $2, $3)', [orderId, to, note]);
}
