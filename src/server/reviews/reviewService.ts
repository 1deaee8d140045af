/**
 * Writing about a delivered order: the rating form's view, a review written once per order (the
 * unique order_id decides between concurrent writes: exactly one is stored), edited within
 * `reviewLimits.editDays`, deleted at any time; the orders waiting for a rating; reports; photo
 * uploads. Rate limits are counted in the database, so every process enforces one limit.
 */
import { randomUUID } from 'node:crypto';
import { authorName, reviewTextProblem } from '#src/lib/reviewRules.ts';
import {
  reviewLimits,
  type MyReview,
  type OrderReviewView,
  type PendingReview,
  type ReportReason,
  type ReviewInput,
  type ReviewPhoto,
  type ReviewPhotoType,
} from '#src/lib/reviewTypes.ts';
import type { Db, DbExecutor } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import type { PhotoStore } from '../media/photoStore.ts';
import { attachPhotos, deleteReview, removeStored, sweepPhotos, uploadPhoto } from './reviewPhotos.ts';
import {
  countSince,
  myReviewOf,
  orderDishes,
  reviewedOrder,
  reviewRowById,
  reviewRowOfOrder,
  type ReviewedOrder,
} from './reviewRecords.ts';
import { editableUntilOf, notRateableBecause, reviewErrors, reviewStateOf, writeByOf } from './reviewState.ts';

/** Reviews a diner may write in an hour. */
export const reviewsPerHour = 10;
/** Reports a diner may send in an hour. */
export const reportsPerHour = 20;
const hour = 3_600_000;

/** What the review service runs over. */
export interface ReviewDeps {
  db: Db;
  store: PhotoStore;
  /** The clock (epoch ms); the real one when absent. */
  now?: () => number;
}

/** The review service. */
export interface ReviewService {
  /** What the rating form needs of one of the diner's orders; 404 when it is not theirs. */
  view(userId: string, orderId: string): Promise<OrderReviewView>;
  /** Writes the order's review; 409 when already rated or not rateable, 422 for its text, dishes or photos, 429 past the limit. */
  write(userId: string, orderId: string, input: ReviewInput): Promise<MyReview>;
  /** Changes the order's review within its edit window; 404 without one, 409 after the window. */
  edit(userId: string, orderId: string, input: ReviewInput): Promise<MyReview>;
  /** Deletes the order's review and its photos; 404 without one. */
  remove(userId: string, orderId: string): Promise<void>;
  /** Delivered orders in the last `writeDays` not yet rated, newest first, at most 3. */
  pending(userId: string): Promise<PendingReview[]>;
  /** Reports another diner's review; answers whether this report is new (a second one is counted once). */
  report(userId: string, reviewId: string, reason: ReportReason): Promise<{ created: boolean }>;
  /** Checks, makes anew and keeps an uploaded photo. */
  uploadPhoto(userId: string, bytes: Buffer, type: ReviewPhotoType): Promise<ReviewPhoto>;
  /** Removes photos never attached after a day; answers how many. */
  sweepPhotos(): Promise<number>;
}

/** Refuses a text the filter catches and dishes that are not the order's. */
async function checkInput(executor: DbExecutor, order: ReviewedOrder, input: ReviewInput): Promise<void> {
  const problem = reviewTextProblem(input.text);
  if (problem) throw new HttpError(422, problem);
  if (input.dishes.length === 0) return;
  const ordered = new Set((await orderDishes(executor, order.id)).map((dish) => dish.dishId));
  if (input.dishes.some((dish) => !ordered.has(dish.dishId))) throw new HttpError(422, reviewErrors.dishNotInOrder);
}

/** Replaces a review's dish votes. */
async function saveDishes(tx: DbExecutor, reviewId: string, dishes: ReviewInput['dishes']): Promise<void> {
  await tx.query('DELETE FROM review_dishes WHERE review_id = $1', [reviewId]);
  if (dishes.length === 0) return;
  await tx.query(
    `INSERT INTO review_dishes (review_id, dish_id, liked)
     SELECT $1, d, l FROM unnest($2::text[], $3::boolean[]) AS x(d, l)`,
    [reviewId, dishes.map((dish) => dish.dishId), dishes.map((dish) => dish.liked)],
  );
}

