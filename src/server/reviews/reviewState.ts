/**
 * Whether an order can be rated, and the diner's words when it cannot: the one home of the rule,
 * used by the rating form's view, the writes, the Orders list (`OrderView.review`) and the
 * pending prompt.
 */
import type { OrderStatus } from '#src/lib/orderTypes.ts';
import { reviewLimits, type OrderReviewState } from '#src/lib/reviewTypes.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { reviewServerMessages } from './messages/en.ts';

const texts = requestTexts(reviewServerMessages);

const day = 86_400_000;

/** What a diner reads when a review call is refused, in the request's language (`orderNotFound` is a developer's). */
export const reviewErrors = {
  get signIn(): string {
    return texts.signIn;
  },
  get alreadyRated(): string {
    return texts.alreadyRated;
  },
  get notDelivered(): string {
    return texts.notDelivered;
  },
  get cancelled(): string {
    return texts.cancelled;
  },
  orderNotFound: 'order: no such order in your account',
  get tooLate(): string {
    return texts.tooLate({ days: reviewLimits.writeDays });
  },
  get editClosed(): string {
    return texts.editClosed({ days: reviewLimits.editDays });
  },
  get noReview(): string {
    return texts.noReview;
  },
  get dishNotInOrder(): string {
    return texts.dishNotInOrder;
  },
  get photoMissing(): string {
    return texts.photoMissing;
  },
  get reviewNotFound(): string {
    return texts.reviewNotFound;
  },
  get ownReview(): string {
    return texts.ownReview;
  },
  get tooManyReviews(): string {
    return texts.tooManyReviews;
  },
  get tooManyPhotos(): string {
    return texts.tooManyPhotos;
  },
  get tooManyReports(): string {
    return texts.tooManyReports;
  },
};

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
