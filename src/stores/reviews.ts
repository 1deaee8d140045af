/**
 * Ratings and reviews in the browser: the rating form of one order (which order it is open for,
 * what the server says of it, saving, deleting, photos), the delivered orders waiting for a rating
 * (the home page's prompt), a restaurant's reviews page by page, and reporting a review.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom, map } from 'nanostores';
import { api } from '../lib/browser/apiClient';
import { dinerMessage } from '../lib/dinerMessages';
import {
  type MyReview,
  type OrderReviewState,
  type OrderReviewView,
  type PendingReview,
  type ReportInput,
  type ReportReason,
  type ReviewInput,
  type ReviewPhoto,
  type ReviewPhotoType,
  type ReviewsPage,
  type UploadPhotoResponse,
  reviewPhotoTypes,
} from '../lib/reviewTypes';
import { ratingPromptOffKey } from '../lib/storageKeys';
import { createDataArea } from './dataArea';
import { textsOf } from '../i18n/useMessages';
import { reviewsMessages } from '../features/reviews/messages/en';

const reviewPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/review`;

/** The toasts of the rating form, in diners' words (worded in the page's language when read). */
export const reviewTexts = {
  get saved(): string {
    return textsOf(reviewsMessages).saved;
  },
  get edited(): string {
    return textsOf(reviewsMessages).edited;
  },
  get deleted(): string {
    return textsOf(reviewsMessages).deleted;
  },
  get reported(): string {
    return textsOf(reviewsMessages).reported;
  },
};

/** The order whose rating form is open (`opening` tells one opening from the next), or null. */
export const $rating = atom<{ orderId: string; opening: number } | null>(null);
let openings = 0;

/** What the server says of the open order's rating: its dishes, whether it can be rated, the review written. */
export const $orderReview = createDataArea<OrderReviewView>();

/** Ratings written or deleted on this page, by order id: every part of the page that offers "Rate" follows. */
export const $ratedHere = map<Record<string, OrderReviewState>>({});

/** Opens the rating form of an order and loads what it needs. */
export function openRating(orderId: string): void {
  $rating.set({ orderId, opening: ++openings });
  void $orderReview.run(() => api<OrderReviewView>(reviewPath(orderId)));
}

/** Closes the rating form. */
export function closeRating(): void {
  $rating.set(null);
}

/** Writes the order's review (POST) or edits the one written (PATCH); answers it, and every screen learns it. */
export async function saveReview(orderId: string, input: ReviewInput, editing: boolean): Promise<MyReview> {
  const { review } = await api<{ review: MyReview }>(reviewPath(orderId), {
    method: editing ? 'PATCH' : 'POST',
    body: input,
  });
  $ratedHere.setKey(orderId, 'written');
  $pendingReviews.set({ ...$pendingReviews.get(), data: pendingWithout(orderId) });
  const view = $orderReview.get().data;
  if (view?.orderId === orderId) $orderReview.success({ ...view, state: 'written', review });
  return review;
}

/** Deletes the order's review; the order can be rated again while it is in time. */
export async function deleteReview(orderId: string): Promise<void> {
  await api<unknown>(reviewPath(orderId), { method: 'DELETE' });
  $ratedHere.setKey(orderId, 'open');
  const view = $orderReview.get().data;
  if (view?.orderId === orderId) $orderReview.success({ ...view, state: 'open', review: null });
}

/** The type a photo is sent as: its own when the server takes it, else JPEG (what the browser made of it). */
function photoType(photo: Blob): ReviewPhotoType {
  return reviewPhotoTypes.find((type) => type === photo.type) ?? 'image/jpeg';
}

/** Uploads one photo (already made small in the browser); answers it as stored. */
export async function uploadReviewPhoto(photo: Blob): Promise<ReviewPhoto> {
  const answer = await api<UploadPhotoResponse>('/reviews/photos', {
    method: 'POST',
    body: photo,
    headers: { 'Content-Type': photoType(photo) },
  });
  return answer.photo;
}

/** Delivered orders not yet rated, newest first (`GET /api/reviews/pending`). */
export const $pendingReviews = createDataArea<PendingReview[]>();

function pendingWithout(orderId: string): PendingReview[] | null {
  return $pendingReviews.get().data?.filter((p) => p.orderId !== orderId) ?? null;
}

/** Orders whose prompt on the home page the diner put off ("Not now"); kept for the next visits. */
export const $ratingPromptOff = persistentAtom<string[]>(ratingPromptOffKey, [], {
  encode: JSON.stringify,
  decode: (text) => {
    try {
      const ids: unknown = JSON.parse(text);
      return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  },
});

/** Puts off the home page's prompt for an order (the few newest are kept). */
export function putOffRatingPrompt(orderId: string): void {
  $ratingPromptOff.set([orderId, ...$ratingPromptOff.get().filter((id) => id !== orderId)].slice(0, 20));
}

/** The delivered order the home page asks about: the newest not yet rated and not put off; null for none. */
export function promptedReview(pending: PendingReview[] | null, off: readonly string[]): PendingReview | null {
  return pending?.find((p) => !off.includes(p.orderId)) ?? null;
}

/** Asks for the diner's delivered orders waiting for a rating. */
export function loadPendingReviews(): Promise<PendingReview[] | undefined> {
  return $pendingReviews.run(async () => (await api<{ pending: PendingReview[] }>('/reviews/pending')).pending);
}

/** A restaurant's reviews as far as they have been read on this page. */
export interface ReviewsState {
  restaurantId: string | null;
  page: Omit<ReviewsPage, 'reviews'> | null;
  reviews: ReviewsPage['reviews'];
  loading: boolean;
  error: string | null;
}

const noReviews: ReviewsState = { restaurantId: null, page: null, reviews: [], loading: false, error: null };

/** The restaurant page's reviews: the summary, every page read so far, and the next one's cursor. */
export const $restaurantReviews = atom<ReviewsState>(noReviews);

/** Reads a restaurant's first page of reviews (again), or the next page of the one read. */
export async function loadReviews(restaurantId: string, more = false): Promise<void> {
  const held = $restaurantReviews.get();
  const same = held.restaurantId === restaurantId;
  if (same && held.loading) return;
  const cursor = more && same ? held.page?.nextCursor : null;
  if (more && !cursor) return;
  const kept = same && more ? held : { ...noReviews, restaurantId };
  $restaurantReviews.set({ ...kept, loading: true, error: null });
  try {
    const answer = await api<ReviewsPage>('/reviews', { query: { restaurantId, ...(cursor ? { cursor } : {}) } });
    if ($restaurantReviews.get().restaurantId !== restaurantId) return;
    const seen = new Set(kept.reviews.map((r) => r.id));
    $restaurantReviews.set({
      restaurantId,
      page: { summary: answer.summary, nextCursor: answer.nextCursor },
      reviews: [...kept.reviews, ...answer.reviews.filter((r) => !seen.has(r.id))],
      loading: false,
      error: null,
    });
  } catch (error) {
    if ($restaurantReviews.get().restaurantId === restaurantId)
      $restaurantReviews.set({ ...kept, loading: false, error: dinerMessage(error) });
  }
}

/** Reports a review for a reason; a second report by the same diner counts once (the server says so). */
export async function reportReview(reviewId: string, reason: ReportReason): Promise<void> {
  await api<unknown>(`/reviews/${encodeURIComponent(reviewId)}/report`, {
    method: 'POST',
    body: { reason } satisfies ReportInput,
  });
}
