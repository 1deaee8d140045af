/**
 * What every visitor reads of a restaurant's reviews: its rating summary (the catalog's rating
 * moved by the verified ratings in the holder) and its visible reviews, newest first, a page at a
 * time. Pages follow an opaque cursor (the last review's time and id), so a review written while
 * someone pages never shifts the next page.
 */
import { z } from 'astro/zod';
import { type RatingPrior, ratingSummary } from '#src/lib/reviewRules.ts';
import { type PublicReview, type RatingSummary, type ReviewsPage, reviewLimits } from '#src/lib/reviewTypes.ts';
import type { DbExecutor } from '../db/db.ts';
import { starsOf } from './ratingsHolder.ts';

/** Where a page starts: after the review written at `at` (the database's own text of the time) with id `id`. */
export interface ReviewCursor {
  at: string;
  id: string;
}

// A timestamptz as PostgreSQL writes it ("2026-11-20 08:30:00.123456+00"), to the microsecond.
const timeText = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;
const cursorSchema = z.object({ at: z.string().regex(timeText), id: z.string().min(1).max(64) });

/** The opaque text of a cursor. */
export function encodeCursor(cursor: ReviewCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** The cursor an opaque text stands for, or null when it is not one this server gave. */
export function decodeCursor(text: string): ReviewCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const parsed = cursorSchema.safeParse({ at, id });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A restaurant's rating summary now: its prior moved by the verified ratings this process holds. */
export function summaryOf(restaurantId: string, prior: RatingPrior): RatingSummary {
  return ratingSummary(prior, starsOf(restaurantId));
}

interface PhotoRow {
  id: string;
  width: number;
  height: number;
}

interface ReviewRow {
  id: string;
  author: string;
  food: number;
  body: string;
  created_at: Date | string;
  at_key: string;
  edited: boolean;
  // json: parsed by both drivers; text only if a driver left it alone.
  photos: PhotoRow[] | string;
  liked: string[];
}

// One statement: the page's reviews with their photos and liked dishes, by the restaurant's index.
const pageSql = (after: boolean, withText: boolean) => `
  SELECT r.id, r.author, r.food, r.body, r.created_at, r.created_at::text AS at_key,
    r.updated_at > r.created_at AS edited,
    COALESCE((SELECT json_agg(json_build_object('id', p.id, 'width', p.width, 'height', p.height) ORDER BY p.seq)
      FROM review_photos p WHERE p.review_id = r.id), '[]'::json) AS photos,
    COALESCE((SELECT array_agg(d.dish_id ORDER BY d.dish_id) FROM review_dishes d
      WHERE d.review_id = r.id AND d.liked), '{}'::text[]) AS liked
  FROM reviews r
  WHERE r.restaurant_id = $1 AND NOT r.hidden ${withText ? "AND r.body <> ''" : ''}
    ${after ? 'AND (r.created_at, r.id) < ($3::timestamptz, $4)' : ''}
  ORDER BY r.created_at DESC, r.id DESC
  LIMIT $2`;

/** Names dishes of a restaurant by id; a dish the menu no longer has is left out. */
export type DishNames = (restaurantId: string, dishIds: readonly string[]) => Promise<Map<string, string>>;

/** A stored review as a visitor sees it, its liked dishes by name. */
function publicReview(row: ReviewRow, names: Map<string, string>): PublicReview {
  const photos = typeof row.photos === 'string' ? (JSON.parse(row.photos) as PhotoRow[]) : row.photos;
  return {
    id: row.id,
    author: row.author,
    food: row.food,
    text: row.body,
    photos: photos.map((p) => ({
      id: p.id,
      url: `/media/reviews/${p.id}.webp`,
      width: p.width,
      height: p.height,
    })),
    liked: row.liked.flatMap((dishId) => names.get(dishId) ?? []),
    createdAt: new Date(row.created_at).toISOString(),
    edited: row.edited,
  };
}

/** Which reviews a read takes. */
export interface ReviewsWanted {
  /** After this one (from the newest without one). */
  cursor?: ReviewCursor | null;
  /** How many at most (a page's by default). */
  limit?: number;
  /** Only those with text. */
  withText?: boolean;
}

/** Up to `limit` visible reviews of a restaurant after `cursor` (from the newest without one), and the next page's cursor. */
export async function recentReviews(
  db: DbExecutor,
  restaurantId: string,
  names: DishNames,
  wanted: ReviewsWanted = {},
): Promise<{ reviews: PublicReview[]; nextCursor: string | null }> {
  const limit = wanted.limit ?? reviewLimits.pageSize;
  const cursor = wanted.cursor ?? null;
  const params: unknown[] = [restaurantId, limit + 1];
  if (cursor) params.push(cursor.at, cursor.id);
  const rows = (await db.query<ReviewRow>(pageSql(cursor !== null, wanted.withText === true), params)).rows;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const liked = [...new Set(page.flatMap((row) => row.liked))];
  const dishNames = liked.length ? await names(restaurantId, liked) : new Map<string, string>();
  return {
    reviews: page.map((row) => publicReview(row, dishNames)),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at_key, id: last.id }) : null,
  };
}

/** `GET /api/reviews`' answer: the summary and one page of reviews. */
export async function reviewsPage(
  db: DbExecutor,
  restaurantId: string,
  prior: RatingPrior,
  names: DishNames,
  cursor: ReviewCursor | null,
): Promise<ReviewsPage> {
  const { reviews, nextCursor } = await recentReviews(db, restaurantId, names, { cursor });
  return { summary: summaryOf(restaurantId, prior), reviews, nextCursor };
}

/** What a restaurant page's structured data shows of ratings: the summary and the recent reviews with text. */
export interface PageRatings {
  /** Only when the restaurant has verified ratings; without them the menu's own rating is the whole story. */
  rating?: RatingSummary;
  reviews: PublicReview[];
}

/** Structured data names no liked dishes: no lookup. */
const noDishNames: DishNames = async () => new Map();

/**
 * A restaurant page's ratings for its structured data, kept small: nothing is read for a
 * restaurant without verified ratings (the holder says so from memory); otherwise its prior and
 * one statement for the `limit` newest visible reviews with text.
 */
export async function pageRatings(
  db: () => Promise<DbExecutor>,
  priorOf: (restaurantId: string) => Promise<RatingPrior | undefined>,
  restaurantId: string,
  limit: number,
): Promise<PageRatings> {
  if (!starsOf(restaurantId).some((n) => n > 0)) return { reviews: [] };
  const prior = await priorOf(restaurantId);
  if (!prior) return { reviews: [] };
  const { reviews } = await recentReviews(await db(), restaurantId, noDishNames, { limit, withText: true });
  return { rating: summaryOf(restaurantId, prior), reviews };
}
