/**
 * The home page's prompt for a delivered order not yet rated: a card fixed to the foot of the
 * screen (so nothing on the page moves when it shows), "Rate your order" or "Not now".
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $pendingReviews,
  $ratedHere,
  $rating,
  $ratingPromptOff,
  loadPendingReviews,
  openRating,
  promptedReview,
  putOffRatingPrompt,
  reviewTexts,
} from '#src/stores/reviews.ts';
import { $userData } from '#src/stores/user.ts';
import { SignInHost } from '../auth/SignInHost';
import { RatingHost } from './RatingHost';
import './ratingPrompt.css';

/** The prompt's island (hydrated only for a signed-in diner). */
export default function RatingPrompt() {
  const user = useStore($userData);
  const { data } = useStore($pendingReviews);
  const off = useStore($ratingPromptOff);
  const rated = useStore($ratedHere);
  const open = useStore($rating) !== null;
  // The order rated from here: the prompt stays to say thanks where the focus was, until closed.
  const [asked, setAsked] = useState<string | null>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (user) void loadPendingReviews();
  }, [user]);
  const shown = promptedReview(data, off);
  const done = asked !== null && rated[asked] === 'written';
  useEffect(() => {
    if (done && !open) thanks.current?.focus();
  }, [done, open]);

  if (!user) return null;
  return (
    <>
      {done ? (
        <aside className="rating-prompt" aria-label="Rate your order">
          <p ref={thanks} tabIndex={-1} className="rating-prompt-text">
            {reviewTexts.saved}
          </p>
          <button type="button" className="btn btn-ghost" onClick={() => setAsked(null)}>
            Close
          </button>
        </aside>
      ) : (
        shown && (
          <aside className="rating-prompt" aria-label="Rate your order">
            <p className="rating-prompt-text">
              How was your order from <b>{shown.restaurantName}</b>?
            </p>
            <div className="rating-prompt-actions">
              <button
                type="button"
                className="btn"
                aria-haspopup="dialog"
                onClick={() => {
                  setAsked(shown.orderId);
                  openRating(shown.orderId);
                }}
              >
                Rate your order
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => putOffRatingPrompt(shown.orderId)}>
                Not now
              </button>
            </div>
          </aside>
        )
      )}
      <RatingHost />
      <SignInHost />
    </>
  );
}
