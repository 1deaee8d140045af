/**
 * The order service: turns a diner's cart into an order, takes payment through the configured
 * provider, and keeps each order's status history.
 *
 * - Prices come from the catalog at the moment of ordering, never from the client; the bill is
 *   `orderBillFor` (src/server/cart/bill.ts).
 * - `Idempotency-Key`: one order per diner and key (a unique index). A repeated submit answers
 *   the order the first one made; concurrent submits wait on the diner's row lock and then find
 *   it. The cart is emptied in the transaction that creates the order.
 * - Payment: "authorised" is written before the capture and "paid" after it, in two commits;
 *   `reconcile()` finishes any attempt left between them from the provider's record.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { CartRestaurant } from '#src/lib/cartTypes.ts';
import type { DiscountInfo } from '#src/lib/catalogTypes.ts';
import { normaliseCouponCode } from '#src/lib/coupons.ts';
import { rupees } from '#src/lib/money.ts';
import { payDeadline } from '#src/lib/paymentWindow.ts';
import { freeDeliveryFrom } from '#src/lib/pricing.ts';
import {
  inProgressStatuses,
  paymentMethodLabels,
  type CheckoutQuote,
  type DeliveryAddress,
  type OrderLine,
  type OrderStatus,
  type OrderTracking,
  type OrderView,
  type PaymentAction,
  type PaymentMethod,
  type PlaceOrderResponse,
  type ReorderResponse,
} from '#src/lib/orderTypes.ts';
import type { AddressService } from '../addresses/addresses.ts';
import { orderBillFor, type OrderBill } from '../cart/bill.ts';
import { cartChanged } from '../cart/cartCache.ts';
import type { CartService, DishLookup } from '../cart/cart.ts';
import type { Db, DbExecutor } from '../db/db.ts';
import { isDatabaseOutage } from '../db/outage.ts';
import { HttpError } from '../http.ts';
import type { PaymentCallback, PaymentProvider, StartRequest } from '../payments/provider.ts';
import { applyCoupon, checkCouponUsage } from './coupons.ts';

/** What the catalog says about a restaurant for a delivery point: its name, the offers its menu shows, and whether it delivers there. */
export interface RestaurantFacts {
  name: string;
  offers: DiscountInfo[];
  serviceable: boolean;
  /** Where the restaurant is, when the catalog says. */
  location?: { lat: number; lng: number } | undefined;
  /** The delivery time the listing promises, in minutes, when the catalog says. */
  deliveryMinutes?: number | undefined;
}

/** Looks up a restaurant's facts for a point; undefined for an unknown restaurant. */
export type RestaurantFactsLookup = (
  restaurantId: string,
  point: { lat: number; lng: number },
) => Promise<RestaurantFacts | undefined>;

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

/** A request to place an order. */
export interface PlaceOrderRequest {
  addressId: string;
  paymentMethod: PaymentMethod;
  couponCode?: string | undefined;
  /** The total the diner saw, in paise; a different server total refuses the order. */
  expectedTotal?: number | undefined;
}

/** What the service needs. */
export interface OrderDeps {
  db: Db;
  lookupDish: DishLookup;
  restaurantFacts: RestaurantFactsLookup;
  addresses: AddressService;
  cart: CartService;
  provider: PaymentProvider;
  /** Called between "authorised" and "paid" (the reliability suite stops the process there). */
  afterAuthorised?: () => void;
}

