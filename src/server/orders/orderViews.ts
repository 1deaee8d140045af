/**
 * Orders as the diner reads them. `views` turns any number of order rows into their views with
 * one query per table (lines, history, latest payment, delivery, review, help), so a list of a hundred orders
 * costs what one order costs.
 */
import { noteInLanguage } from './orderNotes.ts';
import type { VegClass } from '#src/lib/catalogTypes.ts';
import type { PickedChoice } from '#src/lib/dishChoices.ts';
import type { DeliveryAddress, OrderLine, OrderStatus, OrderView } from '#src/lib/orderTypes.ts';
import { slotLabel } from '#src/lib/openingHours.ts';
import { payDeadline } from '#src/lib/paymentWindow.ts';
import { tipWindowOpen } from '#src/lib/tipRules.ts';
import { surgeLabels } from '#src/lib/surgeFees.ts';
import type { DbExecutor } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import { latestPayments, orderRow, type OrderRow, type PaymentRow } from './orderRecords.ts';
import { cancellableStatuses, orderErrors } from './orderRules.ts';
import { trackingsOf } from './tracking.ts';
import { reviewStateOf } from '../reviews/reviewState.ts';
import { helpOf } from '../help/helpRecords.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Rows of one table for these orders, grouped by order, in the query's order. */
async function grouped<T extends { order_id: string }>(
  executor: DbExecutor,
  sql: string,
  orderIds: readonly string[],
): Promise<Map<string, T[]>> {
  const groups = new Map<string, T[]>();
  for (const row of (await executor.query<T>(sql, [orderIds])).rows) {
    const group = groups.get(row.order_id);
    if (group) group.push(row);
    else groups.set(row.order_id, [row]);
  }
  return groups;
}

interface ItemRow {
  order_id: string;
  dish_id: string;
  name: string;
  is_veg: boolean;
  veg_class: VegClass;
  /** The snapshot of migration 013 (jsonb: parsed by PostgreSQL's driver, text on some paths). */
  choices: PickedChoice[] | string | null;
  unit_price: number;
  quantity: number;
}

/** An order line as the diner reads it: as ordered, choices with the prices they were ordered at. */
function lineOf(item: ItemRow): OrderLine {
  const line: OrderLine = {
    dishId: item.dish_id,
    name: item.name,
    isVeg: item.is_veg,
    vegClass: item.veg_class,
    unitPrice: item.unit_price,
    quantity: item.quantity,
  };
  const choices = typeof item.choices === 'string' ? (JSON.parse(item.choices) as PickedChoice[]) : item.choices;
  if (choices?.length) line.choices = choices;
  return line;
}

interface HistoryRow {
  order_id: string;
  status: OrderStatus;
  note: string;
  at: Date | string;
}

/** Whether the diner may pay the order again: its attempt was declined, or left open at the gateway. */
function isPayable(status: OrderStatus, payment: PaymentRow | undefined): boolean {
  return (
    status === 'payment_failed' ||
    (status === 'payment_pending' && (!payment || payment.status === 'failed' || payment.status === 'created'))
  );
}

/** The views of these orders, in their order: seven queries whatever their number. */
export async function views(executor: DbExecutor, rows: readonly OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after the other: on PostgreSQL, side by side would take four of the pool's connections.
  const items = await grouped<ItemRow>(
    executor,
    'SELECT order_id, dish_id, name, is_veg, veg_class, choices, unit_price, quantity FROM order_items WHERE order_id = ANY($1::text[]) ORDER BY order_id, seq',
    ids,
  );
  const history = await grouped<HistoryRow>(
    executor,
    'SELECT order_id, status, note, at FROM order_status_history WHERE order_id = ANY($1::text[]) ORDER BY order_id, id',
    ids,
  );
  const payments = await latestPayments(executor, ids);
  const tips = await tipsPaid(executor, ids);
  const tracking = await trackingsOf(executor, ids);
  const rated = new Set(
    (
      await executor.query<{ order_id: string }>('SELECT order_id FROM reviews WHERE order_id = ANY($1::text[])', [ids])
    ).rows.map((review) => review.order_id),
  );
  const help = await helpOf(
    executor,
    rows.map((row) => ({ ...row, deliveredAt: deliveredAt(history.get(row.id) ?? []) })),
    Date.now(),
  );
  return rows.map((row) => ({
    ...viewOf(
      row,
      {
        items: items.get(row.id) ?? [],
        history: history.get(row.id) ?? [],
        payment: payments.get(row.id),
        tipPaid: tips.get(row.id) ?? 0,
        tracking: tracking.get(row.id) ?? null,
        rated: rated.has(row.id),
      },
      Date.now(),
    ),
    help: help.get(row.id),
  }));
}

