/**
 * The bill of a diner's cart at checkout, as a quote and as placing computes it: the cart's lines
 * priced from the catalog now (never from the client), the restaurant's offers and delivery area,
 * the coupon with its terms and the diner's use of it, and `orderBillFor` (src/server/cart/bill.ts).
 *
 * Without an address there is no point to ask the catalog about: the bill is the cart's, with the
 * offers the cart's dish lookup gave (as the cart page shows it), and no delivery-area check.
 */
import type { DiscountInfo } from '#src/lib/catalogTypes.ts';
import type { CartRestaurant } from '#src/lib/cartTypes.ts';
import { normaliseCouponCode, type CouponTerms } from '#src/lib/coupons.ts';
import { rupees } from '#src/lib/money.ts';
import type { CheckoutQuote, DeliveryAddress } from '#src/lib/orderTypes.ts';
import { freeDeliveryFrom } from '#src/lib/pricing.ts';
import { tipProblem } from '#src/lib/tipRules.ts';
import type { AddressService } from '../addresses/addresses.ts';
import { type LineStock, lineStockOf } from '../cart/availability.ts';
import { pricingPoint } from '../catalog/backend.ts';
import { surgeNow } from '../fees/surgeRules.ts';
import { orderBillFor, type OrderBill } from '../cart/bill.ts';
import type { CatalogEntry, DishLookup } from '../cart/cart.ts';
import { documentOf, lineColumns, type LineRow } from '../cart/cartLines.ts';
import type { RestaurantFacts } from '../catalog/restaurantFacts.ts';
import type { Db, DbExecutor } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import { applyCoupon, checkCouponUsage } from './coupons.ts';
import type { PricedLine } from './orderRecords.ts';
import { orderErrors } from './orderRules.ts';
import { openNow, orderTiming, slotsOf, type OrderTiming } from './orderTiming.ts';
import type { RestaurantFactsLookup } from './restaurantFacts.ts';

/** What a checkout bill needs. */
export interface CheckoutDeps {
  db: Db;
  lookupDish: DishLookup;
  restaurantFacts: RestaurantFactsLookup;
  addresses: AddressService;
  /** The clock (epoch ms): one reading per quote and per placing decides its fee, hours and slot. */
  now?: () => number;
}

/** A diner's cart priced from the catalog: its lines, its restaurant and the offers its dishes came with. */
export interface PricedCart {
  lines: PricedLine[];
  restaurant: CartRestaurant;
  offers: DiscountInfo[];
  /** What the availability rules need of each line. */
  stock: LineStock[];
}

/** A checkout's bill: the coupon applied (its code and terms), or why an address cannot be served. */
export interface CheckoutBill {
  restaurant: CartRestaurant;
  bill: OrderBill;
  addressProblem: string | null;
  code: string | null;
  terms: CouponTerms | null;
  /** The restaurant's facts: for the address when given, else wherever the diner is (hours, minimum, city). */
  facts: RestaurantFacts;
}

/** A dish of the catalog for an order; 503 when the catalog cannot be asked. */
export async function catalogDish(
  lookupDish: DishLookup,
  restaurantId: string,
  dishId: string,
): Promise<CatalogEntry | undefined> {
  try {
    return await lookupDish(restaurantId, dishId);
  } catch (error) {
    console.error('[orders] catalog lookup failed', error);
    throw new HttpError(503, 'catalog: dishes cannot be looked up right now; please try again');
  }
}

/** The cart's rows in the order they were added. */
export async function cartRows(executor: DbExecutor, userId: string): Promise<LineRow[]> {
  return (
    await executor.query<LineRow>(`SELECT ${lineColumns} FROM cart_items WHERE user_id = $1 ORDER BY seq`, [userId])
  ).rows;
}

/**
 * The cart's lines priced from the catalog now, choices included; a dish gone from the menu, or a
 * choice no longer sold, refuses the order; null for an empty cart.
 */
export async function pricedCart(deps: CheckoutDeps, userId: string): Promise<PricedCart | null> {
  const lines: PricedLine[] = [];
  const stock: LineStock[] = [];
  let first: CatalogEntry | undefined;
  for (const row of await cartRows(deps.db, userId)) {
    const entry = await catalogDish(deps.lookupDish, row.restaurant_id, row.dish_id);
    const document = entry && documentOf(entry, row);
    if (!entry || !document) throw new HttpError(409, orderErrors.dishGone);
    first ??= entry;
    const line: PricedLine = {
      dishId: row.dish_id,
      choiceKey: row.choice_key,
      name: document.name,
      isVeg: document.isVeg,
      vegClass: document.vegClass,
      unitPrice: document.price,
      quantity: row.quantity,
    };
    if (document.choices) line.choices = document.choices;
    lines.push(line);
    stock.push(lineStockOf(entry, document));
  }
  return first ? { lines, restaurant: first.restaurant, offers: first.offers ?? [], stock } : null;
}

