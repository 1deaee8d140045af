import { afterEach, describe, expect, it, vi } from 'vitest';

/** The answers the next calls get, by method and path: a value, or an error to throw. */
const answers = new Map<string, unknown>();
const asked: { method: string; path: string; options: Record<string, unknown> | undefined }[] = [];

// The HTTP layer is replaced: each call is recorded and answered from `answers`.
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn(async (path: string, options?: Record<string, unknown>) => {
    const method = typeof options?.method === 'string' ? options.method : 'GET';
    asked.push({ method, path, options });
    const answer = answers.get(`${method} ${path}`);
    if (answer instanceof Error) throw answer;
    return answer;
  }),
}));

const {
  $orderReview,
  $pendingReviews,
  $rating,
  $ratedHere,
  $restaurantReviews,
  closeRating,
  deleteReview,
  loadPendingReviews,
  loadReviews,
  openRating,
  promptedReview,
  putOffRatingPrompt,
  $ratingPromptOff,
  reportReview,
  saveReview,
  uploadReviewPhoto,
} = await import('./reviews');

const refusal = (status: number, message: string) =>
  Object.assign(new Error(message), { status, data: { message, error: message } });

const view = {
  orderId: 'o1',
  restaurant: { id: 'r1', name: 'Meghana Foods' },
  dishes: [{ dishId: 'd1', name: 'Chicken Biryani' }],
  state: 'open',
  writeBy: '2030-01-01T00:00:00.000Z',
  review: null,
};
const input = { food: 4, delivery: 5, text: 'Hot and on time.', dishes: [{ dishId: 'd1', liked: true }], photoIds: [] };
const written = {
  ...input,
  id: 'v1',
  photos: [],
  createdAt: 'now',
  updatedAt: 'now',
  editableUntil: 'later',
  hidden: false,
};
const summary = { rating: 4.3, count: 120, verifiedCount: 2, distribution: [0, 0, 0, 1, 1] };
const review = (id: string) => ({
  id,
  author: 'Asha R.',
  food: 5,
  text: '',
  photos: [],
  liked: [],
  createdAt: 'now',
  edited: false,
});

afterEach(() => {
  answers.clear();
  asked.length = 0;
  closeRating();
  $ratedHere.set({});
  $pendingReviews.set({ isLoading: false, error: null, data: null });
  $restaurantReviews.set({ restaurantId: null, page: null, reviews: [], loading: false, error: null });
});

describe('the rating form of an order', () => {
  it('opens for an order and loads what the server says of its rating', async () => {
    answers.set('GET /orders/o1/review', view);
    openRating('o1');
    expect($rating.get()).toMatchObject({ orderId: 'o1' });
    await vi.waitFor(() => expect($orderReview.get().data).toEqual(view));
    const first = $rating.get()?.opening;
    openRating('o1');
    expect($rating.get()?.opening).not.toBe(first);
    closeRating();
    expect($rating.get()).toBeNull();
  });

  it('writes a new review with POST and an edit with PATCH, and every screen learns the order is rated', async () => {
    answers.set('GET /orders/o1/review', view);
    answers.set('POST /orders/o1/review', { review: written });
    answers.set('PATCH /orders/o1/review', { review: { ...written, food: 3 } });
    $pendingReviews.success([
      { orderId: 'o1', number: '1001', restaurantName: 'Meghana Foods', deliveredAt: 'now' },
      { orderId: 'o2', number: '1002', restaurantName: 'Truffles', deliveredAt: 'now' },
    ]);
    openRating('o1');
    await vi.waitFor(() => expect($orderReview.get().data).toEqual(view));
    expect(await saveReview('o1', input, false)).toEqual(written);
    expect(asked.at(-1)).toMatchObject({ method: 'POST', options: { body: input } });
    expect($ratedHere.get()).toEqual({ o1: 'written' });
    expect($orderReview.get().data).toMatchObject({ state: 'written', review: written });
    expect($pendingReviews.get().data?.map((p) => p.orderId)).toEqual(['o2']);
    await saveReview('o1', { ...input, food: 3 }, true);
    expect(asked.at(-1)).toMatchObject({ method: 'PATCH', path: '/orders/o1/review' });
    expect($orderReview.get().data?.review?.food).toBe(3);
  });

  it('keeps the server refusal for the form to say, and marks nothing rated', async () => {
    answers.set('POST /orders/o1/review', refusal(409, 'You have already rated this order.'));
    await expect(saveReview('o1', input, false)).rejects.toThrow('You have already rated this order.');
    expect($ratedHere.get()).toEqual({});
  });

  it('deletes a review, and the order can be rated again', async () => {
    answers.set('GET /orders/o1/review', { ...view, state: 'written', review: written });
    openRating('o1');
    await vi.waitFor(() => expect($orderReview.get().data?.review).toEqual(written));
    await deleteReview('o1');
    expect(asked.at(-1)).toMatchObject({ method: 'DELETE', path: '/orders/o1/review' });
    expect($ratedHere.get()).toEqual({ o1: 'open' });
    expect($orderReview.get().data).toMatchObject({ state: 'open', review: null });
  });

  it("uploads a photo's bytes with its type, and answers the photo as stored", async () => {
    const photo = { id: 'p1', url: '/media/reviews/p1.webp', width: 800, height: 600 };
    answers.set('POST /reviews/photos', { photo });
    const bytes = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    expect(await uploadReviewPhoto(bytes)).toEqual(photo);
    expect(asked.at(-1)?.options).toMatchObject({ body: bytes, headers: { 'Content-Type': 'image/jpeg' } });
    await uploadReviewPhoto(new Blob([new Uint8Array([1])], { type: 'image/webp' }));
    expect(asked.at(-1)?.options).toMatchObject({ headers: { 'Content-Type': 'image/webp' } });
    await uploadReviewPhoto(new Blob([new Uint8Array([1])]));
    expect(asked.at(-1)?.options).toMatchObject({ headers: { 'Content-Type': 'image/jpeg' } });
  });
});

