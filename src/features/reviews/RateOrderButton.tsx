/** "Rate your order" / "Edit rating" on a delivered order (its page, the Orders list), opening the rating form. */
import { useStore } from '@nanostores/react';
import type { OrderView } from '#src/lib/orderTypes.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { $ratedHere, openRating } from '#src/stores/reviews.ts';
import { reviewsMessages } from './messages/en.ts';

/** Whether an order can be rated, has been, or neither: what this page did first, then the server's word. */
export function useReviewState(order: OrderView): 'open' | 'written' | null {
  const here = useStore($ratedHere, { keys: [order.id] })[order.id];
  // An order followed live to Delivered may arrive without the server's word on its rating yet.
  const state = here ?? order.review ?? (order.status === 'delivered' ? 'open' : 'closed');
  return state === 'closed' ? null : state;
}

/** The button, or nothing for an order that cannot be rated. `rateText` is its words before a rating. */
export function RateOrderButton({
  order,
  rateText,
  describedBy,
}: {
  order: OrderView;
  rateText: string;
  describedBy?: string;
}) {
  const state = useReviewState(order);
  const t = useMessages(reviewsMessages);
  if (!state) return null;
  return (
    <button
      type="button"
      className={state === 'open' ? 'btn' : 'btn btn-ghost'}
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      onClick={() => openRating(order.id)}
    >
      {state === 'open' ? rateText : t.editRating}
    </button>
  );
}
