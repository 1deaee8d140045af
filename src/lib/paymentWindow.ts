/**
 * How long an online order may wait for its payment. A UPI collect request itself expires within
 * minutes and a card or bank page times out sooner still, so a diner who has not paid after 15
 * minutes has almost always given up; a Razorpay order could be paid for much longer, but the
 * restaurant should not hold an order nobody is paying for, and the dishes' prices may change.
 * The clock starts when the payment was started, or when a declined payment failed (so a decline
 * still leaves the full window to try again).
 */

/** Minutes an online order waits for its payment before it is cancelled. */
export const paymentWindowMinutes = 15;

/** When an order whose payment started (or last failed) at `from` is cancelled unless paid. */
export function payDeadline(from: Date | string): Date {
  return new Date(new Date(from).getTime() + paymentWindowMinutes * 60_000);
}
