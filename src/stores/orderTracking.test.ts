import { describe, expect, it, vi } from 'vitest';

let orderAnswer: unknown;

// The HTTP layer is replaced: the order answers what the test set, or throws it.
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn(async () => {
    if (orderAnswer instanceof Error) throw orderAnswer;
    return orderAnswer;
  }),
}));
vi.mock('astro:env/client', () => ({ APPWRITE_PROJECT_ID: 'thalify', LIVE_STOCK: 'on' }));

const { $orderProblem, $trackedOrder, openOrder, orderNotFoundText } = await import('./orderTracking');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('openOrder', () => {
  it('shows the order it read (a delivered order is not followed any further)', async () => {
    orderAnswer = { order: { id: 'o1', status: 'delivered' } };
    const stop = openOrder('o1');
    await settle();
    expect($trackedOrder.get()).toEqual({ id: 'o1', status: 'delivered' });
    expect($orderProblem.get()).toBeNull();
    stop();
  });

  it("says an order that is not the diner's is not found, and any other failure in the diner's words", async () => {
    orderAnswer = Object.assign(new Error('Not found'), {
      statusCode: 404,
      status: 404,
      data: { error: 'no such order' },
    });
    openOrder('o9')();
    await settle();
    expect($orderProblem.get()).toBeNull();
    openOrder('o9');
    await settle();
    expect($orderProblem.get()).toEqual({ notFound: true, message: orderNotFoundText() });
    orderAnswer = new TypeError('fetch failed');
    openOrder('o9');
    await settle();
    expect($orderProblem.get()?.notFound).toBe(false);
    expect($orderProblem.get()?.message).toMatch(/offline/);
  });
});
