import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import { reviewLimits, type MyReview, type OrderReviewView, type ReviewInput } from '#src/lib/reviewTypes.ts';
import { plainJpeg } from '#test/media/photos.ts';
import { dishes, orderFixtureOfFile } from '#test/orders/orderFixture.ts';
import { callRoute, type Route } from '#test/routeHarness.ts';
import { diskPhotoStore, photoKey, type PhotoStore } from '../media/photoStore.ts';
import { createReviewService, type ReviewService } from './reviewService.ts';
import { createReviewRoutes } from './routes.ts';
import { reviewErrors } from './reviewState.ts';

const fixture = orderFixtureOfFile();
const day = 86_400_000;
let clock = Date.now();
let dir: string;
let store: PhotoStore;
let service: ReviewService;
let routes: ReturnType<typeof createReviewRoutes>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'thalify-photos-'));
  store = diskPhotoStore(dir);
  service = createReviewService({ db: fixture.testDb.db, store, now: () => clock });
  routes = createReviewRoutes(async () => service);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A diner's order marked delivered `ago` ms before the clock. */
async function deliveredOrder(ago = 3_600_000): Promise<{ orderId: string; user: SessionUser }> {
  const placed = await fixture.placed('cod');
  const { db } = fixture.testDb;
  await db.query("UPDATE orders SET status = 'delivered' WHERE id = $1", [placed.order.id]);
  await db.query("INSERT INTO order_status_history (order_id, status, at) VALUES ($1, 'delivered', $2)", [
    placed.order.id,
    new Date(clock - ago),
  ]);
  return { orderId: placed.order.id, user: placed.user };
}

const input = (change: Partial<ReviewInput> = {}): ReviewInput => ({
  food: 4,
  delivery: 5,
  text: 'Soft paneer, still hot.',
  dishes: [{ dishId: dishes.paneer.id, liked: true }],
  photoIds: [],
  ...change,
});

const review = (route: Route, orderId: string, user: SessionUser, body?: unknown) =>
  callRoute<{ review: MyReview }>(route, `orders/${orderId}/review`, { user, params: { id: orderId }, body });

/** A route called with a raw body (a photo's bytes) or none, answering the Response itself. */
async function rawCall(route: Route, user: SessionUser | null, init: RequestInit, params = {}): Promise<Response> {
  const url = new URL('http://localhost:4321/api/reviews/photos');
  const context = {
    request: new Request(url, init),
    url,
    locals: { user },
    params,
    cookies: {},
  } as unknown as APIContext;
  const method = init.method ?? 'GET';
  return typeof route === 'function' ? route(context) : (route[method] ?? route.ALL)(context);
}

const upload = (user: SessionUser, bytes: Buffer, type = 'image/jpeg') =>
  rawCall(routes.uploadPhoto, user, { method: 'POST', body: new Uint8Array(bytes), headers: { 'content-type': type } });

