/**
 * The rules of help requests, with no I/O: which reasons an order may be asked about at its stage,
 * and whether a request is refunded at once or waits for an operator. The limits are
 * `helpLimits` (src/lib/helpTypes.ts).
 */
import { dishReasons, type HelpReason, helpLimits, refundableAtOnce } from '#src/lib/helpTypes.ts';
import type { OrderStatus, PaymentMethod } from '#src/lib/orderTypes.ts';

const onTheWay: ReadonlySet<OrderStatus> = new Set(['picked_up', 'on_the_way', 'delivered']);

/** Whether `reason` applies to an order at `status` paid by `method` (open requests aside). */
export function reasonApplies(reason: HelpReason, status: OrderStatus, method: PaymentMethod): boolean {
  if (reason === 'charged_twice') return method !== 'cod' && status !== 'placed' && status !== 'payment_pending';
  if (dishReasons.has(reason)) return status === 'delivered';
  return onTheWay.has(status);
}

/** Whether help may still be asked: always before delivery, and for `helpLimits.askDays` after it. */
export function helpWindowOpen(status: OrderStatus, deliveredAt: Date | null, now: number): boolean {
  if (status !== 'delivered') return true;
  return deliveredAt !== null && now - deliveredAt.getTime() < helpLimits.askDays * 86_400_000;
}

/** The reasons a diner may ask about now: those that apply, less the ones already waiting; none once the window closed. */
export function reasonsOpen(
  status: OrderStatus,
  method: PaymentMethod,
  waiting: ReadonlySet<HelpReason>,
  windowOpen = true,
): HelpReason[] {
  if (!windowOpen) return [];
  return (['missing_item', 'wrong_item', 'damaged', 'late', 'charged_twice'] as const).filter(
    (reason) => reasonApplies(reason, status, method) && !waiting.has(reason),
  );
}

/** What the rules know when they look at a new request. */
export interface HelpFacts {
  reason: HelpReason;
  /** What the dishes named cost as ordered. */
  claimed: number;
  /** Whether the order's payment was captured online (a cash order has nothing to refund through the provider). */
  paidOnline: boolean;
  /** What is left of the captured payment after earlier help refunds. */
  refundable: number;
  /** The diner's other requests in the window. */
  recentRequests: number;
  /** What the diner was refunded for help in the window. */
  refundedInWindow: number;
}

/** The rules' verdict: refund `amount` now, or wait for an operator; `why` is kept with it. */
export type HelpVerdict = { action: 'refund'; amount: number; why: string } | { action: 'queue'; why: string };

/** Refunds a missing or spilled item at once when every limit allows it; otherwise the request waits. */
export function decide(facts: HelpFacts): HelpVerdict {
  const queue = (why: string): HelpVerdict => ({ action: 'queue', why });
  if (!refundableAtOnce.has(facts.reason)) return queue(`${facts.reason} is always answered by an operator`);
  if (!facts.paidOnline) return queue('cash order: nothing to refund through the payment provider');
  if (facts.claimed <= 0) return queue('no dishes named');
  if (facts.claimed > helpLimits.autoRefundMax)
    return queue(`value ${facts.claimed} is over the automatic limit of ${helpLimits.autoRefundMax}`);
  if (facts.recentRequests >= helpLimits.autoClaimsUnder)
    return queue(`${facts.recentRequests} other requests in ${helpLimits.windowDays} days`);
  if (facts.claimed > facts.refundable)
    return queue(`value ${facts.claimed} is over the refundable ${facts.refundable}`);
  if (facts.refundedInWindow + facts.claimed > helpLimits.refundPerWindowMax)
    return queue(
      `would pass the ceiling of ${helpLimits.refundPerWindowMax} refunded in ${helpLimits.windowDays} days`,
    );
  return {
    action: 'refund',
    amount: facts.claimed,
    why: `${facts.reason}, value ${facts.claimed}, ${facts.recentRequests} other requests in ${helpLimits.windowDays} days`,
  };
}

/** Why an operator's refund of `amount` is refused (over the order's refundable or the diner's ceiling), or null. */
export function operatorRefundProblem(amount: number, refundable: number, refundedInWindow: number): string | null {
  if (amount > refundable) return `amount: at most ${refundable} is left to refund on this order`;
  if (refundedInWindow + amount > helpLimits.refundPerWindowMax)
    return `amount: the diner was refunded ${refundedInWindow} in ${helpLimits.windowDays} days; the ceiling is ${helpLimits.refundPerWindowMax}`;
  return null;
}
