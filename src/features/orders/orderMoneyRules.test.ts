import { describe, expect, it } from 'vitest';
import type { OrderView } from '#src/lib/orderTypes.ts';
import {
  cancelMoneyText,
  cancelReason,
  cancelledBillLine,
  cancelledMoney,
  orderMoneyLine,
  paidOnline,
} from './orderMoneyRules.ts';

type Facts = Pick<OrderView, 'status' | 'paymentMethod' | 'bill' | 'refund' | 'history'>;

const bill = {
  itemTotal: 24_900,
  packaging: 500,
  deliveryFee: 3_900,
  platformFee: 500,
  gst: 1_270,
  discount: 0,
  total: 31_070,
};
const at = '2026-11-26T10:00:00.000Z';
const step = (status: OrderView['status'], note = '') => ({ status, note, at });

const cash: Facts = {
  status: 'placed',
  paymentMethod: 'cod',
  bill,
  refund: null,
  history: [step('placed', 'Pay in cash on delivery')],
};
const waiting: Facts = {
  status: 'payment_pending',
  paymentMethod: 'upi_intent',
  bill,
  refund: null,
  history: [step('placed'), step('payment_pending')],
};
const paidCard: Facts = {
  status: 'paid',
  paymentMethod: 'card',
  bill,
  refund: null,
  history: [step('placed'), step('payment_pending'), step('paid', '₹310.70 received')],
};

describe('the cancel question', () => {
  it('says what happens to the money: nothing charged for cash or unpaid, a refund to where a paid order was paid from', () => {
    expect(cancelMoneyText(cash)).toBe('You chose cash on delivery, so nothing was charged.');
    expect(cancelMoneyText(waiting)).toBe('You have not paid for it yet, so nothing will be charged.');
    expect(cancelMoneyText(paidCard)).toBe(
      '₹310.70 will be refunded to your card. Banks take up to 7 working days to show it.',
    );
    expect(cancelMoneyText({ ...paidCard, paymentMethod: 'upi_collect' })).toMatch(/to your UPI account\./);
    expect(cancelMoneyText({ ...paidCard, paymentMethod: 'netbanking' })).toMatch(/to your bank account\./);
  });
});

describe('a cancelled order', () => {
  const cancelledCash: Facts = {
    ...cash,
    status: 'cancelled',
    history: [...cash.history, step('cancelled', 'Cancelled by you')],
  };
  const refunded: Facts = {
    ...paidCard,
    status: 'cancelled',
    refund: { amount: bill.total },
    history: [
      ...paidCard.history,
      step('cancelled', 'Cancelled by you'),
      step('cancelled', 'Refund of ₹310.70 started'),
    ],
  };
  const expired: Facts = {
    ...waiting,
    status: 'cancelled',
    history: [
      ...waiting.history,
      step('cancelled', 'Payment not completed in time. Its dishes are back in your cart.'),
    ],
  };

  it('tells what happened to the money at the top of its page, and why it was cancelled', () => {
    expect(cancelledMoney(cancelledCash)).toEqual({ lead: null, text: 'Nothing was charged for this order.' });
    expect(cancelledMoney(refunded)).toEqual({
      lead: 'Refund started',
      text: '₹310.70 is on its way back to your card. Banks take up to 7 working days to show it.',
    });
    expect(cancelledMoney({ ...refunded, refund: null }).lead).toBe('Refund on its way');
    expect(cancelReason(refunded)).toBe('Cancelled by you');
    expect(cancelReason(expired)).toBe('Payment not completed in time. Its dishes are back in your cart.');
    expect(cancelReason(cash)).toBeNull();
  });

  it('says that the rider’s tip given at checkout is in the refund', () => {
    const tipped: Facts = { ...refunded, bill: { ...bill, tip: 3_000, total: 34_070 }, refund: { amount: 34_070 } };
    expect(cancelledMoney(tipped).text).toBe(
      "₹340.70 (your rider's tip included) is on its way back to your card. Banks take up to 7 working days to show it.",
    );
    expect(cancelMoneyText({ ...paidCard, bill: tipped.bill })).toMatch(
      /^₹340.70 \(your rider's tip included\) will be/,
    );
  });

  it('never says "TO PAY": its bill ends with what was refunded, or nothing to pay', () => {
    expect(cancelledBillLine(cancelledCash)).toEqual({ label: 'Nothing to pay', amount: 0 });
    expect(cancelledBillLine(expired)).toEqual({ label: 'Nothing to pay', amount: 0 });
    expect(cancelledBillLine(refunded)).toEqual({ label: 'Refunded', amount: bill.total });
    expect(cancelledBillLine({ ...refunded, refund: null })).toEqual({ label: 'To be refunded', amount: bill.total });
    expect(cancelledBillLine(paidCard)).toBeNull();
  });
});

describe('the money line in Orders', () => {
  it('says paid, to pay, in cash, refunded or nothing to pay, never "paid or due"', () => {
    expect(orderMoneyLine(paidCard)).toEqual({ label: 'Paid', amount: bill.total });
    expect(orderMoneyLine(waiting)).toEqual({ label: 'To pay', amount: bill.total });
    expect(orderMoneyLine(cash)).toEqual({ label: 'To pay in cash', amount: bill.total });
    expect(orderMoneyLine({ ...cash, status: 'delivered' })).toEqual({ label: 'Paid in cash', amount: bill.total });
    expect(orderMoneyLine({ ...cash, status: 'cancelled' })).toEqual({ label: 'Nothing to pay', amount: null });
    expect(paidOnline(cash)).toBe(false);
    expect(paidOnline(paidCard)).toBe(true);
  });
});
