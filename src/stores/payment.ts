/**
 * Where a diner pays once the server has started a payment: the gateway's page, Razorpay
 * Checkout over the page, or (cash, nothing to pay) straight to the order. Checkout, "Pay now"
 * (an order waiting for payment) and "Pay again" (after a decline) all go through here.
 */
import type { PaymentAction, PlaceOrderResponse } from '../lib/orderTypes';
import { confirmRazorpay } from './orders';

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
      script.onerror = () => reject(new Error('Razorpay Checkout could not be loaded'));
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
      modal: { ondismiss: () => reject(new Error('The payment was not completed.')) },
    }).open();
  });
}

/** Takes the diner to pay the attempt the server answered, then to the order. */
export async function goToPayment({ order, payment }: PlaceOrderResponse): Promise<void> {
  if (payment.kind === 'redirect') window.location.assign(payment.url);
  else if (payment.kind === 'razorpay')
    window.location.assign(`/orders/${order.id}?placed=1&paid=${encodeURIComponent(await payWithRazorpay(payment))}`);
  else window.location.assign(`/orders/${order.id}?placed=1`);
}