describe('writing a review', () => {
  it('writes one review of a delivered order, with a liked dish and a photo, and shows it in the view', async () => {
    const { orderId, user } = await deliveredOrder();
    const open = await callRoute<OrderReviewView>(routes.view, '', { user, params: { id: orderId } });
    expect(open.body.state).toBe('open');
    expect(open.body.dishes).toEqual([{ dishId: dishes.paneer.id, name: dishes.paneer.name }]);
    expect(open.body.writeBy).not.toBeNull();

    const uploaded = await upload(user, await plainJpeg());
    expect(uploaded.status).toBe(201);
    const { photo } = (await uploaded.json()) as { photo: { id: string; url: string } };
    expect(photo.url).toBe(`/media/reviews/${photo.id}.webp`);
    expect(await store.get(photoKey(photo.id))).not.toBeNull();

    const written = await review(routes.write, orderId, user, input({ photoIds: [photo.id] }));
    expect(written.status).toBe(201);
    expect(written.body.review).toMatchObject({ food: 4, delivery: 5, photoIds: [photo.id], hidden: false });
    const after = await callRoute<OrderReviewView>(routes.view, '', { user, params: { id: orderId } });
    expect(after.body).toMatchObject({ state: 'written', writeBy: null, review: { id: written.body.review.id } });

    const again = await review(routes.write, orderId, user, input());
    expect(again).toMatchObject({ status: 409, body: { message: reviewErrors.alreadyRated } });
  });

  it('keeps exactly one of 50 concurrent reviews of one order', async () => {
    const { orderId, user } = await deliveredOrder();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => review(routes.write, orderId, user, input({ food: (n % 5) + 1 }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    const stored = await fixture.testDb.db.query('SELECT id FROM reviews WHERE order_id = $1', [orderId]);
    expect(stored.rows).toHaveLength(1);
  });

  it("answers 404 for another diner's order, and 409 for one not delivered, cancelled or too old", async () => {
    const { orderId } = await deliveredOrder();
    const stranger = await fixture.diner();
    expect((await review(routes.write, orderId, stranger, input())).status).toBe(404);
    expect((await callRoute(routes.view, '', { user: stranger, params: { id: orderId } })).status).toBe(404);

    const placed = await fixture.placed('cod');
    const early = await review(routes.write, placed.order.id, placed.user, input());
    expect(early).toMatchObject({ status: 409, body: { message: reviewErrors.notDelivered } });
    await fixture.orders.cancel(placed.user.userId, placed.order.id);
    const cancelled = await review(routes.write, placed.order.id, placed.user, input());
    expect(cancelled).toMatchObject({ status: 409, body: { message: reviewErrors.cancelled } });

    const old = await deliveredOrder((reviewLimits.writeDays + 1) * day);
    expect((await review(routes.write, old.orderId, old.user, input())).status).toBe(409);
    const view = await callRoute<OrderReviewView>(routes.view, '', { user: old.user, params: { id: old.orderId } });
    expect(view.body.state).toBe('closed');
  });

  it('refuses the text filter, dishes not in the order, photos not the diner’s, and a bad body naming its field', async () => {
    const { orderId, user } = await deliveredOrder();
    const link = await review(routes.write, orderId, user, input({ text: 'see www.spam.example' }));
    expect(link.status).toBe(422);
    const dish = await review(routes.write, orderId, user, input({ dishes: [{ dishId: 'x', liked: true }] }));
    expect(dish).toMatchObject({ status: 422, body: { message: reviewErrors.dishNotInOrder } });
    const other = await fixture.diner();
    const { photo } = (await (await upload(other, await plainJpeg(50, 50))).json()) as { photo: { id: string } };
    const stolen = await review(routes.write, orderId, user, input({ photoIds: [photo.id] }));
    expect(stolen).toMatchObject({ status: 422, body: { message: reviewErrors.photoMissing } });
    const stars = await review(routes.write, orderId, user, { ...input(), food: 6 });
    expect(stars.status).toBe(400);
    expect(stars.body.message).toContain('food');
    // Nothing half-written was kept.
    expect((await callRoute<OrderReviewView>(routes.view, '', { user, params: { id: orderId } })).body.state).toBe(
      'open',
    );
  });

  it('stops a diner past ten reviews in an hour', async () => {
    const user = await fixture.diner();
    const { db } = fixture.testDb;
    const { orderId } = await deliveredOrder();
    await db.query('UPDATE orders SET user_id = $1 WHERE id = $2', [user.userId, orderId]);
    for (let n = 0; n < 10; n += 1) {
      const other = await deliveredOrder();
      await db.query('UPDATE orders SET user_id = $1 WHERE id = $2', [user.userId, other.orderId]);
      expect((await review(routes.write, other.orderId, user, input())).status).toBe(201);
    }
    expect((await review(routes.write, orderId, user, input())).status).toBe(429);
  });
});

describe('changing and deleting a review', () => {
  it('edits within the window, drops removed photos, then refuses after it; deletes at any time', async () => {
    const { orderId, user } = await deliveredOrder();
    const { photo } = (await (await upload(user, await plainJpeg(60, 60))).json()) as { photo: { id: string } };
    await review(routes.write, orderId, user, input({ photoIds: [photo.id] }));
    const edited = await review(routes.edit, orderId, user, input({ food: 2, text: 'Cold the second time.' }));
    expect(edited.status).toBe(200);
    expect(edited.body.review).toMatchObject({ food: 2, text: 'Cold the second time.', photoIds: [] });
    expect(await store.get(photoKey(photo.id))).toBeNull();

    const start = clock;
    clock += (reviewLimits.editDays + 1) * day;
    try {
      const late = await review(routes.edit, orderId, user, input());
      expect(late).toMatchObject({ status: 409, body: { message: reviewErrors.editClosed } });
      const deleted = await rawCall(routes.remove, user, { method: 'DELETE' }, { id: orderId });
      expect(deleted.status).toBe(204);
    } finally {
      clock = start;
    }
    const gone = await rawCall(routes.remove, user, { method: 'DELETE' }, { id: orderId });
    expect(gone.status).toBe(404);
  });
});

describe('pending reviews', () => {
  it('lists delivered orders not yet rated, newest first, at most three', async () => {
    const user = await fixture.diner();
    const ids: string[] = [];
    for (const ago of [4, 3, 2, 1]) {
      const { orderId } = await deliveredOrder(ago * 3_600_000);
      await fixture.testDb.db.query('UPDATE orders SET user_id = $1 WHERE id = $2', [user.userId, orderId]);
      ids.push(orderId);
    }
    await service.write(user.userId, ids[3]!, input());
    const answer = await callRoute<{ pending: { orderId: string }[] }>(routes.pending, '', { user });
    expect(answer.body.pending.map((entry) => entry.orderId)).toEqual([ids[2], ids[1], ids[0]]);
  });
});

describe('reports', () => {
  it('counts each diner once, refuses one’s own review, and hides a review after enough reports', async () => {
    const { orderId, user } = await deliveredOrder();
    const { id } = await service.write(user.userId, orderId, input());
    const report = (who: SessionUser, reason = 'spam') =>
      callRoute(routes.report, '', { user: who, params: { id }, body: { reason } });
    expect(await report(user)).toMatchObject({ status: 409, body: { message: reviewErrors.ownReview } });
    expect((await report(await fixture.diner(), 'rude')).status).toBe(400);
    const first = await fixture.diner();
    expect((await report(first)).status).toBe(201);
    expect((await report(first)).status).toBe(200);
    expect((await report(await fixture.diner())).status).toBe(201);
    expect((await service.view(user.userId, orderId)).review?.hidden).toBe(false);
    expect((await report(await fixture.diner())).status).toBe(201);
    expect((await service.view(user.userId, orderId)).review?.hidden).toBe(true);
    expect((await report(await fixture.diner())).status).toBe(404);
  });
});

describe('photo uploads', () => {
  it('refuses a wrong type, an oversized body and an empty one; sweeps a photo never attached', async () => {
    const user = await fixture.diner();
    expect((await upload(user, await plainJpeg(), 'image/gif')).status).toBe(415);
    expect((await upload(user, Buffer.alloc(reviewLimits.photoBytesMax + 10, 1))).status).toBe(413);
    expect((await upload(user, Buffer.alloc(0))).status).toBe(422);
    const { photo } = (await (await upload(user, await plainJpeg(40, 40))).json()) as { photo: { id: string } };
    expect(await service.sweepPhotos()).toBe(0);
    const start = clock;
    clock += 2 * day;
    try {
      expect(await service.sweepPhotos()).toBeGreaterThanOrEqual(1);
    } finally {
      clock = start;
    }
    expect(await store.get(photoKey(photo.id))).toBeNull();
  });
});
