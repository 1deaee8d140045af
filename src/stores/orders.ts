/**
 * Order calls and the Orders page's state: thin calls to the checkout, order and gateway
 * endpoints (the server computes every figure; these only carry the diner's choices there and
 * back), the diner's orders and what Reorder did for each.
 */
import { map } from 'nanostores';
import { ordersMessages } from '#src/features/orders/messages/en.ts';
import { localHref } from '#src/i18n/here.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { api } from '../lib/browser/apiClient';
import { dinerMessage } from '../lib/dinerMessages';
import type { CheckoutQuote, OrderView, PaymentMethod, PlaceOrderResponse, ReorderResponse } from '../lib/orderTypes';
import { loadCart } from './cart';
import { createDataArea } from './dataArea';

/** The bill the cart would have as an order with this address and coupon, delivered now or in `slot` (its start, an ISO time). */
export async function fetchQuote(
  addressId: string | null,
  couponCode: string,
  signal?: AbortSignal,
  slot: string | null = null,
  tip = 0,
): Promise<CheckoutQuote> {
  return api<CheckoutQuote>('/checkout/quote', {
    method: 'POST',
    body: {
      ...(addressId ? { addressId } : {}),
      ...(couponCode ? { couponCode } : {}),
      ...(slot ? { slot } : {}),
      ...(tip ? { tip } : {}),
    },
    ...(signal ? { signal } : {}),
  });
}

/** Places the cart as an order; the same `key` for a retry of the same submit. */
export async function placeOrder(
  key: string,
  body: {
    addressId: string;
    paymentMethod: PaymentMethod;
    couponCode?: string;
    expectedTotal: number;
    slot?: string;
    tip?: number;
    noContact?: boolean;
  },
): Promise<PlaceOrderResponse> {
  const answer = await api<PlaceOrderResponse>('/orders', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
  // The server emptied the cart with the order.
  void loadCart();
  return answer;
}

/** Starts a tip of `amount` paise for the rider of a delivered order (`POST /api/orders/{id}/tip`): the order and how to pay it. */
export async function tipRider(orderId: string, amount: number): Promise<PlaceOrderResponse> {
  return api<PlaceOrderResponse>(`/orders/${encodeURIComponent(orderId)}/tip`, { method: 'POST', body: { amount } });
}

/** The diner's orders, newest first. */
export async function fetchOrders(): Promise<OrderView[]> {
  return (await api<{ orders: OrderView[] }>('/orders')).orders;
}

/** One order. */
export async function fetchOrder(id: string): Promise<OrderView> {
  return (await api<{ order: OrderView }>(`/orders/${encodeURIComponent(id)}`)).order;
}

/** Cancels an order before preparing. */
export async function cancelOrder(id: string): Promise<OrderView> {
  return (await api<{ order: OrderView }>(`/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' })).order;
}

/** Pays an order again: a new attempt after a failed one, or the attempt left unfinished at the gateway. */
export async function payAgain(id: string, paymentMethod: PaymentMethod): Promise<PlaceOrderResponse> {
  return api<PlaceOrderResponse>(`/orders/${encodeURIComponent(id)}/pay`, { method: 'POST', body: { paymentMethod } });
}

/** Refills the cart with an order's dishes; answers what changed. */
export async function reorder(id: string): Promise<ReorderResponse> {
  const answer = await api<ReorderResponse>(`/orders/${encodeURIComponent(id)}/reorder`, { method: 'POST' });
  await loadCart();
  return answer;
}

/** The simulated gateway page: approve or decline, then hand the signed callback to the storefront. */
export async function decideAtGateway(ref: string, approve: boolean): Promise<OrderView> {
  const { callback } = await api<{
    callback: { providerPaymentId: string; status: 'authorised' | 'failed'; signature: string };
  }>(`/gateway/${encodeURIComponent(ref)}`, { method: 'POST', body: { approve } });
  const paymentId = ref.replace(/^sim_/, '');
  return (
    await api<{ order: OrderView }>(`/payments/${encodeURIComponent(paymentId)}/callback`, {
      method: 'POST',
      body: callback,
    })
  ).order;
}

/** Razorpay Checkout's success answer, handed to the storefront to verify. */
export async function confirmRazorpay(
  paymentId: string,
  answer: { razorpay_payment_id: string; razorpay_signature: string },
): Promise<OrderView> {
  return (
    await api<{ order: OrderView }>(`/payments/${encodeURIComponent(paymentId)}/callback`, {
      method: 'POST',
      body: {
        providerPaymentId: answer.razorpay_payment_id,
        status: 'authorised',
        signature: answer.razorpay_signature,
      },
    })
  ).order;
}

/** The diner's orders, newest first (`GET /api/orders`), as the Orders page shows them. */
export const $orders = createDataArea<OrderView[]>();

/** Reads the diner's orders into `$orders`. */
export function loadOrders(): Promise<OrderView[] | undefined> {
  return $orders.run(() => fetchOrders());
}

/** What Reorder did for one order: on its way, what changed in the refilled cart, or why it failed. */
export interface ReorderState {
  busy: boolean;
  changes: string[] | null;
  error: string | null;
}

/** Reorder's state by order id (absent: not pressed on this page). */
export const $reorders = map<Record<string, ReorderState>>({});

/** The first line of the changes when nothing could be put back in the cart, in the page's language. */
export const nothingReordered = (): string => textsOf(ordersMessages).nothingReordered;

/**
 * Refills the cart with an order's dishes. When every dish went back as it was, the diner goes
 * to the cart; otherwise the changes are listed with the order (and the cart is one tap away).
 */
export async function reorderOrder(id: string): Promise<void> {
  const changes = $reorders.get()[id]?.changes ?? null;
  $reorders.setKey(id, { busy: true, changes, error: null });
  try {
    const answer = await reorder(id);
    if (answer.added === 0)
      $reorders.setKey(id, { busy: false, changes: [nothingReordered(), ...answer.changes], error: null });
    else if (answer.changes.length > 0) $reorders.setKey(id, { busy: false, changes: answer.changes, error: null });
    else {
      window.location.assign(localHref('/cart'));
      $reorders.setKey(id, { busy: false, changes, error: null });
    }
  } catch (error) {
    $reorders.setKey(id, { busy: false, changes, error: dinerMessage(error) });
  }
}
