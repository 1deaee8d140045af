/**
 * Reviews as rows: the order a review is about (whose it is, its status, when it was delivered,
 * its dishes), a diner's review with its dish votes and photos, and the counts behind the rate
 * limits. The service (reviewService.ts) decides; this module only reads.
 */
import type { OrderStatus } from '#src/lib/orderTypes.ts';
import type { MyReview, ReviewPhoto } from '#src/lib/reviewTypes.ts';
import type { DbExecutor } from '../db/db.ts';
import { editableUntilOf } from './reviewState.ts';

/** The facts of an order a review needs. */
export interface ReviewedOrder {
  id: string;
  userId: string;
  status: OrderStatus;
  restaurantId: string;
  restaurantName: string;
  /** When it was last marked delivered; null while it has not been. */
  deliveredAt: Date | null;
}

/** A review as stored. */
export interface ReviewRow {
  id: string;
  order_id: string;
  user_id: string;
  restaurant_id: string;
  food: number;
  delivery: number;
  body: string;
  hidden: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const reviewColumns = 'id, order_id, user_id, restaurant_id, food, delivery, body, hidden, created_at, updated_at';

/** The diner's order (locked for the caller's transaction when `forUpdate`), or undefined when it is not theirs. */
export async function reviewedOrder(
  executor: DbExecutor,
  userId: string,
  orderId: string,
  forUpdate = false,
): Promise<ReviewedOrder | undefined> {
  const row = (
    await executor.query<{
      id: string;
      user_id: string;
      status: OrderStatus;
      restaurant_id: string;
      restaurant_name: string;
      delivered_at: Date | string | null;
    }>(
      `SELECT o.id, o.user_id, o.status, o.restaurant_id, o.restaurant_name,
         (SELECT max(h.at) FROM order_status_history h WHERE h.order_id = o.id AND h.status = 'delivered') AS delivered_at
       FROM orders o WHERE o.id = $1 AND o.user_id = $2${forUpdate ? ' FOR UPDATE OF o' : ''}`,
      [orderId, userId],
    )
  ).rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status,
    restaurantId: row.restaurant_id,
    restaurantName: row.restaurant_name,
    deliveredAt: row.delivered_at ? new Date(row.delivered_at) : null,
  };
}

/** The order's dishes, each once, in the order they were ordered. */
export async function orderDishes(executor: DbExecutor, orderId: string): Promise<{ dishId: string; name: string }[]> {
  const rows = await executor.query<{ dish_id: string; name: string }>(
    `SELECT dish_id, min(name) AS name FROM order_items WHERE order_id = $1 GROUP BY dish_id ORDER BY min(seq)`,
    [orderId],
  );
  return rows.rows.map((row) => ({ dishId: row.dish_id, name: row.name }));
}

/** The review of an order, as stored. */
export async function reviewRowOfOrder(executor: DbExecutor, orderId: string): Promise<ReviewRow | undefined> {
  return (await executor.query<ReviewRow>(`SELECT ${reviewColumns} FROM reviews WHERE order_id = $1`, [orderId]))
    .rows[0];
}

/** A review by its id, as stored. */
export async function reviewRowById(executor: DbExecutor, reviewId: string): Promise<ReviewRow | undefined> {
  return (await executor.query<ReviewRow>(`SELECT ${reviewColumns} FROM reviews WHERE id = $1`, [reviewId])).rows[0];
}

/** The URL a photo is served at. */
export function photoUrl(photoId: string): string {
  return `/media/reviews/${photoId}.webp`;
}

/** A photo row as a diner reads it. */
export function photoOf(row: { id: string; width: number; height: number }): ReviewPhoto {
  return { id: row.id, url: photoUrl(row.id), width: row.width, height: row.height };
}

/** The diner's review as they wrote it: its votes and photos (two more reads). */
export async function myReviewOf(executor: DbExecutor, row: ReviewRow): Promise<MyReview> {
  const dishes = await executor.query<{ dish_id: string; liked: boolean }>(
    'SELECT dish_id, liked FROM review_dishes WHERE review_id = $1 ORDER BY dish_id',
    [row.id],
  );
  const photos = await executor.query<{ id: string; width: number; height: number }>(
    'SELECT id, width, height FROM review_photos WHERE review_id = $1 ORDER BY seq, id',
    [row.id],
  );
  const createdAt = new Date(row.created_at);
  return {
    id: row.id,
    food: row.food,
    delivery: row.delivery,
    text: row.body,
    dishes: dishes.rows.map((dish) => ({ dishId: dish.dish_id, liked: dish.liked })),
    photoIds: photos.rows.map((photo) => photo.id),
    photos: photos.rows.map(photoOf),
    createdAt: createdAt.toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    editableUntil: editableUntilOf(createdAt).toISOString(),
    hidden: row.hidden,
  };
}

/** Rows a diner added to `table` since `since` (reviews, review_photos or review_reports: each indexed by user and time). */
export async function countSince(
  executor: DbExecutor,
  table: 'reviews' | 'review_photos' | 'review_reports',
  userId: string,
  since: Date,
): Promise<number> {
  const rows = await executor.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM ${table} WHERE user_id = $1 AND created_at > $2`,
    [userId, since],
  );
  return Number(rows.rows[0]?.n ?? 0);
}
