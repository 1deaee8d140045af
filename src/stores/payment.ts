/**
 * Paying: where a diner pays once the server has started a payment (the gateway's page, Razorpay
 * Checkout over the page, or, cash with nothing to pay, straight to the order), which checkout,
 * "Pay now" (an order waiting for payment) and "Pay again" (after a decline) all go through;
 * paying an order again and what became of it; and the simulated gateway's answer.
 */
import { atom, map } from 'nanostores';
import { ordersMessages } from '#src/features/orders/messages/en.ts';
import { localHref } from '#src/i18n/here.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { dinerMessage } from '../lib/dinerMessages';
import type { PaymentAction, PaymentMethod, PlaceOrderResponse } from '../lib/orderTypes';
import { confirmRazorpay, decideAtGateway, fetchOrder, payAgain, tipRider } from './orders';

/** Opens Razorpay Checkout for an order Razorpay already knows; resolves when the server verified the payment. */
async function payWithRazorpay(action: Extract<PaymentAction, { kind: 'razorpay' }>): Promise<string> {
  type RazorpayAnswer = { razorpay_payment_id: string; razorpay_signature: string };
  type RazorpayCtor = new (options: Record<string, unknown>) => { open(): void };
  const w = window as unknown as { Razorpay?: RazorpayCtor };
  if (!w.Razorpay) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = 'https://checkout.razorpay.com/v1/checkout.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(textsOf(ordersMessages).razorpayUnavailable));
      document.head.append(script);
    });
  }
  const Razorpay = w.Razorpay as RazorpayCtor;
  return new Promise((resolve, reject) => {
    new Razorpay({
      key: action.keyId,
      order_id: action.orderId,
      amount: action.amount,
      currency: action.currency,
      handler: (answer: RazorpayAnswer) =>
        confirmRazorpay(action.paymentId, answer).then((order) => resolve(order.id), reject),
      modal: { ondismiss: () => reject(new Error(textsOf(ordersMessages).paymentNotCompleted)) },
    }).open();
  });
}

/** Takes the diner to pay the attempt the server answered, then to the order. */
export async function goToPayment({ order, payment }: PlaceOrderResponse): Promise<void> {
  if (payment.kind === 'redirect') window.location.assign(localHref(payment.url));
  else if (payment.kind === 'razorpay')
    window.location.assign(
      localHref(`/orders/${order.id}?placed=1&paid=${encodeURIComponent(await payWithRazorpay(payment))}`),
    );
  else window.location.assign(localHref(`/orders/${order.id}?placed=1`));
}

/** Paying one order again: on its way, why it did not start, or why the order can no longer be paid. */
export interface PayState {
  paying: boolean;
  error: string | null;
  /** Set instead of `error` when the order cannot be paid any more (its time ran out while the page was open). */
  ended: string | null;
}

/** Paying again, by order id (absent: not pressed on this page). */
export const $payments = map<Record<string, PayState>>({});

/**
 * Starts paying order `orderId` again by `how` and takes the diner where the payment is made. A
 * refusal is kept for the order; with `endIfUnpayable`, one for an order that can no longer be
 * paid is kept as `ended` (the banner of a waiting order then says it is over).
 */
export async function payOrder(orderId: string, how: PaymentMethod, endIfUnpayable = false): Promise<void> {
  $payments.setKey(orderId, { paying: true, error: null, ended: null });
  try {
    await goToPayment(await payAgain(orderId, how));
  } catch (error) {
    $payments.setKey(orderId, { paying: false, error: null, ended: null });
    const message = dinerMessage(error);
    const now = endIfUnpayable ? await fetchOrder(orderId).catch(() => null) : null;
    if (now && !now.payable) $payments.setKey(orderId, { paying: false, error: null, ended: message });
    else $payments.setKey(orderId, { paying: false, error: message, ended: null });
  }
}

/** A tip after delivery on its way, or why it did not start, by order id. */
export const $tips = map<Record<string, { busy: boolean; error: string | null }>>({});

/** Starts a tip of `amount` paise for the rider of a delivered order and takes the diner to pay it. */
export async function payTip(orderId: string, amount: number): Promise<void> {
  $tips.setKey(orderId, { busy: true, error: null });
  try {
    await goToPayment(await tipRider(orderId, amount));
  } catch (error) {
    $tips.setKey(orderId, { busy: false, error: dinerMessage(error) });
  }
}

/** The simulated gateway's page: an answer on its way, or why it failed. */
export const $gatewayAnswer = atom<{ busy: boolean; error: string | null }>({ busy: false, error: null });

/** Approves or declines a payment at the simulated gateway, then goes to the order. */
export async function answerGateway(paymentRef: string, approve: boolean): Promise<void> {
  $gatewayAnswer.set({ busy: true, error: null });
  try {
    const order = await decideAtGateway(paymentRef, approve);
    window.location.assign(localHref(`/orders/${order.id}?placed=1`));
  } catch (error) {
    $gatewayAnswer.set({ busy: false, error: dinerMessage(error) });
  }
}
