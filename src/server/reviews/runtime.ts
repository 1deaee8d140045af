/**
 * The review service of this process: its database and photo store. The host starts the sweep of
 * photos uploaded and never attached (hourly, in every process: a photo is swept once, by
 * whichever process gets to it first).
 */
import { getDb } from '../db/runtime.ts';
import { getPhotoStore } from '../media/runtime.ts';
import { createModeration, type Moderation } from './moderation.ts';
import { createReviewService, type ReviewService } from './reviewService.ts';

let service: Promise<ReviewService> | undefined;

/** The process's review service, built on first use; a database that cannot be opened throws (503). */
export function getReviewService(): Promise<ReviewService> {
  service ??= getDb()
    .then((db) => createReviewService({ db, store: getPhotoStore() }))
    .catch((error: unknown) => {
      // Not cached: the database may come back on a later request.
      service = undefined;
      throw error;
    });
  return service;
}

/** The operators' actions on reviews over the process's database and photo store. */
export async function getModeration(): Promise<Moderation> {
  return createModeration(await getDb(), getPhotoStore());
}

/** Starts the hourly sweep of photos never attached; answers a function that stops it. */
export async function startReviewWork(): Promise<() => Promise<void>> {
  const reviews = await getReviewService();
  const sweep = () =>
    reviews.sweepPhotos().then(
      (removed) => {
        if (removed) console.info(`[reviews] swept ${removed} photos never attached to a review`);
      },
      (error: unknown) => console.error('[reviews] the sweep of unattached photos failed', error),
    );
  const timer = setInterval(sweep, 3_600_000);
  timer.unref();
  void sweep();
  return async () => clearInterval(timer);
}
