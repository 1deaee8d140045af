/**
 * The ratings service over a real database (PGlite, or PostgreSQL with DATABASE_URL): the holder
 * is loaded at start and follows every change of reviews and their dish votes, and hidden reviews
 * count for nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptReviewsAlone, writeReview } from '#test/publishedReviews.ts';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import { clearRatings, ratingsVersion, setRatings, starsOf, votesOf } from './ratingsHolder.ts';
import { type RatingsService, startRatingsService } from './ratingsService.ts';

let testDb: TestDb;
let service: RatingsService;

beforeAll(async () => {
  testDb = await openTestDb();
  await acceptReviewsAlone(testDb.db);
  // Written before the process started: in force once it has.
  await writeReview(testDb.db, { id: 'old', restaurantId: 'r1', food: 4, dishes: [{ dishId: 'd1', liked: true }] });
  await writeReview(testDb.db, { id: 'old-hidden', restaurantId: 'r1', food: 1, hidden: true });
  clearRatings();
  service = await startRatingsService(testDb.db);
});

afterAll(async () => {
  await service?.stop();
  await testDb?.cleanup();
  clearRatings();
});

describe('the ratings service', () => {
  it('loads the verified ratings when it starts, leaving hidden reviews out', () => {
    expect(starsOf('r1')).toEqual([0, 0, 0, 1, 0]);
    expect(votesOf('r1', 'd1')).toEqual({ likes: 1, dislikes: 0 });
    expect(starsOf('nobody')).toEqual([0, 0, 0, 0, 0]);
  });

  it('follows a review written by another process, its dish votes included', async () => {
    const before = ratingsVersion('r2');
    const other = await testDb.another();
    await writeReview(other, {
      id: 'new',
      restaurantId: 'r2',
      food: 5,
      dishes: [
        { dishId: 'd7', liked: true },
        { dishId: 'd8', liked: false },
      ],
    });
    await expect.poll(() => starsOf('r2')).toEqual([0, 0, 0, 0, 1]);
    await expect.poll(() => votesOf('r2', 'd8')).toEqual({ likes: 0, dislikes: 1 });
    expect(votesOf('r2', 'd7')).toEqual({ likes: 1, dislikes: 0 });
    expect(ratingsVersion('r2')).toBeGreaterThan(before);
  });

  it('drops a review once it is hidden, and counts it again once it is shown', async () => {
    await testDb.db.query('UPDATE reviews SET hidden = true WHERE id = $1', ['new']);
    await expect.poll(() => starsOf('r2')).toEqual([0, 0, 0, 0, 0]);
    expect(votesOf('r2', 'd7')).toEqual({ likes: 0, dislikes: 0 });
    await testDb.db.query('UPDATE reviews SET hidden = false, food = 3 WHERE id = $1', ['new']);
    await expect.poll(() => starsOf('r2')).toEqual([0, 0, 1, 0, 0]);
  });

  it('follows a changed vote and a deleted review', async () => {
    await testDb.db.query('UPDATE review_dishes SET liked = true WHERE review_id = $1 AND dish_id = $2', ['new', 'd8']);
    await expect.poll(() => votesOf('r2', 'd8')).toEqual({ likes: 1, dislikes: 0 });
    await testDb.db.query('DELETE FROM reviews WHERE id = $1', ['new']);
    await expect.poll(() => starsOf('r2')).toEqual([0, 0, 0, 0, 0]);
    expect(votesOf('r2', 'd8')).toEqual({ likes: 0, dislikes: 0 });
    expect(starsOf('r1')).toEqual([0, 0, 0, 1, 0]);
  });
});

describe('the ratings holder', () => {
  it('never gives a restaurant a version it had before, even after everything is cleared', () => {
    const seen = [ratingsVersion('r9')];
    setRatings('r9', null);
    seen.push(ratingsVersion('r9'));
    clearRatings();
    seen.push(ratingsVersion('r9'));
    setRatings('r9', null);
    seen.push(ratingsVersion('r9'));
    expect(new Set(seen).size).toBe(seen.length);
  });
});
