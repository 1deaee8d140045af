/**
 * GET /api/reviews over a real database and the demo catalog: the summary moved by verified
 * ratings, visible reviews newest first in pages that follow an opaque cursor, and the query
 * checked at the edge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewsPage } from '#src/lib/reviewTypes.ts';
import { catalog } from '#test/catalog/catalogFixture.ts';
import { acceptReviewsAlone, writeReview } from '#test/publishedReviews.ts';
import { callRoute } from '#test/routeHarness.ts';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import { createLocalBackend } from '../catalog/backend.ts';
import { restaurantId } from '../catalog/generator.ts';
import { ratingPriorOf } from '../catalog/ratings.ts';
import { clearRatings } from './ratingsHolder.ts';
import { type RatingsService, startRatingsService } from './ratingsService.ts';
import { decodeCursor, encodeCursor, pageRatings } from './reviewReads.ts';
import { createReviewReadRoutes } from './reviewReadRoutes.ts';

const r = 12345;
const id = restaurantId(r);
const quiet = restaurantId(12346);
const starsOnly = restaurantId(12347);
const backend = createLocalBackend(catalog, 'reviews-test-secret');
const dish = catalog.menu(id)?.data.cards[2];
const dishes =
  dish && 'groupedCard' in dish
    ? dish.groupedCard.cardGroupMap.REGULAR.cards.flatMap((c) => c.card.card.itemCards ?? []).map((i) => i.card.info)
    : [];
let testDb: TestDb;
let service: RatingsService;

const route = () => createReviewReadRoutes({ db: async () => testDb.db, backend: () => backend }).list;
const get = (query: Record<string, string>) => callRoute<ReviewsPage>(route(), 'reviews', { query });

beforeAll(async () => {
  testDb = await openTestDb();
  await acceptReviewsAlone(testDb.db);
  clearRatings();
  service = await startRatingsService(testDb.db);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 8, minute)).toISOString();
  for (let i = 0; i < 7; i++)
    await writeReview(testDb.db, {
      id: `rv${i}`,
      restaurantId: id,
      food: (i % 5) + 1,
      body: `Review number ${i}`,
      // Two reviews share a moment: the id keeps their order.
      createdAt: at(i === 6 ? 5 : i),
      updatedAt: i === 2 ? at(30) : undefined,
      dishes: i === 0 ? [{ dishId: dishes[0]?.id ?? '', liked: true }] : [],
      photos: i === 0 ? [{ id: 'ph1', width: 800, height: 600 }] : [],
    });
  await writeReview(testDb.db, { id: 'rvhidden', restaurantId: id, food: 1, body: 'Spam', hidden: true });
  await writeReview(testDb.db, { id: 'rvstars', restaurantId: starsOnly, food: 4 });
});

afterAll(async () => {
  await service?.stop();
  await testDb?.cleanup();
  clearRatings();
});

describe('GET /api/reviews', () => {
  it('answers the generated rating and no reviews for a restaurant nobody has reviewed', async () => {
    const answer = await get({ restaurantId: quiet });
    expect(answer.status).toBe(200);
    const prior = ratingPriorOf(catalog.data, 12346);
    expect(answer.body.summary).toEqual({
      rating: prior.rating,
      count: prior.count,
      verifiedCount: 0,
      distribution: [0, 0, 0, 0, 0],
    });
    expect(answer.body).toMatchObject({ reviews: [], nextCursor: null });
  });

  it('pages the visible reviews newest first, five at a time, each once', async () => {
    await expect.poll(() => get({ restaurantId: id }).then((a) => a.body.summary.verifiedCount)).toBe(7);
    const first = await get({ restaurantId: id });
    expect(first.body.summary.distribution).toEqual([2, 2, 1, 1, 1]);
    expect(first.body.reviews.map((review) => review.id)).toEqual(['rv6', 'rv5', 'rv4', 'rv3', 'rv2']);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await get({ restaurantId: id, cursor: first.body.nextCursor ?? '' });
    expect(second.body.reviews.map((review) => review.id)).toEqual(['rv1', 'rv0']);
    expect(second.body.nextCursor).toBeNull();
    expect(first.body.reviews.find((review) => review.id === 'rv2')?.edited).toBe(true);
    expect(second.body.reviews[1]).toEqual({
      id: 'rv0',
      author: 'Asha R.',
      food: 1,
      text: 'Review number 0',
      photos: [{ id: 'ph1', url: '/media/reviews/ph1.webp', width: 800, height: 600 }],
      liked: [dishes[0]?.name],
      createdAt: '2026-11-20T08:00:00.000Z',
      edited: false,
    });
  });

  it('refuses a malformed restaurant id or cursor, naming the field, and an unknown restaurant', async () => {
    const badId = await get({ restaurantId: 'x y' });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/^Bad Request: restaurantId: /);
    for (const cursor of ['nonsense!', 'bm90IGpzb24', encodeCursor({ at: 'yesterday', id: 'a' })]) {
      const badCursor = await get({ restaurantId: id, cursor });
      expect(badCursor.status).toBe(400);
      expect(badCursor.body.message).toMatch(/^Bad Request: cursor: /);
    }
    expect((await get({ restaurantId: '99999999' })).status).toBe(404);
  });

  it('reads back the cursors it writes, to the microsecond', () => {
    const cursor = { at: '2026-11-20 08:30:00.123456+00', id: 'rv1' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it("gives a restaurant page's structured data the summary and the newest reviews with text, reading nothing without verified ratings", async () => {
    const asked: string[] = [];
    const priorOf = async (restaurant: string) => {
      asked.push(restaurant);
      return backend.ratingPrior(restaurant);
    };
    const db = async () => testDb.db;
    await expect.poll(() => pageRatings(db, priorOf, starsOnly, 3).then((page) => page.rating?.verifiedCount)).toBe(1);
    expect(await pageRatings(db, priorOf, starsOnly, 3)).toMatchObject({ reviews: [] });
    const page = await pageRatings(db, priorOf, id, 3);
    expect(page.rating).toMatchObject({ verifiedCount: 7, distribution: [2, 2, 1, 1, 1] });
    expect(page.reviews.map((review) => review.id)).toEqual(['rv6', 'rv5', 'rv4']);
    asked.length = 0;
    expect(await pageRatings(db, priorOf, quiet, 3)).toEqual({ reviews: [] });
    expect(asked).toEqual([]);
  });
});
