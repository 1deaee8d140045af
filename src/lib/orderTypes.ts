/** Shapes of the address, checkout and order endpoints, one declaration for the server and the client. */
import type { VegClass } from './catalogTypes.ts';
import type { OrderHelp } from './helpTypes.ts';
import type { PickedChoice } from './dishChoices.ts';
import type { DeliverySlot } from './openingHours.ts';
import type { OrderReviewState } from './reviewTypes.ts';
import type { SurgeFee } from './surgeFees.ts';
import { orderWordsMessages } from '#src/features/orders/messages/en.ts';
import { textsOf } from '#src/i18n/useMessages.ts';

/** The labels a delivery address can carry. */
export const addressLabels = ['Home', 'Work', 'Other'] as const;
/** One of `addressLabels`. */
export type AddressLabel = (typeof addressLabels)[number];

/** Longest text of each typed address field, checked by the form and by the server. */
export const addressLimits = { flat: 80, floor: 40, area: 200, landmark: 120, instructions: 300 } as const;

/** A saved delivery address, as `/api/addresses` answers it. */
export interface DeliveryAddress {
  id: string;
  label: AddressLabel;
  /** Flat or house number and building. */
  flat: string;
  floor: string;
  /** The area as the places service named it, with its point. */
  area: string;
  placeId: string | null;
  lat: number;
  lng: number;
  landmark: string;
  instructions: string;
  isDefault: boolean;
  createdAt: string;
}

/** How a diner pays. */
export const paymentMethods = ['upi_collect', 'upi_intent', 'card', 'netbanking', 'cod'] as const;
/** One of `paymentMethods`. */
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * The English names of the payment methods, for the API's own messages; diners read them in their
 * language from the `orders.words` catalogue (`paymentMethodText`).
 */
export const paymentMethodLabels: Record<PaymentMethod, string> = orderWordsMessages.base;

/** A payment method's name in the language being drawn. */
export function paymentMethodText(method: PaymentMethod): string {
  return textsOf(orderWordsMessages)[method];
}

/** An order's status, in the order they usually come. */
export const orderStatuses = [
  'placed',
  'payment_pending',
  'paid',
  'payment_failed',
  'accepted',
  'preparing',
  'picked_up',
  'on_the_way',
  'delivered',
  'cancelled',
] as const;
/** One of `orderStatuses`. */
export type OrderStatus = (typeof orderStatuses)[number];

/** What a diner reads for a status, in the language being drawn (the `orders.words` catalogue). */
export function orderStatusText(status: OrderStatus): string {
  return textsOf(orderWordsMessages)[status];
}

/** Every figure of an order's bill, in paise. */
export interface OrderBillView {
  itemTotal: number;
  packaging: number;
  deliveryFee: number;
  /** The surge fee charged (paise; absent or 0: none); `surge` names its reason. */
  surgeFee?: number;
  surge?: SurgeFee | null;
  platformFee: number;
  /** 5 % of (item total − discount + packaging), rounded to the paisa (half up). */
  gst: number;
  discount: number;
  /** The rider's tip given at checkout (paise; absent or 0: none), inside `total`. */
  tip?: number;
  total: number;
}

/** One dish of an order, at the price it was ordered at (paise). */
export interface OrderLine {
  dishId: string;
  name: string;
  isVeg: boolean;
  /** The line's diet class as ordered. */
  vegClass: VegClass;
  /** The unit price as ordered: the dish's and its choices'. */
  unitPrice: number;
  quantity: number;
  /** The choices as ordered, each with the price it was ordered at; absent without choices. */
  choices?: PickedChoice[];
}

/** What the browser must do to pay: open the gateway page, open Razorpay Checkout, or nothing (cash, paid). */
export type PaymentAction =
  | { kind: 'none' }
  | { kind: 'redirect'; url: string }
  | { kind: 'razorpay'; keyId: string; orderId: string; amount: number; currency: 'INR'; paymentId: string };

