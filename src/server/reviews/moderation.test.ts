/** The operators' call on reviews: hidden ones listed with their reports, shown again, hidden, removed with photos. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptReviewsAlone, writeReview } from '#test/publishedReviews.ts';
import { callSignedRoute } from '#test/routeHarness.ts';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import { diskPhotoStore, photoKey, type PhotoStore } from '../media/photoStore.ts';
import { createModeration } from './moderation.ts';
import { createModerationRoute } from './moderationRoutes.ts';

const secret = 'moderation-test-secret';
const ids = { reported: '00000000-0000-4000-8000-000000000001', photo: '00000000-0000-4000-8000-000000000002' };
const photoId = 'ab'.repeat(16);
let testDb: TestDb;
let dir: string;
let store: PhotoStore;
let route: ReturnType<typeof createModerationRoute>;

beforeAll(async () => {
  testDb = await openTestDb();
  await acceptReviewsAlone(testDb.db);
  await testDb.db.query('ALTER TABLE review_reports DROP CONSTRAINT review_reports_user_id_fkey');
  dir = await mkdtemp(join(tmpdir(), 'thalify-moderation-'));
  store = diskPhotoStore(dir);
  route = createModerationRoute(
    async () => createModeration(testDb.db, store),
    () => secret,
  );
  await writeReview(testDb.db, { id: ids.reported, restaurantId: 'r1', food: 1, body: 'Rude words', hidden: true });
  for (const [user, reason] of [
    ['u1', 'offensive'],
    ['u2', 'offensive'],
    ['u3', 'spam'],
  ])
    await testDb.db.query('INSERT INTO review_reports (review_id, user_id, reason) VALUES ($1, $2, $3)', [
      ids.reported,
      user,
      reason,
    ]);
  await testDb.db.query('UPDATE reviews SET report_count = 3 WHERE id = $1', [ids.reported]);
});

afterAll(async () => {
  await testDb?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

const call = (body: unknown) => callSignedRoute(route, 'operator/reviews', body, secret);
const hiddenOf = async (id: string) =>
  (await testDb.db.query<{ hidden: boolean }>('SELECT hidden FROM reviews WHERE id = $1', [id])).rows[0]?.hidden;

describe('the operators’ call on reviews', () => {
  it('lists the hidden reviews with their reports, most given reason first', async () => {
    const answer = await call({ action: 'hidden' });
    expect(answer.status).toBe(200);
    expect(answer.body.reviews).toEqual([
      expect.objectContaining({
        id: ids.reported,
        text: 'Rude words',
        reports: [
          { reason: 'offensive', words: 'Abusive or hateful', count: 2 },
          { reason: 'spam', words: 'Spam or advertising', count: 1 },
        ],
      }),
    ]);
  });

  it('shows a review again and clears its reports, so only new reports can hide it', async () => {
    expect(await call({ action: 'show', id: ids.reported, by: 'moderator' })).toMatchObject({ status: 200 });
    expect(await hiddenOf(ids.reported)).toBe(false);
    const left = await testDb.db.query('SELECT 1 FROM review_reports WHERE review_id = $1', [ids.reported]);
    expect(left.rowCount).toBe(0);
    expect(await call({ action: 'hide', id: ids.reported })).toMatchObject({ status: 200 });
    expect(await hiddenOf(ids.reported)).toBe(true);
  });

  it('removes a review with its photos', async () => {
    await writeReview(testDb.db, {
      id: ids.photo,
      restaurantId: 'r1',
      food: 5,
      photos: [{ id: photoId, width: 10, height: 10 }],
    });
    await store.put(photoKey(photoId), Buffer.from('webp'));
    expect(await call({ action: 'remove', id: ids.photo })).toMatchObject({
      status: 200,
      body: { removed: ids.photo },
    });
    expect(await hiddenOf(ids.photo)).toBeUndefined();
    expect(await store.get(photoKey(photoId))).toBeNull();
  });

  it('refuses an unknown review, a bad action and a wrong signature', async () => {
    expect((await call({ action: 'show', id: '00000000-0000-4000-8000-00000000dead' })).status).toBe(404);
    expect((await call({ action: 'ban', id: ids.reported })).body.message).toMatch(/action: must be hidden, show/);
    expect((await callSignedRoute(route, 'operator/reviews', { action: 'hidden' }, 'not-the-secret')).status).toBe(401);
  });
});
