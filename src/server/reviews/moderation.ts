/**
 * What operators do with reported reviews: see the ones waiting (hidden after
 * `reviewLimits.hideAfterReports` reports), show one again (its reports are then cleared, so only
 * new reports can hide it again), hide one at once, or remove it with its photos. Called through
 * the operators' signed call (routes in moderationRoutes.ts).
 */
import { reportReasons, type ReportReason } from '#src/lib/reviewTypes.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import type { PhotoStore } from '../media/photoStore.ts';
import { deleteReview, removeStored } from './reviewPhotos.ts';

/** A hidden review as an operator reads it. */
export interface HiddenReview {
  id: string;
  restaurantId: string;
  author: string;
  food: number;
  text: string;
  reports: { reason: ReportReason; words: string; count: number }[];
  createdAt: string;
}

/** The operators' actions on reviews. */
export interface Moderation {
  /** Hidden reviews, oldest first (the longest waiting), at most 100. */
  hidden(): Promise<HiddenReview[]>;
  /** Shows a review again and clears its reports; 404 for an unknown id. */
  show(reviewId: string): Promise<void>;
  /** Hides a review until it is shown again; 404 for an unknown id. */
  hide(reviewId: string): Promise<void>;
  /** Removes a review and its photos; 404 for an unknown id. */
  remove(reviewId: string): Promise<void>;
}

const unknown = () => new HttpError(404, 'id: no review with this id');

/** The operators' actions over a database and the photo store. */
export function createModeration(db: Db, store: PhotoStore): Moderation {
  return {
    async hidden() {
      const rows = await db.query<{
        id: string;
        restaurant_id: string;
        author: string;
        food: number;
        body: string;
        created_at: Date | string;
        reports: { reason: ReportReason; count: number }[] | null;
      }>(
        `SELECT r.id, r.restaurant_id, r.author, r.food, r.body, r.created_at,
           (SELECT json_agg(json_build_object('reason', g.reason, 'count', g.n) ORDER BY g.n DESC, g.reason)
              FROM (SELECT reason, count(*)::int AS n FROM review_reports WHERE review_id = r.id GROUP BY reason) g) AS reports
         FROM reviews r WHERE r.hidden ORDER BY r.updated_at, r.id LIMIT 100`,
      );
      return rows.rows.map((row) => ({
        id: row.id,
        restaurantId: row.restaurant_id,
        author: row.author,
        food: row.food,
        text: row.body,
        reports: (row.reports ?? []).map((r) => ({ ...r, words: reportReasons[r.reason] })),
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },

    async show(reviewId) {
      await db.transaction(async (tx) => {
        const shown = await tx.query('UPDATE reviews SET hidden = false, report_count = 0 WHERE id = $1', [reviewId]);
        if (shown.rowCount === 0) throw unknown();
        await tx.query('DELETE FROM review_reports WHERE review_id = $1', [reviewId]);
      });
    },

    async hide(reviewId) {
      const hidden = await db.query('UPDATE reviews SET hidden = true WHERE id = $1', [reviewId]);
      if (hidden.rowCount === 0) throw unknown();
    },

    async remove(reviewId) {
      const dropped = await db.transaction(async (tx) => {
        const { found, keys } = await deleteReview(tx, reviewId);
        if (!found) throw unknown();
        return keys;
      });
      await removeStored(store, dropped);
    },
  };
}