/** A point on the map, in degrees. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** An order's delivery as it happens: the rider, where they are, the route and the estimate. */
export interface OrderTracking {
  rider: { firstName: string; phone: string };
  /** The route from the restaurant to the address; the rider is at `route[step]`. */
  route: MapPoint[];
  step: number;
  /** Null until the rider's position is known. */
  riderAt: MapPoint | null;
  /** When the food should arrive, as last estimated (ISO time). */
  etaAt: string;
}

/** Statuses of an order that is on its way to the diner (the profile menu's badge counts them). */
export const inProgressStatuses: readonly OrderStatus[] = [
  'placed',
  'paid',
  'accepted',
  'preparing',
  'picked_up',
  'on_the_way',
];

/** An order as `/api/orders` answers it. */
export interface OrderView {
  id: string;
  /** What the diner reads: "1000042". */
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  couponCode: string | null;
  restaurant: { id: string; name: string; areaName: string; cloudinaryImageId: string; href: string };
  address: Omit<DeliveryAddress, 'isDefault' | 'createdAt'>;
  lines: OrderLine[];
  bill: OrderBillView;
  history: { status: OrderStatus; note: string; at: string }[];
  /** Whether the diner may still cancel (before preparing). */
  cancellable: boolean;
  /** Whether the diner may pay again (the last attempt failed, or was left unfinished at the gateway). */
  payable: boolean;
  /**
   * For a payable order, when it is cancelled unless paid (ISO time; `paymentWindowMinutes`
   * after the payment started or was declined, src/lib/paymentWindow.ts); null otherwise.
   */
  payBy: string | null;
  /** The refund of the order's payment, once started (a cancelled paid order); null otherwise. */
  refund: { amount: number } | null;
  createdAt: string;
  /** For an order ahead, the delivery slot chosen; null for an order delivered now. */
  slot?: DeliverySlot | null;
  /** For an order ahead, when its kitchen starts (ISO time); cancelling before then is free. Null otherwise. */
  kitchenStartsAt?: string | null;
  /** The delivery once a kitchen has it; null before. */
  tracking: OrderTracking | null;
  /** Whether the diner can rate it now, has rated it, or cannot (not delivered, or too late). */
  review?: OrderReviewState;
  /** Help with the order: the diner's requests, their answers and refunds, and the reasons still open. */
  help?: OrderHelp;
  // The rider's tip and what the rider must know at the door.
  /** The rider's tip: at checkout (in the bill) and after delivery (paid on its own), in paise. */
  tip?: OrderTip;
  /** Whether the diner asked for the food to be left at the door. */
  noContact?: boolean;
  /** The rider's photo at the door (https), once the fleet sent one; null before. */
  doorPhotoUrl?: string | null;
}

/** An order's tip for the rider, in paise; the rider gets all of it. */
export interface OrderTip {
  /** Given at checkout, inside the order's total (0: none). */
  atCheckout: number;
  /** Given after delivery and paid (0: none). */
  afterDelivery: number;
  /** Whether the diner may tip now (delivered, and no tip after delivery yet). */
  canTip: boolean;
}

/** Body of `POST /api/orders` and of the pay-again call: the order and what to do to pay. */
export interface PlaceOrderResponse {
  order: OrderView;
  payment: PaymentAction;
}

/** Body of `POST /api/checkout/quote`: the bill the order would have, and the coupon's verdict. */
export interface CheckoutQuote {
  bill: OrderBillView;
  coupon: { code: string; applied: boolean; message: string } | null;
  /** Set when the address is outside the restaurant's delivery radius. */
  addressProblem: string | null;
  /** Set when the order cannot be placed for now as it stands (closed, sold out, below the minimum), in words for diners. */
  restaurantProblem?: string | null;
  /** The delivery slots an order ahead may choose (today and tomorrow, within the restaurant's hours). */
  slots?: DeliverySlot[];
  /** When the diner chose no slot: whether the restaurant takes an order now (else only ahead). */
  openNow?: boolean;
}

/** Body of `POST /api/orders/{id}/reorder`: the refilled cart's changes in words. */
export interface ReorderResponse {
  added: number;
  changes: string[];
}