/** The restaurant's facts for a delivery point; 409 when the catalog no longer has it, 503 when it cannot be asked. */
async function factsAt(
  deps: CheckoutDeps,
  restaurantId: string,
  point: { lat: number; lng: number },
): Promise<RestaurantFacts> {
  let facts: RestaurantFacts | undefined;
  try {
    facts = await deps.restaurantFacts(restaurantId, { lat: point.lat, lng: point.lng });
  } catch (error) {
    console.error('[orders] restaurant lookup failed', error);
    throw new HttpError(503, 'catalog: the restaurant cannot be looked up right now; please try again');
  }
  if (!facts) throw new HttpError(409, orderErrors.restaurantGone);
  return facts;
}

/**
 * Bill, coupon (its terms and the diner's use of it) and address checks shared by quote and place,
 * at `now`: the surge fee of the restaurant's city then. Without an address the restaurant is
 * asked about at the catalog's pricing point (its hours, minimum and city), never a diner's.
 */
export async function checkoutBill(
  deps: CheckoutDeps,
  userId: string,
  cart: PricedCart,
  address: DeliveryAddress | null,
  couponCode: string | undefined,
  now: number,
  tip = 0,
): Promise<CheckoutBill> {
  const { restaurant, lines } = cart;
  const tipRefused = tipProblem(tip);
  if (tipRefused) throw new HttpError(422, tipRefused);
  const facts = await factsAt(deps, restaurant.id, address ?? pricingPoint);
  const name = address ? facts.name : restaurant.name;
  const offers = address ? facts.offers : cart.offers;
  const itemTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const code = couponCode ? normaliseCouponCode(couponCode) : '';
  const coupon = code ? applyCoupon(code, offers, name, itemTotal) : null;
  if (coupon) await checkCouponUsage(deps.db, userId, coupon.terms);
  const bill = orderBillFor(
    lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
    coupon?.discount ?? 0,
    freeDeliveryFrom(offers),
    facts.city ? surgeNow(facts.city, now) : null,
  );
  return {
    restaurant,
    bill: withTip(bill, tip),
    addressProblem: address && !facts.serviceable ? orderErrors.outsideRadius(facts.name) : null,
    code: coupon ? code : null,
    terms: coupon?.terms ?? null,
    facts,
  };
}

/** The bill with the rider's tip added to its total (a bill without a tip stays as it was). */
export function withTip(bill: OrderBill, tip: number): OrderBill {
  return tip > 0 ? { ...bill, tip, total: bill.total + tip } : bill;
}

/** Whether and for when the priced cart can be ordered at `now` (for the slot starting at `slot`, when chosen). */
export function timingOf(cart: PricedCart, priced: CheckoutBill, now: number, slot?: string): OrderTiming {
  return orderTiming(
    cart.restaurant.id,
    priced.facts,
    { lines: cart.stock, itemTotal: priced.bill.itemTotal },
    now,
    slot,
  );
}

/** What a quote is asked for: an address, a coupon, a delivery slot (ISO start) and the rider's tip (paise), each optional. */
export interface QuoteRequest {
  addressId?: string | undefined;
  couponCode?: string | undefined;
  slot?: string | undefined;
  tip?: number | undefined;
}

/**
 * The bill a checkout would have with this address (if any), coupon and slot; no order is
 * written. With an address it answers the delivery slots of ordering ahead; it always says
 * whether the restaurant takes an order now and what would stand in the way of placing.
 */
export async function quote(deps: CheckoutDeps, userId: string, request: QuoteRequest): Promise<CheckoutQuote> {
  const now = deps.now?.() ?? Date.now();
  const cart = await pricedCart(deps, userId);
  if (!cart) throw new HttpError(409, orderErrors.emptyCart);
  const address = request.addressId ? await deps.addresses.get(userId, request.addressId) : null;
  let coupon: CheckoutQuote['coupon'] = null;
  let priced: CheckoutBill;
  try {
    priced = await checkoutBill(deps, userId, cart, address, request.couponCode, now, request.tip);
    if (priced.code)
      coupon = {
        code: priced.code,
        applied: true,
        message: `${priced.code} applied: you save ${rupees(priced.bill.discount)}`,
      };
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 422 && request.couponCode)) throw error;
    // The coupon does not apply: the bill without it, and why.
    priced = await checkoutBill(deps, userId, cart, address, undefined, now, request.tip);
    coupon = { code: normaliseCouponCode(request.couponCode), applied: false, message: error.message };
  }
  return {
    bill: priced.bill,
    coupon,
    addressProblem: priced.addressProblem,
    restaurantProblem: timingOf(cart, priced, now, request.slot).problem,
    slots: address ? slotsOf(priced.facts, now) : [],
    openNow: openNow(priced.facts, now),
  };
}