/** Builds the review service. */
export function createReviewService(deps: ReviewDeps): ReviewService {
  const { db, store } = deps;
  const now = deps.now ?? Date.now;

  const orderOf = async (executor: DbExecutor, userId: string, orderId: string, forUpdate = false) => {
    const order = await reviewedOrder(executor, userId, orderId, forUpdate);
    if (!order) throw new HttpError(404, reviewErrors.orderNotFound);
    return order;
  };

  /** The order's review for a change, or 404. */
  const ownReview = async (tx: DbExecutor, userId: string, orderId: string) => {
    await orderOf(tx, userId, orderId, true);
    const row = await reviewRowOfOrder(tx, orderId);
    if (!row) throw new HttpError(404, reviewErrors.noReview);
    return row;
  };

  return {
    async view(userId, orderId) {
      const order = await orderOf(db, userId, orderId);
      const row = await reviewRowOfOrder(db, orderId);
      const state = reviewStateOf(order.status, order.deliveredAt, row !== undefined, now());
      return {
        orderId: order.id,
        restaurant: { id: order.restaurantId, name: order.restaurantName },
        dishes: await orderDishes(db, order.id),
        state,
        writeBy: state === 'open' && order.deliveredAt ? writeByOf(order.deliveredAt).toISOString() : null,
        review: row ? await myReviewOf(db, row) : null,
      };
    },

    async write(userId, orderId, input) {
      const at = new Date(now());
      return db.transaction(async (tx) => {
        const order = await orderOf(tx, userId, orderId);
        if (await reviewRowOfOrder(tx, orderId)) throw new HttpError(409, reviewErrors.alreadyRated);
        const closed = notRateableBecause(order.status, order.deliveredAt, at.getTime());
        if (closed) throw new HttpError(409, closed);
        if ((await countSince(tx, 'reviews', userId, new Date(at.getTime() - hour))) >= reviewsPerHour)
          throw new HttpError(429, reviewErrors.tooManyReviews);
        await checkInput(tx, order, input);
        const name = (await tx.query<{ name: string | null }>('SELECT name FROM users WHERE id = $1', [userId]))
          .rows[0];
        const inserted = await tx.query<{ id: string }>(
          `INSERT INTO reviews (id, order_id, user_id, restaurant_id, author, food, delivery, body, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
           ON CONFLICT (order_id) DO NOTHING RETURNING id`,
          [
            randomUUID(),
            orderId,
            userId,
            order.restaurantId,
            authorName(name?.name),
            input.food,
            input.delivery,
            input.text,
            at,
          ],
        );
        const id = inserted.rows[0]?.id;
        // Another write of the same order committed first: the unique order_id kept it the only one.
        if (!id) throw new HttpError(409, reviewErrors.alreadyRated);
        await saveDishes(tx, id, input.dishes);
        await attachPhotos(tx, userId, id, input.photoIds);
        return myReviewOf(tx, (await reviewRowById(tx, id))!);
      });
    },

    async edit(userId, orderId, input) {
      const at = now();
      const { review, dropped } = await db.transaction(async (tx) => {
        const row = await ownReview(tx, userId, orderId);
        if (editableUntilOf(new Date(row.created_at)).getTime() <= at)
          throw new HttpError(409, reviewErrors.editClosed);
        await checkInput(tx, await orderOf(tx, userId, orderId), input);
        await tx.query('UPDATE reviews SET food = $2, delivery = $3, body = $4, updated_at = $5 WHERE id = $1', [
          row.id,
          input.food,
          input.delivery,
          input.text,
          new Date(at),
        ]);
        await saveDishes(tx, row.id, input.dishes);
        const dropped = await attachPhotos(tx, userId, row.id, input.photoIds);
        return { review: await myReviewOf(tx, (await reviewRowById(tx, row.id))!), dropped };
      });
      await removeStored(store, dropped);
      return review;
    },

    async remove(userId, orderId) {
      const dropped = await db.transaction(async (tx) => {
        const row = await ownReview(tx, userId, orderId);
        return (await deleteReview(tx, row.id)).keys;
      });
      await removeStored(store, dropped);
    },

    async pending(userId) {
      const rows = await db.query<{ id: string; number: string | number; restaurant_name: string; at: Date | string }>(
        `SELECT o.id, o.number, o.restaurant_name, d.at FROM orders o
         CROSS JOIN LATERAL (SELECT max(h.at) AS at FROM order_status_history h
           WHERE h.order_id = o.id AND h.status = 'delivered') d
         WHERE o.user_id = $1 AND o.status = 'delivered' AND d.at > $2
           AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.order_id = o.id)
         ORDER BY d.at DESC, o.id LIMIT 3`,
        [userId, new Date(now() - reviewLimits.writeDays * 24 * hour)],
      );
      return rows.rows.map((row) => ({
        orderId: row.id,
        number: String(row.number),
        restaurantName: row.restaurant_name,
        deliveredAt: new Date(row.at).toISOString(),
      }));
    },

    async report(userId, reviewId, reason) {
      return db.transaction(async (tx) => {
        const review = await reviewRowById(tx, reviewId);
        if (!review || review.hidden) throw new HttpError(404, reviewErrors.reviewNotFound);
        if (review.user_id === userId) throw new HttpError(409, reviewErrors.ownReview);
        if ((await countSince(tx, 'review_reports', userId, new Date(now() - hour))) >= reportsPerHour)
          throw new HttpError(429, reviewErrors.tooManyReports);
        const inserted = await tx.query(
          `INSERT INTO review_reports (review_id, user_id, reason, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (review_id, user_id) DO NOTHING`,
          [reviewId, userId, reason, new Date(now())],
        );
        if (inserted.rowCount === 0) return { created: false };
        await tx.query(
          'UPDATE reviews SET report_count = report_count + 1, hidden = hidden OR report_count + 1 >= $2 WHERE id = $1',
          [reviewId, reviewLimits.hideAfterReports],
        );
        return { created: true };
      });
    },

    uploadPhoto: (userId, bytes, type) => uploadPhoto({ db, store, now }, userId, bytes, type),
    sweepPhotos: () => sweepPhotos({ db, store }, now()),
  };
}