/** The order operations, all for the diner the session proved (except the provider's webhook and reconciliation). */
export interface OrderService {
  /** The bill a checkout would have with this address and coupon (no order is written). */
  quote(
    userId: string,
    request: { addressId?: string | undefined; couponCode?: string | undefined },
  ): Promise<CheckoutQuote>;
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
  /** Refills the cart with the order's dishes still available, at today's prices. */
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

interface OrderRow {
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
  created_at: Date | string;
}

interface PaymentRow {
  id: string;
  order_id: string;
  method: PaymentMethod;
  amount: number;
  provider_ref: string | null;
  provider_payment_id: string | null;
  status: 'created' | 'authorised' | 'captured' | 'failed' | 'refunded';
  created_at: Date | string;
  /** Read by `latestPayment` only: when the attempt last changed (a decline's time). */
  updated_at?: Date | string;
}

interface PricedLine extends OrderLine {
  restaurant: CartRestaurant;
}

const orderColumns =
  'id, number, user_id, request_fingerprint, restaurant_id, restaurant_name, restaurant_area, restaurant_image, restaurant_href, address, status, payment_method, coupon_code, item_total, packaging, delivery_fee, platform_fee, gst, discount, total, created_at';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A unique-index violation (PostgreSQL 23505), from either engine. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** The order service over its dependencies. */
export function createOrderService(deps: OrderDeps): OrderService {
  const { db, provider } = deps;

  async function lookup(restaurantId: string, dishId: string) {
    try {
      return await deps.lookupDish(restaurantId, dishId);
    } catch (error) {
      console.error('[orders] catalog lookup failed', error);
      throw new HttpError(503, 'catalog: dishes cannot be looked up right now; please try again');
    }
  }

  async function factsFor(restaurantId: string, point: { lat: number; lng: number }): Promise<RestaurantFacts> {
    let facts: RestaurantFacts | undefined;
    try {
      facts = await deps.restaurantFacts(restaurantId, point);
    } catch (error) {
      console.error('[orders] restaurant lookup failed', error);
      throw new HttpError(503, 'catalog: the restaurant cannot be looked up right now; please try again');
    }
    if (!facts) throw new HttpError(409, orderErrors.restaurantGone);
    return facts;
  }

  async function cartRows(executor: DbExecutor, userId: string) {
    return (
      await executor.query<{ dish_id: string; restaurant_id: string; quantity: number }>(
        'SELECT dish_id, restaurant_id, quantity FROM cart_items WHERE user_id = $1 ORDER BY seq',
        [userId],
      )
    ).rows;
  }

  /** The cart's lines priced from the catalog now; a dish gone from the menu refuses the order. */
  async function pricedCart(userId: string): Promise<PricedLine[]> {
    const rows = await cartRows(db, userId);
    const lines: PricedLine[] = [];
    for (const row of rows) {
      const entry = await lookup(row.restaurant_id, row.dish_id);
      if (!entry) throw new HttpError(409, orderErrors.dishGone);
      lines.push({
        dishId: row.dish_id,
        name: entry.dish.name,
        isVeg: entry.dish.isVeg,
        unitPrice: entry.dish.price,
        quantity: row.quantity,
        restaurant: entry.restaurant,
      });
    }
    return lines;
  }

  /** Bill, coupon (its terms and the diner's use of it) and address checks shared by quote and place. */
  async function price(
    userId: string,
    lines: PricedLine[],
    address: DeliveryAddress | null,
    couponCode: string | undefined,
  ) {
    const restaurant = lines[0]?.restaurant;
    if (!restaurant) throw new HttpError(409, orderErrors.emptyCart);
    const itemTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const facts = await factsFor(restaurant.id, address ?? { lat: 0, lng: 0 });
    const addressProblem = address && !facts.serviceable ? orderErrors.outsideRadius(facts.name) : null;
    const code = couponCode ? normaliseCouponCode(couponCode) : '';
    const coupon = code ? applyCoupon(code, facts.offers, facts.name, itemTotal) : null;
    if (coupon) await checkCouponUsage(db, userId, coupon.terms);
    const bill = orderBillFor(
      lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
      coupon?.discount ?? 0,
      freeDeliveryFrom(facts.offers),
    );
    return { restaurant, bill, addressProblem, code: coupon ? code : null, terms: coupon?.terms ?? null };
  }

  async function orderRow(executor: DbExecutor, userId: string | null, orderId: string): Promise<OrderRow | undefined> {
    const sql =
      userId === null
        ? `SELECT ${orderColumns} FROM orders WHERE id = $1`
        : `SELECT ${orderColumns} FROM orders WHERE id = $1 AND user_id = $2`;
    return (await executor.query<OrderRow>(sql, userId === null ? [orderId] : [orderId, userId])).rows[0];
  }

  async function latestPayment(executor: DbExecutor, orderId: string): Promise<PaymentRow | undefined> {
    return (
      await executor.query<PaymentRow>(
        'SELECT id, order_id, method, amount, provider_ref, provider_payment_id, status, created_at, updated_at FROM payments WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
        [orderId],
      )
    ).rows[0];
  }

  async function view(executor: DbExecutor, row: OrderRow): Promise<OrderView> {
    const items = (
      await executor.query<{ dish_id: string; name: string; is_veg: boolean; unit_price: number; quantity: number }>(
        'SELECT dish_id, name, is_veg, unit_price, quantity FROM order_items WHERE order_id = $1 ORDER BY seq',
        [row.id],
      )
    ).rows;
    const history = (
      await executor.query<{ status: OrderStatus; note: string; at: Date | string }>(
        'SELECT status, note, at FROM order_status_history WHERE order_id = $1 ORDER BY id',
        [row.id],
      )
    ).rows;
    const address = (typeof row.address === 'string' ? JSON.parse(row.address) : row.address) as DeliveryAddress;
    const payment = await latestPayment(executor, row.id);
    const tracking = await trackingOf(executor, row.id);
    const payable =
      row.status === 'payment_failed' ||
      (row.status === 'payment_pending' && (!payment || payment.status === 'failed' || payment.status === 'created'));
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
      address: {
        id: address.id,
        label: address.label,
        flat: address.flat,
        floor: address.floor,
        area: address.area,
        placeId: address.placeId,
        lat: address.lat,
        lng: address.lng,
        landmark: address.landmark,
        instructions: address.instructions,
      },
      lines: items.map((item) => ({
        dishId: item.dish_id,
        name: item.name,
        isVeg: item.is_veg,
        unitPrice: item.unit_price,
        quantity: item.quantity,
      })),
      bill: {
        itemTotal: row.item_total,
        packaging: row.packaging,
        deliveryFee: row.delivery_fee,
        platformFee: row.platform_fee,
        gst: row.gst,
        discount: row.discount,
        total: row.total,
      },
      history: history.map((entry) => ({ status: entry.status, note: entry.note, at: iso(entry.at) })),
      cancellable: cancellableStatuses.has(row.status),
      payable,
      payBy:
        payable && payment
          ? payDeadline(
              payment.status === 'failed' ? (payment.updated_at ?? payment.created_at) : payment.created_at,
            ).toISOString()
          : null,
      refund: payment?.status === 'refunded' ? { amount: payment.amount } : null,
      createdAt: iso(row.created_at),
      tracking,
    };
  }

