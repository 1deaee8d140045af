/**
 * What happens to a diner's money, in their words: the cancel question's sentence, the top of a
 * cancelled order's page, the last line of its bill and of its card in Orders. A cancelled order
 * never says "TO PAY": it says what was refunded, or that nothing is to pay.
 */
import { rupees } from '#src/lib/money.ts';
import type { OrderView, PaymentMethod } from '#src/lib/orderTypes.ts';

/** Where a refund of each online method goes back to. */
const refundPlaces: Record<Exclude<PaymentMethod, 'cod'>, string> = {
  upi_intent: 'your UPI account',
  upi_collect: 'your UPI account',
  card: 'your card',
  netbanking: 'your bank account',
};

/** How long a refund takes to show (the banks', not ours). */
const refundDelay = 'Banks take up to 7 working days to show it.';

type MoneyFacts = Pick<OrderView, 'status' | 'paymentMethod' | 'bill' | 'refund' | 'history'>;

/** The refund's amount in words, saying that the rider's tip given at checkout is in it. */
const refundText = (order: MoneyFacts, amount: number) =>
  order.bill.tip ? `${rupees(amount)} (your rider's tip included)` : rupees(amount);

const refundPlace = (order: MoneyFacts) =>
  order.paymentMethod === 'cod' ? 'where you paid from' : refundPlaces[order.paymentMethod];

/** Whether the order's online payment was taken, so that cancelling it refunds. */
export function paidOnline(order: MoneyFacts): boolean {
  return order.paymentMethod !== 'cod' && (order.refund !== null || order.history.some((h) => h.status === 'paid'));
}

/** The cancel question's sentence about the money. */
export function cancelMoneyText(order: MoneyFacts): string {
  if (order.paymentMethod === 'cod') return 'You chose cash on delivery, so nothing was charged.';
  if (paidOnline(order))
    return `${refundText(order, order.bill.total)} will be refunded to ${refundPlace(order)}. ${refundDelay}`;
  return 'You have not paid for it yet, so nothing will be charged.';
}

/** The top of a cancelled order's page: what happened to the money (`lead` in bold, when there is one). */
export function cancelledMoney(order: MoneyFacts): { lead: string | null; text: string } {
  if (order.refund)
    return {
      lead: 'Refund started',
      text: `${refundText(order, order.refund.amount)} is on its way back to ${refundPlace(order)}. ${refundDelay}`,
    };
  if (paidOnline(order))
    return {
      lead: 'Refund on its way',
      text: `we are starting the refund of ${refundText(order, order.bill.total)} to ${refundPlace(order)}.`,
    };
  return { lead: null, text: 'Nothing was charged for this order.' };
}

/** Why the order was cancelled, from its history ("Cancelled by you", "Payment not completed in time…"). */
export function cancelReason(order: Pick<OrderView, 'history'>): string | null {
  const entry = order.history.find((h) => h.status === 'cancelled' && h.note && !h.note.startsWith('Refund of '));
  return entry?.note ?? null;
}

/** The bill's last line instead of "TO PAY" for a cancelled order; null for any other. */
export function cancelledBillLine(order: MoneyFacts): { label: string; amount: number } | null {
  if (order.status !== 'cancelled') return null;
  if (order.refund) return { label: 'Refunded', amount: order.refund.amount };
  if (paidOnline(order)) return { label: 'To be refunded', amount: order.bill.total };
  return { label: 'Nothing to pay', amount: 0 };
}

/** The money line of an order's card in Orders: a label and, when there is money to name, the amount. */
export function orderMoneyLine(order: MoneyFacts): { label: string; amount: number | null } {
  const cancelled = cancelledBillLine(order);
  if (cancelled) return { label: cancelled.label, amount: cancelled.amount || null };
  if (order.status === 'payment_pending' || order.status === 'payment_failed')
    return { label: 'To pay', amount: order.bill.total };
  if (order.paymentMethod === 'cod')
    return { label: order.status === 'delivered' ? 'Paid in cash' : 'To pay in cash', amount: order.bill.total };
  return { label: 'Paid', amount: order.bill.total };
}
