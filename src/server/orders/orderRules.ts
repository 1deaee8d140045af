/**
 * The rules every part of the order service shares: the texts its endpoints answer, the statuses
 * an order may move between, and writing a move down (the order's status and its history, in
 * one transaction).
 */
import { rupees } from '#src/lib/money.ts';
import { paymentMethodLabels, type OrderStatus, type PaymentMethod } from '#src/lib/orderTypes.ts';
import type { DbExecutor } from '../db/db.ts';
import { HttpError } from '../http/http.ts';

/** Texts of the order endpoints. */
export const orderErrors = {
  signIn: 'Sign in to order',
  emptyCart: 'Your cart is empty. Add dishes before you place an order.',
  notFound: 'order: no such order in your account',
  dishGone: 'A dish in your cart is no longer available. Review your cart and place the order again.',
  restaurantGone: 'This restaurant is not taking orders right now.',
  outsideRadius: (restaurant: string) =>
    `This address is outside ${restaurant}'s delivery area. Choose an address closer to the restaurant.`,
  totalChanged: (total: number) =>
    `The bill has changed: the total is now ${rupees(total)}. Check the bill and place the order again.`,
  cartChanged: 'Your cart changed while the order was being placed. Check it and place the order again.',
  keyReused: 'Idempotency-Key: was already used for a different order; use a new key for a new order',
  notPayable: 'This order cannot be paid now.',
  paid: 'This order is paid already.',
  attemptOpen: (method: PaymentMethod) =>
    `paymentMethod: the payment by ${paymentMethodLabels[method]} you started is still open; pay it, or cancel the order`,
  notCancellable: 'This order can no longer be cancelled: the restaurant has started preparing it.',
  badSignature: 'payment: the payment confirmation could not be verified',
  paymentNotFound: 'payment: no such payment',
  providerDown: 'We could not reach the payment service. Your order is saved: try paying again in a minute.',
  providerUnreachable: 'payment: the provider could not be reached to confirm the event; send it again later',
} as const;

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