  async function getView(userId: string | null, orderId: string): Promise<OrderView> {
    const row = await orderRow(db, userId, orderId);
    if (!row) throw new HttpError(404, orderErrors.notFound);
    return view(db, row);
  }

  const setStatus = recordStatus;

  function startRequest(order: { id: string; number: string | number }, payment: PaymentRow): StartRequest {
    return {
      paymentId: payment.id,
      orderId: order.id,
      orderNumber: String(order.number),
      amount: payment.amount,
      method: payment.method,
    };
  }

  /** Makes sure the attempt exists at the provider and says what the browser must do; none for cash or a finished attempt. */
  async function paymentAction(order: { id: string; number: string | number }): Promise<PaymentAction> {
    const payment = await latestPayment(db, order.id);
    if (payment?.status !== 'created') return { kind: 'none' };
    const request = startRequest(order, payment);
    let ref = payment.provider_ref;
    if (!ref) {
      try {
        ({ ref } = await provider.start(request));
      } catch (error) {
        console.error('[orders] payment provider start failed', error);
        throw new HttpError(503, orderErrors.providerDown);
      }
      // Two concurrent starts keep the first ref.
      await db.query(
        'UPDATE payments SET provider_ref = $2, updated_at = now() WHERE id = $1 AND provider_ref IS NULL',
        [payment.id, ref],
      );
      ref =
        (await db.query<{ provider_ref: string }>('SELECT provider_ref FROM payments WHERE id = $1', [payment.id]))
          .rows[0]?.provider_ref ?? ref;
    }
    return provider.actionFor(ref, request);
  }

  async function lockUser(tx: DbExecutor, userId: string): Promise<void> {
    const found = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (found.rowCount === 0) throw new HttpError(401, orderErrors.signIn);
  }

  async function existing(executor: DbExecutor, userId: string, key: string): Promise<OrderRow | undefined> {
    return (
      await executor.query<OrderRow>(`SELECT ${orderColumns} FROM orders WHERE user_id = $1 AND idempotency_key = $2`, [
        userId,
        key,
      ])
    ).rows[0];
  }

