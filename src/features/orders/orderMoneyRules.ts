/**
 * What happens to a diner's money, in their words: the cancel question's sentence, the top of a
 * cancelled order's page, the last line of its bill and of its card in Orders. A cancelled order
 * never says "TO PAY": it says what was refunded, or that nothing is to pay. Worded in the
 * language being drawn (the `orders.words` catalogue).
 */
import { textsOf } from '#src/i18n/useMessages.ts';
import { rupees } from '#src/lib/money.ts';
import type { OrderView, PaymentMethod } from '#src/lib/orderTypes.ts';
import { orderWordsMessages } from './messages/en.ts';

/** Where a refund of each online method goes back to. */
const refundPlaces: Record<Exclude<PaymentMethod, 'cod'>, 'refundToUpi' | 'refundToCard' | 'refundToBank'> = {
  upi_intent: 'refundToUpi',
  upi_collect: 'refundToUpi',
  card: 'refundToCard',
  netbanking: 'refundToBank',
};

type MoneyFacts = Pick<OrderView, 'status' | 'paymentMethod' | 'bill' | 'refund' | 'history'>;

const words = () => textsOf(orderWordsMessages);

/** The refund's amount in words, saying that the rider's tip given at checkout is in it. */
const refundText = (order: MoneyFacts, amount: number) =>
  order.bill.tip ? words().refundWithTip({ amount: rupees(amount) }) : rupees(amount);

const refundPlace = (order: MoneyFacts) =>
  order.paymentMethod === 'cod' ? words().refundToSource : words()[refundPlaces[order.paymentMethod]];

/** Whether the order's online payment was taken, so that cancelling it refunds. */
export function paidOnline(order: MoneyFacts): boolean {
  return order.paymentMethod !== 'cod' && (order.refund !== null || order.history.some((h) => h.status === 'paid'));
}

/** The cancel question's sentence about the money. */
export function cancelMoneyText(order: MoneyFacts): string {
  const t = words();
  if (order.paymentMethod === 'cod') return t.cashNothingCharged;
  if (paidOnline(order))
    return t.willBeRefunded({
      amount: refundText(order, order.bill.total),
      place: refundPlace(order),
      delay: t.refundDelay,
    });
  return t.notPaidNothingCharged;
}

/** The top of a cancelled order's page: what happened to the money (`lead` in bold, when there is one). */
export function cancelledMoney(order: MoneyFacts): { lead: string | null; text: string } {
  const t = words();
  if (order.refund)
    return {
      lead: t.refundStarted,
      text: t.refundOnWayBack({
        amount: refundText(order, order.refund.amount),
        place: refundPlace(order),
        delay: t.refundDelay,
      }),
    };
  if (paidOnline(order))
    return {
      lead: t.refundOnItsWay,
      text: t.startingRefund({ amount: refundText(order, order.bill.total), place: refundPlace(order) }),
    };
  return { lead: null, text: t.nothingCharged };
}

/** Why the order was cancelled, from its history ("Cancelled by you", "Payment not completed in time…"). */
export function cancelReason(order: Pick<OrderView, 'history'>): string | null {
  // text-check: not a diner's text (the prefix of the refund's own history note, matched, never shown)
  const entry = order.history.find((h) => h.status === 'cancelled' && h.note && !h.note.startsWith('Refund of '));
  return entry?.note ?? null;
}

/** The bill's last line instead of "TO PAY" for a cancelled order; null for any other. */
export function cancelledBillLine(order: MoneyFacts): { label: string; amount: number } | null {
  if (order.status !== 'cancelled') return null;
  const t = words();
  if (order.refund) return { label: t.refunded, amount: order.refund.amount };
  if (paidOnline(order)) return { label: t.toBeRefunded, amount: order.bill.total };
  return { label: t.nothingToPay, amount: 0 };
}

/** The money line of an order's card in Orders: a label and, when there is money to name, the amount. */
export function orderMoneyLine(order: MoneyFacts): { label: string; amount: number | null } {
  const cancelled = cancelledBillLine(order);
  if (cancelled) return { label: cancelled.label, amount: cancelled.amount || null };
  const t = words();
  if (order.status === 'payment_pending' || order.status === 'payment_failed')
    return { label: t.toPay, amount: order.bill.total };
  if (order.paymentMethod === 'cod')
    return { label: order.status === 'delivered' ? t.paidInCash : t.toPayInCash, amount: order.bill.total };
  return { label: t.paid, amount: order.bill.total };
}
