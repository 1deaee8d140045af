/**
 * Orders and payments as rows: one column list for each table, the reads the order service
 * makes, and a new order written whole. How a diner reads an order is orderViews.ts.
 */
import type { CartRestaurant } from '#src/lib/cartTypes.ts';
import type { DeliveryAddress, OrderLine, OrderStatus, PaymentMethod } from '#src/lib/orderTypes.ts';
import type { SurgeReason } from '#src/lib/surgeFees.ts';
import type { OrderBill } from '../cart/bill.ts';
import { choiceKeyOf } from '../cart/cartLines.ts';
import type { DbExecutor } from '../db/db.ts';

/** An order as stored. */
export interface OrderRow {
  id: string;
  number: string | number;
  user_id: string;
  request_fingerprint: string;
  restaurant_id: string;
  restaurant_name: string;
  restaurant_area: string;
  restaurant_image: string;
  restaurant_href: string;
  address: DeliveryAddress | string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  coupon_code: string | null;
  item_total: number;
  packaging: number;
  delivery_fee: number;
  platform_fee: number;
  gst: number;
  discount: number;
  total: number;
  /** The surge fee charged (0: none), its reason and the rule it came from (migration 017). */
  surge_fee: number;
  surge_reason: SurgeReason | null;
  surge_rule: string | null;
  /** An order ahead's delivery slot and kitchen start; null for an order delivered now. */
  slot_start: Date | string | null;
  slot_end: Date | string | null;
  kitchen_starts_at: Date | string | null;
  created_at: Date | string;
  /** The tip given at checkout (paise), the no-contact choice and the rider's door photo (migration 019). */
  tip: number;
  no_contact: boolean;
  door_photo_url: string | null;
}

/** A payment attempt as stored. */
export interface PaymentRow {
  id: string;
  order_id: string;
  method: PaymentMethod;
  amount: number;
  provider_ref: string | null;
  provider_payment_id: string | null;
  status: 'created' | 'authorised' | 'captured' | 'failed' | 'refunded';
  created_at: Date | string;
  /** When the attempt last changed (a decline's time). */
  updated_at: Date | string;
}

/** The columns of `OrderRow`. */
export const orderColumns =
  'id, number, user_id, request_fingerprint, restaurant_id, restaurant_name, restaurant_area, restaurant_image, restaurant_href, address, status, payment_method, coupon_code, item_total, packaging, delivery_fee, platform_fee, gst, discount, total, surge_fee, surge_reason, surge_rule, slot_start, slot_end, kitchen_starts_at, created_at, tip, no_contact, door_photo_url';

/** The columns of `PaymentRow`. */
export const paymentColumns =
  'id, order_id, method, amount, provider_ref, provider_payment_id, status, created_at, updated_at';

/** One order, the diner's when `userId` is given (locked for the caller's transaction when `forUpdate`). */
export async function orderRow(
  executor: DbExecutor,
  userId: string | null,
  orderId: string,
  forUpdate = false,
): Promise<OrderRow | undefined> {
  const owner = userId === null ? '' : ' AND user_id = $2';
  const sql = `SELECT ${orderColumns} FROM orders WHERE id = $1${owner}${forUpdate ? ' FOR UPDATE' : ''}`;
  return (await executor.query<OrderRow>(sql, userId === null ? [orderId] : [orderId, userId])).rows[0];
}

/** The order a diner made with an `Idempotency-Key`, if any. */
export async function orderByKey(executor: DbExecutor, userId: string, key: string): Promise<OrderRow | undefined> {
  return (
    await executor.query<OrderRow>(`SELECT ${orderColumns} FROM orders WHERE user_id = $1 AND idempotency_key = $2`, [
      userId,
      key,
    ])
  ).rows[0];
}

/** A diner's orders, newest first: all of them, or those in `statuses`; at most `limit`. */
export async function ordersOf(
  executor: DbExecutor,
  userId: string,
  limit: number,
  statuses?: readonly OrderStatus[],
): Promise<OrderRow[]> {
  const only = statuses ? ' AND status = ANY($3::text[])' : '';
  return (
    await executor.query<OrderRow>(
      `SELECT ${orderColumns} FROM orders WHERE user_id = $1${only} ORDER BY created_at DESC, number DESC LIMIT $2`,
      statuses ? [userId, limit, [...statuses]] : [userId, limit],
    )
  ).rows;
}

/** What a payment attempt pays for: the order itself, or a tip given after delivery. */
export type PaymentPurpose = 'order' | 'tip';

/** The latest payment attempt of each of these orders for `purpose` (the order's own by default), in one query. */
export async function latestPayments(
  executor: DbExecutor,
  orderIds: readonly string[],
  purpose: PaymentPurpose = 'order',
): Promise<Map<string, PaymentRow>> {
  const rows = (
    await executor.query<PaymentRow>(
      `SELECT DISTINCT ON (order_id) ${paymentColumns} FROM payments WHERE order_id = ANY($1::text[]) AND purpose = $2
       ORDER BY order_id, created_at DESC, id DESC`,
      [orderIds, purpose],
    )
  ).rows;
  return new Map(rows.map((row) => [row.order_id, row]));
}