  async function replay(row: OrderRow, fingerprint: string): Promise<PlaceOrderResponse & { created: boolean }> {
    if (row.request_fingerprint !== fingerprint) throw new HttpError(422, orderErrors.keyReused);
    return { order: await view(db, row), payment: await paymentAction(row), created: false };
  }

  /** Marks an attempt paid: authorised first (one commit), captured at the provider, then paid (a second commit). */
  async function settle(payment: PaymentRow, providerPaymentId: string): Promise<void> {
    const authorised = await db.transaction(async (tx) => {
      const changed = await tx.query(
        "UPDATE payments SET status = 'authorised', provider_payment_id = $2, updated_at = now() WHERE id = $1 AND status IN ('created', 'failed') RETURNING id",
        [payment.id, providerPaymentId],
      );
      return changed.rowCount > 0;
    });
    const current = (
      await db.query<PaymentRow>(
        'SELECT id, order_id, method, amount, provider_ref, provider_payment_id, status, created_at FROM payments WHERE id = $1',
        [payment.id],
      )
    ).rows[0];
    if (current?.status !== 'authorised') return;
    if (authorised) deps.afterAuthorised?.();
    await provider.capture(
      current.provider_ref ?? '',
      current.provider_payment_id ?? providerPaymentId,
      current.amount,
    );
    await markPaid(current);
    await refundIfCancelled(current.order_id);
  }

