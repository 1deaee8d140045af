/**
 * The wire shapes of ratings and reviews: what a diner writes about a delivered order, what the
 * restaurant page shows of everyone's, and the limits both sides hold to.
 */
import { liveTexts } from './liveTexts.ts';
import { reportReasonMessages } from './messages/en.ts';

/** The limits of a review, shared by the form and the server. */
export const reviewLimits = {
  /** Characters of a review's text. */
  textMax: 500,
  /** Photos per review. */
  photosMax: 3,
  /** Bytes of one uploaded photo (the browser compresses to this; the server refuses more). */
  photoBytesMax: 150 * 1024,
  /** The longer side of a photo the browser sends and the server stores, in pixels. */
  photoSideMax: 1600,
  /** Pixels the server decodes at most (an image bomb declares far more). */
  photoPixelsMax: 4096 * 4096,
  /** Days after delivery in which an order can be rated. */
  writeDays: 14,
  /** Days after it was written in which a review can be edited (deleting is allowed at any time). */
  editDays: 7,
  /** Reviews per page on the restaurant page. */
  pageSize: 5,
  /** Distinct reports that hide a review until someone looks at it. */
  hideAfterReports: 3,
} as const;

/** The photo types a diner may upload; the server answers WebP. */
export const reviewPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** One of `reviewPhotoTypes`. */
export type ReviewPhotoType = (typeof reviewPhotoTypes)[number];

/** Why a diner reports a review, with the words the report form shows (worded when read). */
export const reportReasons = liveTexts(reportReasonMessages);
/** A key of `reportReasons`. */
export type ReportReason = keyof typeof reportReasons;

/** A photo of a review, stored and served from /media/reviews. */
export interface ReviewPhoto {
  id: string;
  /** Site-relative URL, e.g. "/media/reviews/3f…c1.webp"; immutable. */
  url: string;
  width: number;
  height: number;
}

/** Body of `POST /api/reviews/photos` (the body is the image's bytes, its type in Content-Type). */
export interface UploadPhotoResponse {
  photo: ReviewPhoto;
}

/** What a diner sends to write or edit the review of an order (`POST`/`PATCH /api/orders/{id}/review`). */
export interface ReviewInput {
  /** The food, 1 to 5. */
  food: number;
  /** The delivery, 1 to 5; kept apart and never part of the restaurant's rating. */
  delivery: number;
  /** Up to `reviewLimits.textMax` characters; may be empty. */
  text: string;
  /** A like (true) or dislike (false) for dishes of the order; dishes left out have no vote. */
  dishes: { dishId: string; liked: boolean }[];
  /** Ids of photos this diner uploaded, in order; at most `reviewLimits.photosMax`. */
  photoIds: string[];
}

/** The diner's own review of an order, as they wrote it. */
export interface MyReview extends ReviewInput {
  id: string;
  photos: ReviewPhoto[];
  createdAt: string;
  updatedAt: string;
  /** Until when it can be edited (ISO time). */
  editableUntil: string;
  /** Hidden after reports, until it is looked at. */
  hidden: boolean;
}

/** Whether an order can be rated: `open` (delivered, not yet rated, in time), `written`, or `closed` (not delivered, or too late). */
export type OrderReviewState = 'open' | 'written' | 'closed';

/** Body of `GET /api/orders/{id}/review`: what the rating form needs. */
export interface OrderReviewView {
  orderId: string;
  restaurant: { id: string; name: string };
  /** The order's dishes, each once, that can be liked or disliked. */
  dishes: { dishId: string; name: string }[];
  state: OrderReviewState;
  /** Until when a review can be written (ISO time), while `open`. */
  writeBy: string | null;
  review: MyReview | null;
}

/** A delivered order waiting for its rating, as the home page's prompt shows it (`GET /api/reviews/pending`). */
export interface PendingReview {
  orderId: string;
  number: string;
  restaurantName: string;
  deliveredAt: string;
}

/** One review as every visitor of the restaurant page sees it. */
export interface PublicReview {
  id: string;
  /** The author's first name and initial ("Asha R."), or "A diner". */
  author: string;
  food: number;
  text: string;
  photos: ReviewPhoto[];
  /** Names of the dishes the author liked. */
  liked: string[];
  createdAt: string;
  edited: boolean;
}

/** A restaurant's food rating: the prior moved by verified ratings (src/lib/reviewRules.ts). */
export interface RatingSummary {
  /** The rating shown, one decimal, 1.0 to 5.0. */
  rating: number;
  /** Every rating it stands for: the catalog's earlier ones and the verified ones. */
  count: number;
  /** Ratings of verified orders placed here. */
  verifiedCount: number;
  /** Verified food ratings by stars: index 0 is 1 star, index 4 is 5 stars. */
  distribution: [number, number, number, number, number];
}

/** Body of `GET /api/reviews?restaurantId=&cursor=`: the summary and one page of reviews, newest first. */
export interface ReviewsPage {
  summary: RatingSummary;
  reviews: PublicReview[];
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/** A dish's likes (`Dish.likes`), shown as "86% liked (23)" once there are enough votes. */
export interface DishLikes {
  /** Whole percent of votes that liked it. */
  percent: number;
  votes: number;
}

/** Body of `POST /api/reviews/{id}/report`. */
export interface ReportInput {
  reason: ReportReason;
}