describe('delivered orders waiting for a rating', () => {
  it('loads them for the home page, or the failure in diner words', async () => {
    const pending = [{ orderId: 'o1', number: '1001', restaurantName: 'Meghana Foods', deliveredAt: 'now' }];
    answers.set('GET /reviews/pending', { pending });
    await loadPendingReviews();
    expect($pendingReviews.get().data).toEqual(pending);
    answers.set('GET /reviews/pending', refusal(429, 'rate limited'));
    await loadPendingReviews();
    expect($pendingReviews.get().error).toBe('Too many attempts. Please wait a minute and try again.');
  });
});

describe("the home page's prompt", () => {
  it('asks about the newest order not put off, and remembers "Not now" per order', () => {
    const pending = ['o3', 'o2', 'o1'].map((orderId) => ({
      orderId,
      number: orderId,
      restaurantName: 'R',
      deliveredAt: 'now',
    }));
    expect(promptedReview(null, [])).toBeNull();
    expect(promptedReview(pending, [])?.orderId).toBe('o3');
    putOffRatingPrompt('o3');
    putOffRatingPrompt('o3');
    expect($ratingPromptOff.get()).toEqual(['o3']);
    expect(promptedReview(pending, $ratingPromptOff.get())?.orderId).toBe('o2');
    expect(promptedReview(pending, ['o1', 'o2', 'o3'])).toBeNull();
  });
});

describe("a restaurant's reviews", () => {
  it('reads the first page, then the next with its cursor, adding each review once', async () => {
    answers.set('GET /reviews', { summary, reviews: [review('a'), review('b')], nextCursor: 'c2' });
    await loadReviews('r1');
    expect(asked.at(-1)?.options).toMatchObject({ query: { restaurantId: 'r1' } });
    expect($restaurantReviews.get()).toMatchObject({ restaurantId: 'r1', page: { summary, nextCursor: 'c2' } });
    answers.set('GET /reviews', { summary, reviews: [review('b'), review('c')], nextCursor: null });
    await loadReviews('r1', true);
    expect(asked.at(-1)?.options).toMatchObject({ query: { restaurantId: 'r1', cursor: 'c2' } });
    expect($restaurantReviews.get().reviews.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    const calls = asked.length;
    await loadReviews('r1', true);
    expect(asked.length).toBe(calls);
  });

  it('keeps the reviews read when the next page fails, with the reason in diner words', async () => {
    answers.set('GET /reviews', { summary, reviews: [review('a')], nextCursor: 'c2' });
    await loadReviews('r1');
    answers.set('GET /reviews', Object.assign(new Error('fetch failed'), { name: 'FetchError' }));
    await loadReviews('r1', true);
    const state = $restaurantReviews.get();
    expect(state.reviews.map((r) => r.id)).toEqual(['a']);
    expect(state.error).toMatch(/offline|went wrong/);
    expect(state.loading).toBe(false);
  });
});

describe('reporting a review', () => {
  it('sends the reason', async () => {
    answers.set('POST /reviews/v9/report', { reported: true });
    await reportReview('v9', 'spam');
    expect(asked.at(-1)?.options).toMatchObject({ method: 'POST', body: { reason: 'spam' } });
  });
});