  /**
   * A payment that completed after its order was cancelled (the gateway page was still open in
   * another tab) is refunded at once; reconciliation at start-up retries a refund that fails here.
   */
  async function refundIfCancelled(orderId: string): Promise<void> {
    const order = (await db.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1', [orderId]))
      .rows[0];
    if (order?.status !== 'cancelled') return;
    try {
      await refund(orderId);
    } catch (error) {
      console.error('[orders] refund after a late payment failed; reconciliation will retry', error);
    }
  }

  /**
   * Moves a payment from one status to the next and, in the same transaction, its order to
   * `orderTo` when the order is still in one of `orderFrom` (a repeated callback changes nothing).
   */
  async function settlePayment(
    payment: PaymentRow,
    move: {
      from: PaymentRow['status'];
      to: PaymentRow['status'];
      orderFrom: OrderStatus[];
      orderTo: OrderStatus;
      note: string;
    },
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const changed = await tx.query(
        'UPDATE payments SET status = $2, updated_at = now() WHERE id = $1 AND status = $3 RETURNING id',
        [payment.id, move.to, move.from],
      );
      if (changed.rowCount === 0) return;
      const order = (
        await tx.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1 FOR UPDATE', [
          payment.order_id,
        ])
      ).rows[0];
      if (order && move.orderFrom.includes(order.status))
        await setStatus(tx, payment.order_id, move.orderTo, move.note);
    });
  }

  function markPaid(payment: PaymentRow): Promise<void> {
    return settlePayment(payment, {
      from: 'authorised',
      to: 'captured',
      orderFrom: ['payment_pending', 'payment_failed'],
      orderTo: 'paid',
      note: `${rupees(payment.amount)} received`,
    });
  }

  function markFailed(payment: PaymentRow): Promise<void> {
    return settlePayment(payment, {
      from: 'created',
      to: 'failed',
      orderFrom: ['payment_pending'],
      orderTo: 'payment_failed',
      note: 'The payment was declined',
    });
  }

  /** Brings an open attempt in line with the provider's record: paid, failed, or (null) still open there. */
  async function followProvider(payment: PaymentRow): Promise<'paid' | 'failed' | null> {
    const record = await provider.status(payment.provider_ref ?? '');
    if (record.status === 'authorised' || record.status === 'captured') {
      await settle(payment, record.providerPaymentId ?? payment.provider_payment_id ?? '');
      return 'paid';
    }
    if (record.status === 'failed' && payment.status === 'created') {
      await markFailed(payment);
      return 'failed';
    }
    return null;
  }

  /** Refunds in flight by order: a cancel and a late payment racing start one refund, not two. */
  const refunding = new Map<string, Promise<boolean>>();

  /** Refunds the order's captured payment, if any; true when one was refunded. */
  function refund(orderId: string): Promise<boolean> {
    const running = refunding.get(orderId);
    if (running) return running;
    const started = refundCaptured(orderId).finally(() => refunding.delete(orderId));
    refunding.set(orderId, started);
    return started;
  }

  async function refundCaptured(orderId: string): Promise<boolean> {
    const payment = (
      await db.query<PaymentRow>(
        "SELECT id, order_id, method, amount, provider_ref, provider_payment_id, status, created_at FROM payments WHERE order_id = $1 AND status = 'captured'",
        [orderId],
      )
    ).rows[0];
    if (!payment?.provider_ref) return false;
    const refundRef = await provider.refund(
      payment.provider_ref,
      payment.provider_payment_id ?? payment.provider_ref,
      payment.amount,
    );
    await db.transaction(async (tx) => {
      const changed = await tx.query(
        "UPDATE payments SET status = 'refunded', refund_ref = $2, updated_at = now() WHERE id = $1 AND status = 'captured' RETURNING id",
        [payment.id, refundRef],
      );
      if (changed.rowCount > 0)
        await tx.query('INSERT INTO order_status_history (order_id, status, note) VALUES ($1, $2, $3)', [
          orderId,
          'cancelled',
          `Refund of ${rupees(payment.amount)} started`,
        ]);
    });
    return true;
  }

  async function paymentRow(id: string): Promise<PaymentRow | undefined> {
    return (
      await db.query<PaymentRow>(
        'SELECT id, order_id, method, amount, provider_ref, provider_payment_id, status, created_at FROM payments WHERE id = $1',
        [id],
      )
    ).rows[0];
  }

  return {
    async quote(userId, request) {
      const lines = await pricedCart(userId);
      if (lines.length === 0) throw new HttpError(409, orderErrors.emptyCart);
      const address = request.addressId ? await deps.addresses.get(userId, request.addressId) : null;
      let couponVerdict: CheckoutQuote['coupon'] = null;
      let priced: Awaited<ReturnType<typeof price>>;
      try {
        priced = await price(userId, lines, address, request.couponCode);
        if (priced.code)
          couponVerdict = {
            code: priced.code,
            applied: true,
            message: `${priced.code} applied: you save ${rupees(priced.bill.discount)}`,
          };
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 422 && request.couponCode)) throw error;
        // The coupon does not apply: the bill without it, and why.
        priced = await price(userId, lines, address, undefined);
        couponVerdict = { code: normaliseCouponCode(request.couponCode), applied: false, message: error.message };
      }
      return { bill: priced.bill, coupon: couponVerdict, addressProblem: priced.addressProblem };
    },

    async place(userId, key, request) {
      const fingerprint = createHash('sha256')
        .update(
          JSON.stringify([
            request.addressId,
            request.paymentMethod,
            request.couponCode ? normaliseCouponCode(request.couponCode) : '',
          ]),
        )
        .digest('hex');
      const before = await existing(db, userId, key);
      if (before) return replay(before, fingerprint);

      const lines = await pricedCart(userId);
      if (lines.length === 0) {
        // The cart may be empty because a concurrent submit with this key has just ordered it.
        const made = await existing(db, userId, key);
        if (made) return replay(made, fingerprint);
        throw new HttpError(409, orderErrors.emptyCart);
      }
      const address = await deps.addresses.get(userId, request.addressId);
      const { restaurant, bill, addressProblem, code, terms } = await price(userId, lines, address, request.couponCode);
      if (addressProblem) throw new HttpError(422, addressProblem);
      if (request.expectedTotal !== undefined && request.expectedTotal !== bill.total)
        throw new HttpError(409, orderErrors.totalChanged(bill.total));

      const online = request.paymentMethod !== 'cod';
      const orderId = randomUUID();
      let row: OrderRow;
      try {
        row = await db.transaction(async (tx) => {
          await lockUser(tx, userId);
          const made = await existing(tx, userId, key);
          if (made) return made;
          // The cart must still be what was priced: a change since means another bill.
          const now = await cartRows(tx, userId);
          const same =
            now.length === lines.length &&
            now.every((r, i) => r.dish_id === lines[i]?.dishId && r.quantity === lines[i]?.quantity);
          if (!same) throw new HttpError(409, now.length === 0 ? orderErrors.emptyCart : orderErrors.cartChanged);
          // Again under the diner's lock: a parallel order may have used the code since it was priced.
          if (terms) await checkCouponUsage(tx, userId, terms);
          await insertOrder(tx, {
            orderId,
            userId,
            key,
            fingerprint,
            restaurant,
            address,
            method: request.paymentMethod,
            code,
            bill,
          });
          for (const [seq, line] of lines.entries()) {
            await tx.query(
              'INSERT INTO order_items (order_id, dish_id, name, is_veg, unit_price, quantity, seq) VALUES ($1, $2, $3, $4, $5, $6, $7)',
              [orderId, line.dishId, line.name, line.isVeg, line.unitPrice, line.quantity, seq],
            );
          }
          await tx.query('INSERT INTO order_status_history (order_id, status, note) VALUES ($1, $2, $3)', [
            orderId,
            'placed',
            online ? '' : 'Pay in cash on delivery',
          ]);
          if (online) {
            await tx.query('INSERT INTO order_status_history (order_id, status) VALUES ($1, $2)', [
              orderId,
              'payment_pending',
            ]);
            await tx.query(
              'INSERT INTO payments (id, order_id, provider, method, amount, status) VALUES ($1, $2, $3, $4, $5, $6)',
              [randomUUID(), orderId, provider.name, request.paymentMethod, bill.total, 'created'],
            );
          }
          await tx.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
          const inserted = await orderRow(tx, userId, orderId);
          if (!inserted) throw new Error('order vanished inside its own transaction');
          return inserted;
        });
      } catch (error) {
        // The unique index is the last word on one order per key.
        if (!isUniqueViolation(error)) throw error;
        const made = await existing(db, userId, key);
        if (!made) throw error;
        return replay(made, fingerprint);
      }
      if (row.id !== orderId) return replay(row, fingerprint);
      // The order took the cart.
      cartChanged(db, userId);
      return { order: await view(db, row), payment: await paymentAction(row), created: true };
    },

    async list(userId) {
      const rows = (
        await db.query<OrderRow>(
          `SELECT ${orderColumns} FROM orders WHERE user_id = $1 ORDER BY created_at DESC, number DESC LIMIT 100`,
          [userId],
        )
      ).rows;
      return Promise.all(rows.map((row) => view(db, row)));
    },

    get: (userId, orderId) => getView(userId, orderId),

    async cancel(userId, orderId) {
      await db.transaction(async (tx) => {
        const row = (
          await tx.query<{ status: OrderStatus }>(
            'SELECT status FROM orders WHERE id = $1 AND user_id = $2 FOR UPDATE',
            [orderId, userId],
          )
        ).rows[0];
        if (!row) throw new HttpError(404, orderErrors.notFound);
        if (row.status === 'cancelled') return;
        if (!cancellableStatuses.has(row.status)) throw new HttpError(409, orderErrors.notCancellable);
        await setStatus(tx, orderId, 'cancelled', 'Cancelled by you');
        // An attempt still open at the gateway must not be paid for a cancelled order.
        await tx.query(
          "UPDATE payments SET status = 'failed', updated_at = now() WHERE order_id = $1 AND status = 'created'",
          [orderId],
        );
      });
      try {
        await refund(orderId);
      } catch (error) {
        // The order stays cancelled; reconciliation retries the refund.
        console.error('[orders] refund failed; reconciliation will retry', error);
      }
      return getView(userId, orderId);
    },

    async payAgain(userId, orderId, method) {
      const left = await latestPayment(db, orderId);
      if (left?.status === 'created' && left.provider_ref && (await orderRow(db, userId, orderId))) {
        // The diner left the gateway without coming back: it may have been paid or declined there since.
        try {
          await followProvider(left);
        } catch (error) {
          console.error('[orders] payment provider status failed', error);
          throw new HttpError(503, orderErrors.providerDown);
        }
      }
      const row = await db.transaction(async (tx) => {
        const found = (
          await tx.query<OrderRow>(`SELECT ${orderColumns} FROM orders WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
            orderId,
            userId,
          ])
        ).rows[0];
        if (!found) throw new HttpError(404, orderErrors.notFound);
        const last = await latestPayment(tx, orderId);
        if (found.status === 'payment_pending' && last?.status === 'created') {
          // The attempt left open at the gateway is the one to pay: the same payment and gateway
          // reference, so the order can only ever be paid once.
          if (last.method !== method) throw new HttpError(409, orderErrors.attemptOpen(last.method));
          return found;
        }
        const failed =
          found.status === 'payment_failed' || (found.status === 'payment_pending' && last?.status === 'failed');
        if (!failed)
          throw new HttpError(
            409,
            last?.status === 'authorised' || last?.status === 'captured' ? orderErrors.paid : orderErrors.notPayable,
          );
        await tx.query('UPDATE orders SET payment_method = $2 WHERE id = $1', [orderId, method]);
        if (method === 'cod') {
          await setStatus(tx, orderId, 'placed', 'Pay in cash on delivery');
        } else {
          await tx.query(
            'INSERT INTO payments (id, order_id, provider, method, amount, status) VALUES ($1, $2, $3, $4, $5, $6)',
            [randomUUID(), orderId, provider.name, method, found.total, 'created'],
          );
          await setStatus(tx, orderId, 'payment_pending', 'Trying the payment again');
        }
        return found;
      });
      return { order: await getView(userId, orderId), payment: await paymentAction(row) };
    },

    async reorder(userId, orderId) {
      const order = await getView(userId, orderId);
      const changes: string[] = [];
      const available: { line: OrderLine; price: number }[] = [];
      for (const line of order.lines) {
        const entry = await lookup(order.restaurant.id, line.dishId);
        if (!entry) {
          changes.push(`${line.name} is no longer available.`);
          continue;
        }
        if (entry.dish.price !== line.unitPrice)
          changes.push(`${line.name} now costs ${rupees(entry.dish.price)} (was ${rupees(line.unitPrice)}).`);
        available.push({ line, price: entry.dish.price });
      }
      if (available.length) {
        const current = await deps.cart.get(userId);
        if (current.documents.length) changes.unshift('Your cart was replaced with this order’s dishes.');
        await deps.cart.clear(userId);
        for (const { line } of available)
          await deps.cart.add(userId, {
            dishId: line.dishId,
            restaurantId: order.restaurant.id,
            quantity: line.quantity,
            replace: true,
          });
      }
      return { added: available.length, changes };
    },

    async paymentCallback(userId, paymentId, callback) {
      const payment = await paymentRow(paymentId);
      const order = payment ? await orderRow(db, userId, payment.order_id) : undefined;
      if (!payment || !order) throw new HttpError(404, orderErrors.paymentNotFound);
      if (!payment.provider_ref || !provider.verifyCallback(payment.provider_ref, callback))
        throw new HttpError(400, orderErrors.badSignature);
      if (callback.status === 'failed') await markFailed(payment);
      else await settle(payment, callback.providerPaymentId);
      return getView(userId, order.id);
    },

    async providerEvent(ref) {
      const payment = (
        await db.query<PaymentRow>(
          'SELECT id, order_id, method, amount, provider_ref, provider_payment_id, status, created_at FROM payments WHERE provider = $1 AND provider_ref = $2',
          [provider.name, ref],
        )
      ).rows[0];
      if (!payment) return 'unknown';
      // The event says where to look, not what happened: it may name a payment the provider has
      // no record of, and writing that id down would leave the attempt uncapturable.
      try {
        return (await followProvider(payment)) ?? 'unchanged';
      } catch (error) {
        if (isDatabaseOutage(error)) throw error;
        console.error(`[orders] payment provider status failed for payment ${payment.id}`, error);
        throw new HttpError(503, orderErrors.providerUnreachable);
      }
    },

    async awaitingPayment(userId) {
      const rows = (
        await db.query<OrderRow>(
          `SELECT ${orderColumns} FROM orders WHERE user_id = $1 AND status IN ('payment_pending', 'payment_failed') ORDER BY created_at DESC, number DESC LIMIT 5`,
          [userId],
        )
      ).rows;
      for (const row of rows) {
        const order = await view(db, row);
        if (order.payable) return order;
      }
      return null;
    },

    async countInProgress(userId) {
      const row = (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND status = ANY($2::text[])',
          [userId, [...inProgressStatuses]],
        )
      ).rows[0];
      return row?.n ?? 0;
    },

    async advance(orderId, to, note = '') {
      await db.transaction(async (tx) => {
        const row = (
          await tx.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1 FOR UPDATE', [orderId])
        ).rows[0];
        if (!row) throw new HttpError(404, orderErrors.notFound);
        if (!nextStatuses[row.status].includes(to))
          throw new HttpError(409, `status: an order that is ${row.status} cannot become ${to}`);
        await setStatus(tx, orderId, to, note);
      });
    },

    async reconcile() {
      const counts = { paid: 0, failed: 0, refunded: 0 };
      const open = (
        await db.query<PaymentRow>(
          "SELECT id, order_id, method, amount, provider_ref, provider_payment_id, status, created_at FROM payments WHERE status IN ('created', 'authorised') AND provider = $1 AND provider_ref IS NOT NULL",
          [provider.name],
        )
      ).rows;
      for (const payment of open) {
        try {
          const outcome = await followProvider(payment);
          if (outcome) counts[outcome] += 1;
        } catch (error) {
          console.error(`[orders] reconciling payment ${payment.id} failed`, error);
        }
      }
      const owed = (
        await db.query<{ id: string }>(
          "SELECT o.id FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.status = 'cancelled' AND p.status = 'captured' AND p.provider = $1",
          [provider.name],
        )
      ).rows;
      for (const { id } of owed) {
        try {
          if (await refund(id)) counts.refunded += 1;
        } catch (error) {
          console.error(`[orders] refund of order ${id} failed`, error);
        }
      }
      return counts;
    },
  };
}

/** Sets an order's status and adds it to the history, in the caller's transaction. */
export async function recordStatus(tx: DbExecutor, orderId: string, to: OrderStatus, note = ''): Promise<void> {
  await tx.query('UPDATE orders SET status = $2, updated_at = now() WHERE id = $1', [orderId, to]);
  await tx.query('INSERT INTO order_status_history (order_id, status, note) VALUES ($1, $2, $3)', [orderId, to, note]);
}

interface DeliveryRow {
  rider_name: string;
  rider_phone: string;
  route: [number, number][] | string;
  route_step: number;
  eta_at: Date | string;
}

/** The delivery of an order (rider, route, estimate), or null before a kitchen has it. */
export async function trackingOf(executor: DbExecutor, orderId: string): Promise<OrderTracking | null> {
  const row = (
    await executor.query<DeliveryRow>(
      'SELECT rider_name, rider_phone, route, route_step, eta_at FROM order_deliveries WHERE order_id = $1',
      [orderId],
    )
  ).rows[0];
  if (!row) return null;
  const points = (typeof row.route === 'string' ? JSON.parse(row.route) : row.route) as [number, number][];
  const route = points.map(([lat, lng]) => ({ lat, lng }));
  const step = Math.max(0, Math.min(row.route_step, route.length - 1));
  return {
    rider: { firstName: row.rider_name.split(/\s+/)[0] ?? row.rider_name, phone: row.rider_phone },
    route,
    step,
    riderAt: route[step] ?? null,
    etaAt: iso(row.eta_at),
  };
}

/** The order's row: the restaurant, the address as it is now, the bill. */
async function insertOrder(
  tx: DbExecutor,
  o: {
    orderId: string;
    userId: string;
    key: string;
    fingerprint: string;
    restaurant: CartRestaurant;
    address: DeliveryAddress;
    method: PaymentMethod;
    code: string | null;
    bill: OrderBill;
  },
): Promise<void> {
  const { bill } = o;
  await tx.query(
    `INSERT INTO orders (id, user_id, idempotency_key, request_fingerprint, restaurant_id, restaurant_name, restaurant_area, restaurant_image, restaurant_href, address, status, payment_method, coupon_code, item_total, packaging, delivery_fee, platform_fee, gst, discount, total)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
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
      o.method === 'cod' ? 'placed' : 'payment_pending',
      o.method,
      o.code,
      bill.itemTotal,
      bill.packaging,
      bill.deliveryFee,
      bill.platformFee,
      bill.gst,
      bill.discount,
      bill.total,
    ],
  );
}
