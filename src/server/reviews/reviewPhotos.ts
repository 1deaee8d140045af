/**
 * A review's photos: uploaded first (checked and made anew, src/server/media/photoCheck.ts, then
 * kept in the photo store with a row of their own), attached to the review when it is saved, and
 * removed with it. A photo never attached is swept after a day.
 */
import { randomBytes } from 'node:crypto';
import type { ReviewPhoto, ReviewPhotoType } from '#src/lib/reviewTypes.ts';
import type { Db, DbExecutor } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import { cleanPhoto } from '../media/photoCheck.ts';
import { photoKey, type PhotoStore } from '../media/photoStore.ts';
import { countSince, photoOf } from './reviewRecords.ts';
import { reviewErrors } from './reviewState.ts';

/** Photos a diner may upload in an hour. */
export const photosPerHour = 30;
/** How long an uploaded photo waits to be attached before the sweep removes it. */
export const unattachedPhotoMs = 86_400_000;

/** Checks, makes anew and keeps a diner's photo; 413, 415, 422 or 429 when refused. */
export async function uploadPhoto(
  deps: { db: Db; store: PhotoStore; now: () => number },
  userId: string,
  bytes: Buffer,
  type: ReviewPhotoType,
): Promise<ReviewPhoto> {
  const now = deps.now();
  if ((await countSince(deps.db, 'review_photos', userId, new Date(now - 3_600_000))) >= photosPerHour)
    throw new HttpError(429, reviewErrors.tooManyPhotos);
  const photo = await cleanPhoto(bytes, type);
  const id = randomBytes(16).toString('hex');
  const key = photoKey(id);
  await deps.store.put(key, photo.bytes);
  try {
    await deps.db.query(
      `INSERT INTO review_photos (id, user_id, storage_key, width, height, bytes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, userId, key, photo.width, photo.height, photo.bytes.length, new Date(now)],
    );
  } catch (error) {
    await deps.store.delete(key).catch(() => {});
    throw error;
  }
  return photoOf({ id, width: photo.width, height: photo.height });
}

/**
 * Attaches the diner's photos to a review in the order given, and detaches the review's others
 * (their keys are answered, for the caller to remove once its transaction commits). 422 when a
 * photo is not the diner's or belongs to another review.
 */
export async function attachPhotos(
  tx: DbExecutor,
  userId: string,
  reviewId: string,
  photoIds: readonly string[],
): Promise<string[]> {
  const dropped = await tx.query<{ storage_key: string }>(
    'DELETE FROM review_photos WHERE review_id = $1 AND NOT (id = ANY($2::text[])) RETURNING storage_key',
    [reviewId, [...photoIds]],
  );
  if (photoIds.length > 0) {
    const attached = await tx.query(
      `UPDATE review_photos p SET review_id = $1, seq = x.n
       FROM unnest($2::text[]) WITH ORDINALITY AS x(id, n)
       WHERE p.id = x.id AND p.user_id = $3 AND (p.review_id IS NULL OR p.review_id = $1) AND p.help_request_id IS NULL`,
      [reviewId, [...photoIds], userId],
    );
    if (attached.rowCount !== photoIds.length) throw new HttpError(422, reviewErrors.photoMissing);
  }
  return dropped.rows.map((row) => row.storage_key);
}

/** Deletes a review and its photos' rows in the caller's transaction; answers the photos' keys (to remove once committed) and whether there was such a review. */
export async function deleteReview(tx: DbExecutor, reviewId: string): Promise<{ found: boolean; keys: string[] }> {
  const photos = await tx.query<{ storage_key: string }>(
    'DELETE FROM review_photos WHERE review_id = $1 RETURNING storage_key',
    [reviewId],
  );
  const removed = await tx.query('DELETE FROM reviews WHERE id = $1', [reviewId]);
  return { found: (removed.rowCount ?? 0) > 0, keys: photos.rows.map((photo) => photo.storage_key) };
}

/** Removes stored photos by key; a failure is logged (the row is gone, the bytes are unreachable). */
export async function removeStored(store: PhotoStore, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await store.delete(key).catch((error: unknown) => {
      console.error(`[reviews] photo ${key} could not be removed from the store`, error);
    });
  }
}

/** Removes photos uploaded more than a day before `now` and never attached; answers how many. */
export async function sweepPhotos(deps: { db: Db; store: PhotoStore }, now: number): Promise<number> {
  const stale = await deps.db.query<{ id: string; storage_key: string }>(
    // A photo kept with a help request is attached too (migration 020).
    'SELECT id, storage_key FROM review_photos WHERE review_id IS NULL AND help_request_id IS NULL AND created_at < $1 LIMIT 500',
    [new Date(now - unattachedPhotoMs)],
  );
  if (stale.rows.length === 0) return 0;
  // Rows first, still unattached: a photo attached meanwhile is kept, and only the removed rows' bytes go.
  const removed = await deps.db.query<{ storage_key: string }>(
    'DELETE FROM review_photos WHERE id = ANY($1::text[]) AND review_id IS NULL AND help_request_id IS NULL RETURNING storage_key',
    [stale.rows.map((row) => row.id)],
  );
  await removeStored(
    deps.store,
    removed.rows.map((row) => row.storage_key),
  );
  return removed.rows.length;
}
