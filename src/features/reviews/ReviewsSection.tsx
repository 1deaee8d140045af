/**
 * The restaurant page's ratings and reviews, below the menu: the rating and its count, the bars of
 * verified food ratings (saying so), recent reviews with their photos, "More reviews", and
 * "Report". An island of its own that wakes when scrolled near, in a box whose height is held
 * while it loads, so nothing on the page moves.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { reviewRuleMessages } from '#src/lib/messages/en.ts';
import { starsText } from '#src/lib/reviewRules.ts';
import type { PublicReview, RatingSummary } from '#src/lib/reviewTypes.ts';
import { $restaurantReviews, loadReviews } from '#src/stores/reviews.ts';
import { $userData } from '#src/stores/user.ts';
import { openSignIn } from '#src/stores/ui.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { ReportDialog } from './ReportDialog';
import { reviewsMessages } from './messages/en.ts';
import { ratingsCountText, reviewDateText, starBars, starGlyphs, verifiedText } from './reviewsRules';
import './reviewsSection.css';

/** The section's island. */
export default function ReviewsSection({ restaurantId }: { restaurantId: string }) {
  const state = useStore($restaurantReviews);
  const signedIn = useStore($userData) !== null;
  const [reporting, setReporting] = useState<string | null>(null);
  const t = useMessages(reviewsMessages);
  const mine = state.restaurantId === restaurantId ? state : null;
  // After "More reviews", focus goes to the first review it added.
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    void loadReviews(restaurantId);
  }, [restaurantId]);
  const count = mine?.reviews.length ?? 0;
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || count <= index) return;
    firstNew.current = null;
    list.current?.querySelectorAll<HTMLElement>('.review')[index]?.focus();
  }, [count]);
  const more = () => {
    firstNew.current = count;
    void loadReviews(restaurantId, true);
  };
  const report = (id: string) => {
    if (signedIn) setReporting(id);
    else openSignIn('login');
  };

  return (
    <section
      className={mine?.page ? 'reviews-section' : 'reviews-section is-waiting'}
      aria-labelledby="reviews-title"
      aria-busy={mine?.loading ?? true}
    >
      <h2 id="reviews-title">{t.sectionTitle}</h2>
      {mine?.page ? (
        <Summary summary={mine.page.summary} />
      ) : (
        !mine?.error && <div className="skeleton reviews-skeleton" role="status" aria-label={t.loadingReviews} />
      )}
      {mine?.page && mine.reviews.length === 0 && <p>{t.noReviews}</p>}
      {mine && mine.reviews.length > 0 && (
        <ol ref={list} className="reviews-list" aria-label={t.listLabel}>
          {mine.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} onReport={() => report(review.id)} />
          ))}
        </ol>
      )}
      {mine?.error && (
        <p className="form-error" role="alert">
          {mine.error}
        </p>
      )}
      {(mine?.page?.nextCursor || (mine?.error && mine.page)) && (
        <button type="button" className="btn btn-ghost reviews-more" onClick={more} disabled={mine.loading}>
          {mine.loading ? t.loadingMore : t.more}
        </button>
      )}
      {mine?.error && !mine.page && (
        <button type="button" className="btn btn-ghost" onClick={() => void loadReviews(restaurantId)}>
          {t.tryAgain}
        </button>
      )}
      <ReportDialog reviewId={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}

function Summary({ summary }: { summary: RatingSummary }) {
  const t = useMessages(reviewsMessages);
  return (
    <div className="reviews-summary">
      <p className="reviews-rating">
        <span className="reviews-rating-value">{summary.rating.toFixed(1)}</span>
        <span aria-hidden="true" className="reviews-rating-star">
          ★
        </span>
        <span className="visually-hidden"> {t.outOf5}</span>
        <span className="reviews-rating-count">{ratingsCountText(summary.count)}</span>
      </p>
      <div className="reviews-bars">
        <p className="reviews-verified">{verifiedText(summary)}</p>
        {summary.verifiedCount > 0 && (
          <ul>
            {starBars(summary).map((bar) => (
              <li key={bar.stars}>
                <span className="reviews-bar-label">{starsText(bar.stars)}</span>
                <span className="reviews-bar" aria-hidden="true">
                  <span style={{ width: `${bar.percent}%` }} />
                </span>
                <span className="reviews-bar-count">{bar.count}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ReviewItem({ review, onReport }: { review: PublicReview; onReport: () => void }) {
  const headingId = `review-${review.id}`;
  const t = useMessages(reviewsMessages);
  const rules = useMessages(reviewRuleMessages);
  // A review without a name is stored with the catalogue's English placeholder: said in the page's language.
  const author = review.author === reviewRuleMessages.base.aDiner ? rules.aDiner : review.author;
  return (
    <li className="review" tabIndex={-1} aria-labelledby={headingId}>
      <p className="review-head">
        <b id={headingId}>{author}</b>
        <span className="review-stars">
          <span aria-hidden="true">{starGlyphs(review.food)}</span>
          <span className="visually-hidden">{t.foodStars({ stars: starsText(review.food) })}</span>
        </span>
        <span className="review-date">
          {reviewDateText(review.createdAt)}
          {review.edited && ` · ${t.editedMark}`}
        </span>
      </p>
      {review.text && <p className="review-text">{review.text}</p>}
      {review.liked.length > 0 && <p className="review-liked">{t.liked({ dishes: review.liked.join(', ') })}</p>}
      {review.photos.length > 0 && (
        <ul className="review-photos" aria-label={t.photosBy({ author })}>
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noopener">
                <img
                  src={photo.url}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  alt={t.photoBy({ n: i + 1, total: review.photos.length, author })}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="review-report"
        aria-haspopup="dialog"
        aria-describedby={headingId}
        onClick={onReport}
      >
        {t.report}
      </button>
    </li>
  );
}
