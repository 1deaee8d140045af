/**
 * Reviews written straight into a test database's tables (migration 018), as the review service
 * stores them, for tests of what is read of them: ratings, pages of reviews, structured data.
 */
import type { DbExecutor } from '#src/server/db/db.ts';

/** A review as a test writes it; what it leaves out takes a plain default. */
export interface ReviewRow {
  id: string;
  restaurantId: string;
  food: number;
  delivery?: number;
  author?: string;
  body?: string;
  hidden?: boolean;
  /** ISO time; now when left out. */
  createdAt?: string;
  updatedAt?: string;
  /** Votes on dishes of the order. */
  dishes?: { dishId: string; liked: boolean }[];
  /** Photos attached, in order. */
  photos?: { id: string; width: number; height: number }[];
}

/**
 * Makes a migrated test database take reviews alone: what is read of a review needs neither its
 * order nor its author's account, so the keys to orders and users are dropped.
 */
export async function acceptReviewsAlone(db: DbExecutor): Promise<void> {
  await db.query('ALTER TABLE reviews DROP CONSTRAINT reviews_order_id_fkey, DROP CONSTRAINT reviews_user_id_fkey');
  await db.query('ALTER TABLE review_photos DROP CONSTRAINT review_photos_user_id_fkey');
}

/** Writes a review with its dish votes and photos. */
export async function writeReview(db: DbExecutor, row: ReviewRow): Promise<void> {
  const created = row.createdAt ?? new Date().toISOString();
  await db.query(
    `INSERT INTO reviews (id, order_id, user_id, restaurant_id, author, food, delivery, body, hidden, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      row.id,
      `order-${row.id}`,
      `user-${row.id}`,
      row.restaurantId,
      row.author ?? 'Asha R.',
      row.food,
      row.delivery ?? 5,
      row.body ?? '',
      row.hidden ?? false,
      created,
      row.updatedAt ?? created,
    ],
  );
  for (const dish of row.dishes ?? [])
    await db.query('INSERT INTO review_dishes (review_id, dish_id, liked) VALUES ($1, $2, $3)', [
      row.id,
      dish.dishId,
      dish.liked,
    ]);
  for (const [seq, photo] of (row.photos ?? []).entries())
    await db.query(
      `INSERT INTO review_photos (id, user_id, review_id, seq, storage_key, width, height, bytes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 1000)`,
      [photo.id, `user-${row.id}`, row.id, seq, `reviews/${photo.id}.webp`, photo.width, photo.height],
    );
}
