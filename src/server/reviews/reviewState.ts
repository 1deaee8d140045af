/**
 * Whether an order can be rated, and the diner's words when it cannot: the one home of the rule,
 * used by the rating form's view, the writes, the Orders list (`OrderView.review`) and the
 * pending prompt.
 */
import type { OrderStatus } from '#src/lib/orderTypes.ts';
import { reviewLimits, type OrderReviewState } from '#src/lib/reviewTypes.ts';

const day = 86_400_000;

/** What a diner reads when a review call is refused. */
export const reviewErrors = {
  signIn: 'Sign in to rate your order',
  orderNotFound: 'order: no such order in your account',
  alreadyRated: 'You have already rated this order.',
  notDelivered: 'You can rate this order once it is delivered.',
  cancelled: 'A cancelled order cannot be rated.',
  tooLate: `Orders can be rated for ${reviewLimits.writeDays} days after delivery; this one can no longer be rated.`,
  editClosed: `A rating can be changed for ${reviewLimits.editDays} days after it is written; you can still delete it.`,
  noReview: 'You have not rated this order.',
  dishNotInOrder: 'You can only rate dishes from this order.',
  photoMissing: 'One of your photos could not be found. Please add it again.',
  reviewNotFound: 'This review is no longer available.',
  ownReview: 'You cannot report your own review.',
  tooManyReviews: 'You have rated many orders in the last hour. Please try again later.',
  tooManyPhotos: 'You have added many photos in the last hour. Please try again later.',
  tooManyReports: 'You have sent many reports in the last hour. Please try again later.',
} as const;

/** Until when a delivered order can be rated. */
export function writeByOf(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + reviewLimits.writeDays * day);
}

/** Until when a review written at `createdAt` can be edited. */
export function editableUntilOf(createdAt: Date): Date {
  return new Date(createdAt.getTime() + reviewLimits.editDays * day);
}

/** Why an order without a review cannot be rated at `now` (null: it can). */
export function notRateableBecause(status: OrderStatus, deliveredAt: Date | null, now: number): string | null {
  if (status === 'cancelled') return reviewErrors.cancelled;
  if (status !== 'delivered' || !deliveredAt) return reviewErrors.notDelivered;
  return writeByOf(deliveredAt).getTime() <= now ? reviewErrors.tooLate : null;
}

/** An order's review state: written, open (delivered and in time) or closed. */
export function reviewStateOf(
  status: OrderStatus,
  deliveredAt: Date | null,
  written: boolean,
  now: number,
): OrderReviewState {
  if (written) return 'written';
  return notRateableBecause(status, deliveredAt, now) ? 'closed' : 'open';
}