/** The view of one order. */
export async function view(executor: DbExecutor, row: OrderRow): Promise<OrderView> {
  const [found] = await views(executor, [row]);
  if (!found) throw new Error(`order ${row.id} has no view`);
  return found;
}

/** One of the diner's orders as they read it; 404 when it is not theirs. */
export async function orderView(executor: DbExecutor, userId: string, orderId: string): Promise<OrderView> {
  const row = await orderRow(executor, userId, orderId);
  if (!row) throw new HttpError(404, orderErrors.notFound);
  return view(executor, row);
}

function viewOf(
  row: OrderRow,
  parts: {
    items: ItemRow[];
    history: HistoryRow[];
    payment: PaymentRow | undefined;
    tipPaid: number;
    tracking: OrderView['tracking'];
    rated: boolean;
  },
  now: number,
): OrderView {
  const { payment } = parts;
  const address = (typeof row.address === 'string' ? JSON.parse(row.address) : row.address) as DeliveryAddress;
  const { id, label, flat, floor, area, placeId, lat, lng, landmark, instructions } = address;
  const payable = isPayable(row.status, payment);
  return {
    id: row.id,
    number: String(row.number),
    status: row.status,
    paymentMethod: row.payment_method,
    couponCode: row.coupon_code,
    restaurant: {
      id: row.restaurant_id,
      name: row.restaurant_name,
      areaName: row.restaurant_area,
      cloudinaryImageId: row.restaurant_image,
      href: row.restaurant_href,
    },
    address: { id, label, flat, floor, area, placeId, lat, lng, landmark, instructions },
    lines: parts.items.map(lineOf),
    bill: {
      itemTotal: row.item_total,
      packaging: row.packaging,
      deliveryFee: row.delivery_fee,
      platformFee: row.platform_fee,
      gst: row.gst,
      discount: row.discount,
      total: row.total,
      ...surgeOf(row),
      ...(row.tip > 0 ? { tip: row.tip } : {}),
    },
    history: parts.history.map((entry) => ({
      status: entry.status,
      note: noteInLanguage(entry.note),
      at: iso(entry.at),
    })),
    cancellable: cancellableStatuses.has(row.status),
    payable,
    payBy:
      payable && payment
        ? payDeadline(payment.status === 'failed' ? payment.updated_at : payment.created_at).toISOString()
        : null,
    refund: payment?.status === 'refunded' ? { amount: payment.amount } : null,
    createdAt: iso(row.created_at),
    slot:
      row.slot_start && row.slot_end
        ? {
            start: iso(row.slot_start),
            end: iso(row.slot_end),
            label: slotLabel(new Date(row.slot_start).getTime(), now),
          }
        : null,
    kitchenStartsAt: row.kitchen_starts_at ? iso(row.kitchen_starts_at) : null,
    tracking: parts.tracking,
    review: reviewStateOf(row.status, deliveredAt(parts.history), parts.rated, now),
    tip: {
      atCheckout: row.tip,
      afterDelivery: parts.tipPaid,
      canTip: row.status === 'delivered' && !parts.tipPaid && tipWindowOpen(deliveredAt(parts.history), now),
    },
    noContact: row.no_contact,
    doorPhotoUrl: row.door_photo_url,
  };
}

/** What each order's tips after delivery came to, once paid (paise; an order without one is absent). */
export async function tipsPaid(executor: DbExecutor, orderIds: readonly string[]): Promise<Map<string, number>> {
  const rows = (
    await executor.query<{ order_id: string; paid: number }>(
      `SELECT order_id, sum(amount)::int AS paid FROM payments
       WHERE order_id = ANY($1::text[]) AND purpose = 'tip' AND status IN ('authorised', 'captured')
       GROUP BY order_id`,
      [orderIds],
    )
  ).rows;
  return new Map(rows.map((row) => [row.order_id, row.paid]));
}

/** When the order was last marked delivered, from its history; null while it has not been. */
function deliveredAt(history: readonly HistoryRow[]): Date | null {
  const entry = history.findLast((step) => step.status === 'delivered');
  return entry ? new Date(entry.at) : null;
}

/** The bill's surge fee as charged, when the order paid one. */
function surgeOf(row: OrderRow): Pick<OrderView['bill'], 'surgeFee' | 'surge'> {
  if (!row.surge_fee || !row.surge_reason) return {};
  return {
    surgeFee: row.surge_fee,
    surge: {
      reason: row.surge_reason,
      amount: row.surge_fee,
      label: surgeLabels[row.surge_reason],
      ruleId: row.surge_rule ?? '',
    },
  };
}