/** The order's latest payment attempt for `purpose` (the order's own by default). */
export async function latestPayment(
  executor: DbExecutor,
  orderId: string,
  purpose: PaymentPurpose = 'order',
): Promise<PaymentRow | undefined> {
  return (await latestPayments(executor, [orderId], purpose)).get(orderId);
}

/** An order line as placing writes it: the line, and the key of its choices as the cart kept it (from its choices when absent). */
export interface PricedLine extends OrderLine {
  choiceKey?: string;
}

/** A new order as placing writes it. */
export interface NewOrder {
  orderId: string;
  userId: string;
  key: string;
  fingerprint: string;
  restaurant: CartRestaurant;
  address: DeliveryAddress;
  method: PaymentMethod;
  code: string | null;
  bill: OrderBill;
  lines: readonly PricedLine[];
  /** An order ahead: its slot and when its kitchen starts (epoch ms); absent for an order delivered now. */
  ahead?: OrderAhead | undefined;
  /** The diner asked for the food to be left at the door. */
  noContact?: boolean | undefined;
}

/** When an order ahead is delivered (its slot) and when its kitchen starts, in epoch ms. */
export interface OrderAhead {
  slotStart: number;
  slotEnd: number;
  kitchenStartsAt: number;
}

const isoOrNull = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

/** Writes a new order in the caller's transaction: its row (the address as it is now), lines and first history entries. */
export async function insertOrder(tx: DbExecutor, o: NewOrder): Promise<void> {
  const { bill } = o;
  const online = o.method !== 'cod';
  await tx.query(
    `INSERT INTO orders (id, user_id, idempotency_key, request_fingerprint, restaurant_id, restaurant_name, restaurant_area, restaurant_image, restaurant_href, address, status, payment_method, coupon_code, item_total, packaging, delivery_fee, platform_fee, gst, discount, total, surge_fee, surge_reason, surge_rule, slot_start, slot_end, kitchen_starts_at, tip, no_contact)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24::timestamptz, $25::timestamptz, $26::timestamptz, $27, $28)`,
    [
      o.orderId,
      o.userId,
      o.key,
      o.fingerprint,
      o.restaurant.id,
      o.restaurant.name,
      o.restaurant.areaName,
      o.restaurant.cloudinaryImageId,
      o.restaurant.href,
      JSON.stringify(o.address),
      online ? 'payment_pending' : 'placed',
      o.method,
      o.code,
      bill.itemTotal,
      bill.packaging,
      bill.deliveryFee,
      bill.platformFee,
      bill.gst,
      bill.discount,
      bill.total,
      bill.surgeFee ?? 0,
      bill.surge?.reason ?? null,
      bill.surge?.ruleId ?? null,
      isoOrNull(o.ahead?.slotStart),
      isoOrNull(o.ahead?.slotEnd),
      isoOrNull(o.ahead?.kitchenStartsAt),
      bill.tip ?? 0,
      o.noContact ?? false,
    ],
  );
  // One statement for all the lines, in their order; '' stands for no choices (arrays of NULL
  // are avoided, so both engines read the parameters alike).
  await tx.query(
    `INSERT INTO order_items (order_id, dish_id, choice_key, name, is_veg, veg_class, choices, unit_price, quantity, seq)
     SELECT $1, l.dish_id, l.choice_key, l.name, l.is_veg, l.veg_class, NULLIF(l.choices, '')::jsonb, l.unit_price, l.quantity, l.seq - 1
     FROM unnest($2::text[], $3::text[], $4::text[], $5::boolean[], $6::text[], $7::text[], $8::integer[], $9::integer[])
       WITH ORDINALITY AS l (dish_id, choice_key, name, is_veg, veg_class, choices, unit_price, quantity, seq)`,
    [
      o.orderId,
      o.lines.map((line) => line.dishId),
      o.lines.map((line) => line.choiceKey ?? choiceKeyOf(line.choices ?? [])),
      o.lines.map((line) => line.name),
      o.lines.map((line) => line.isVeg),
      o.lines.map((line) => line.vegClass),
      o.lines.map((line) => (line.choices?.length ? JSON.stringify(line.choices) : '')),
      o.lines.map((line) => line.unitPrice),
      o.lines.map((line) => line.quantity),
    ],
  );
  await tx.query('INSERT INTO order_status_history (order_id, status, note) VALUES ($1, $2, $3)', [
    o.orderId,
    'placed',
    // text-check: not a diner's text (kept in English in the order's history; worded when read: orderNotes.ts)
    online ? '' : 'Pay in cash on delivery',
  ]);
  if (online)
    await tx.query('INSERT INTO order_status_history (order_id, status) VALUES ($1, $2)', [
      o.orderId,
      'payment_pending',
    ]);
}

/** When the order was last marked delivered, or null while it has not been. */
export async function deliveredAtOf(executor: DbExecutor, orderId: string): Promise<Date | null> {
  const { rows } = await executor.query<{ at: Date | string | null }>(
    "SELECT max(at) AS at FROM order_status_history WHERE order_id = $1 AND status = 'delivered'",
    [orderId],
  );
  return rows[0]?.at ? new Date(rows[0].at) : null;
}
