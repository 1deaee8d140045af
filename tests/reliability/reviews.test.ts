// Reviews against the built server: another diner's order is a 404, a cancelled one and a second
// review a 409, 50 concurrent reviews of one order store exactly one, and hostile photos (an
// image bomb, a polyglot, a wrong type, an oversized body) are refused while a photo's EXIF with
// its GPS position never reaches the stored file.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedPost } from '#test/signedCalls.ts';
import { jpegWithGps, plainJpeg, pngBomb, polyglotJpeg } from '#test/media/photos.ts';
import { call, diner, type Diner, type Server, start } from './harness';
import { dinerWithOrder } from './liveOrders';

const secret = 'reliability-review-fleet-secret';
let server: Server;

beforeAll(async () => {
  // The webhook moves orders to Delivered at once; the simulation stays off.
  server = await start({ ORDER_WEBHOOK_SECRET: secret, OTP_MAX_REQUESTS_PER_IP: '1000' });
});
afterAll(async () => {
  await server?.stop();
});

/** A new diner's order, reported delivered by the fleet webhook. */
async function deliveredOrder(): Promise<{ d: Diner; orderId: string }> {
  const placed = await dinerWithOrder(server);
  for (const status of ['accepted', 'preparing', 'picked_up', 'on_the_way', 'delivered']) {
    const moved = await signedPost(`${server.origin}/api/fleet/events`, { orderId: placed.orderId, status }, secret);
    expect(moved.status).toBe(200);
  }
  return placed;
}

const input = { food: 4, delivery: 5, text: 'Hot and on time.', dishes: [], photoIds: [] as string[] };

const writeReview = (d: Diner, orderId: string, body: unknown = input) =>
  call(server, `/api/orders/${orderId}/review`, { cookie: d.cookie, body });

const upload = (d: Diner, bytes: Buffer, type = 'image/jpeg') =>
  fetch(`${server.origin}/api/reviews/photos`, {
    method: 'POST',
    headers: { cookie: d.cookie, 'content-type': type },
    body: new Uint8Array(bytes),
  });

describe('who may review which order', () => {
  it("answers 404 for another diner's order and 409 for a cancelled one", async () => {
    const { orderId } = await deliveredOrder();
    const stranger = await diner(server, 'Stranger');
    expect((await writeReview(stranger, orderId)).status).toBe(404);
    expect((await call(server, `/api/orders/${orderId}/review`, { cookie: stranger.cookie })).status).toBe(404);

    const placed = await dinerWithOrder(server);
    const cancelled = await call(server, `/api/orders/${placed.orderId}/cancel`, { cookie: placed.d.cookie, body: {} });
    expect(cancelled.status).toBe(200);
    expect((await writeReview(placed.d, placed.orderId)).status).toBe(409);
  });

  it('stores exactly one of 50 concurrent reviews of one order, and refuses a second', async () => {
    const { d, orderId } = await deliveredOrder();
    const answers = await Promise.all(Array.from({ length: 50 }, () => writeReview(d, orderId)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    const view = await call(server, `/api/orders/${orderId}/review`, { cookie: d.cookie });
    expect(view.body).toMatchObject({ state: 'written' });
    const again = await writeReview(d, orderId);
    expect(again).toMatchObject({ status: 409, body: { message: 'You have already rated this order.' } });
  });
});

describe('hostile and oversized photos', () => {
  let d: Diner;
  beforeAll(async () => {
    d = await diner(server, 'Photo Diner');
  });

  it('refuses an image bomb, a polyglot, a wrong type and an oversized body with words for diners', async () => {
    const bomb = await upload(d, await pngBomb(), 'image/png');
    expect(bomb.status).toBe(422);
    expect(((await bomb.json()) as { message: string }).message).toMatch(/too many pixels/);
    expect((await upload(d, await polyglotJpeg())).status).toBe(422);
    expect((await upload(d, await plainJpeg(), 'image/svg+xml')).status).toBe(415);
    expect((await upload(d, await plainJpeg(), 'image/png')).status).toBe(415);
    // Refused by its declared length before the framework reads it.
    const big = await upload(d, Buffer.alloc(150 * 1024 + 1, 0xff));
    expect(big.status).toBe(413);
  });

  it('stores a photo without its EXIF and GPS position, served as immutable WebP', async () => {
    const uploaded = await upload(d, await jpegWithGps());
    expect(uploaded.status).toBe(201);
    const { photo } = (await uploaded.json()) as { photo: { url: string } };
    const served = await fetch(`${server.origin}${photo.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });
});
