/**
 * The rating form's rules: what a diner has chosen so far (a draft), the review it sends, what
 * stops it being sent (in diners' words, the text filter's included), and whether a written
 * review can still be edited.
 */
import { liveTexts } from '#src/lib/liveTexts.ts';
import { reviewTextProblem } from '#src/lib/reviewRules.ts';
import { reviewLimits, type MyReview, type ReviewInput, type ReviewPhoto } from '#src/lib/reviewTypes.ts';
import { reviewsMessages } from './messages/en.ts';

/** A photo in the form: on its way (no `photo` yet), sent, or refused with the reason. */
export interface PhotoSlot {
  key: string;
  /** A local preview (an object URL) or the stored photo's URL. */
  preview: string;
  photo: ReviewPhoto | null;
  error: string | null;
}

/** What the diner has chosen so far: 0 stars is not yet rated. */
export interface RatingDraft {
  food: number;
  delivery: number;
  text: string;
  /** Likes (true) and dislikes (false) by dish id; a dish left out has no vote. */
  votes: Record<string, boolean>;
  photos: PhotoSlot[];
}

/** The form's questions and words (worded in the current language when read). */
export const ratingTexts = liveTexts(reviewsMessages, {
  photos: (t) => t.photos({ max: reviewLimits.photosMax }),
  tooLong: (t) => t.tooLong({ max: reviewLimits.textMax }),
});

/** The empty form, or the review written as it was. */
export function draftOf(review: MyReview | null): RatingDraft {
  if (!review) return { food: 0, delivery: 0, text: '', votes: {}, photos: [] };
  return {
    food: review.food,
    delivery: review.delivery,
    text: review.text,
    votes: Object.fromEntries(review.dishes.map((d) => [d.dishId, d.liked])),
    photos: review.photos.map((photo) => ({ key: photo.id, preview: photo.url, photo, error: null })),
  };
}

/** A dish's vote after a press of like (true) or dislike (false): pressing the same again takes it back. */
export function toggleVote(votes: Record<string, boolean>, dishId: string, liked: boolean): Record<string, boolean> {
  const next = { ...votes };
  if (next[dishId] === liked) delete next[dishId];
  else next[dishId] = liked;
  return next;
}

/** Which part of the form is wrong, and why; null when it can be sent. */
export interface DraftProblem {
  field: 'food' | 'delivery' | 'text' | 'photos';
  message: string;
}

/** The first problem of the draft, in the order the form asks. */
export function draftProblem(draft: RatingDraft): DraftProblem | null {
  if (draft.food < 1) return { field: 'food', message: ratingTexts.rateFood };
  if (draft.delivery < 1) return { field: 'delivery', message: ratingTexts.rateDelivery };
  if (draft.text.length > reviewLimits.textMax) return { field: 'text', message: ratingTexts.tooLong };
  const textProblem = reviewTextProblem(draft.text);
  if (textProblem) return { field: 'text', message: textProblem };
  if (draft.photos.some((p) => p.error)) return { field: 'photos', message: ratingTexts.photosFailed };
  if (draft.photos.some((p) => !p.photo)) return { field: 'photos', message: ratingTexts.photosWaiting };
  return null;
}

/** The review the draft sends, for the dishes of the order only. */
export function reviewInputOf(draft: RatingDraft, dishIds: readonly string[]): ReviewInput {
  return {
    food: draft.food,
    delivery: draft.delivery,
    text: draft.text.trim(),
    dishes: dishIds.filter((id) => id in draft.votes).map((dishId) => ({ dishId, liked: draft.votes[dishId]! })),
    photoIds: draft.photos.flatMap((p) => (p.photo ? [p.photo.id] : [])),
  };
}

/** "12 of 500 characters". */
export function charactersText(text: string): string {
  return ratingTexts.characters({ used: text.length, max: reviewLimits.textMax });
}

/** Whether a written review can still be edited at `now`. */
export function canEdit(review: MyReview, now: number = Date.now()): boolean {
  return Date.parse(review.editableUntil) > now;
}
