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
} from '#src/stores/reviews.ts';
import { $userData } from '#src/stores/user.ts';
import { SignInHost } from '../auth/SignInHost';
import { useMessages } from '#src/i18n/useMessages.ts';
import { RatingHost } from './RatingHost';
import { reviewsMessages } from './messages/en.ts';
import './ratingPrompt.css';

// Stands in the sentence for the restaurant's name, which is drawn bold where the language puts it.
const mark = '\u0000';

/** A sentence with the name drawn bold in place of `mark`. */
function Bolded({ text, bold }: { text: string; bold: string }) {
  const [before = '', after = ''] = text.split(mark);
  return (
    <>
      {before}
      <b>{bold}</b>
      {after}
    </>
  );
}

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
  const t = useMessages(reviewsMessages);
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
        <aside className="rating-prompt" aria-label={t.title}>
          <p ref={thanks} tabIndex={-1} className="rating-prompt-text">
            {t.saved}
          </p>
          <button type="button" className="btn btn-ghost" onClick={() => setAsked(null)}>
            {t.close}
          </button>
        </aside>
      ) : (
        shown && (
          <aside className="rating-prompt" aria-label={t.title}>
            <p className="rating-prompt-text">
              <Bolded text={t.promptQuestion({ restaurant: mark })} bold={shown.restaurantName} />
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
                {t.title}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => putOffRatingPrompt(shown.orderId)}>
                {t.notNow}
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
