import { afterEach, describe, expect, it, vi } from 'vitest';

/** The answers the next calls get, by path: a value, or an error to throw. */
const answers = new Map<string, unknown>();
const asked: string[] = [];

// The HTTP layer is replaced; the cart reload after a reorder answers an empty cart.
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn(async (path: string) => {
    asked.push(path);
    if (path === '/getcart') return { cart: { total: 0, documents: [], restaurant: null, bill: null } };
    const answer = answers.get(path);
    if (answer instanceof Error) throw answer;
    return answer;
  }),
}));
const assigned: string[] = [];
const assign = (to: string) => void assigned.push(to);
vi.stubGlobal('window', { location: { assign }, addEventListener() {}, removeEventListener() {} });

const { $orders, $reorders, loadOrders, nothingReordered, reorderOrder } = await import('./orders');

afterEach(() => {
  answers.clear();
  asked.length = 0;
  assigned.length = 0;
  $reorders.set({});
});

describe('the Orders page', () => {
  it("loads the diner's orders into the orders area, or the failure in the diner's words", async () => {
    answers.set('/orders', { orders: [{ id: 'o2' }, { id: 'o1' }] });
    await loadOrders();
    expect($orders.get()).toEqual({ isLoading: false, error: null, data: [{ id: 'o2' }, { id: 'o1' }] });
    answers.set('/orders', Object.assign(new Error('down'), { status: 503, data: { error: 'catalog down' } }));
    await loadOrders();
    expect($orders.get()).toEqual({
      isLoading: false,
      error: 'This is not available right now. Please try again in a little while.',
      data: null,
    });
  });
});

describe('reorderOrder', () => {
  it('goes to the cart when every dish went back as it was', async () => {
    answers.set('/orders/o1/reorder', { added: 2, changes: [] });
    await reorderOrder('o1');
    expect(assigned).toEqual(['/cart']);
    expect($reorders.get().o1).toEqual({ busy: false, changes: null, error: null });
  });

  it('lists what changed with the order, and says when nothing could be put back', async () => {
    answers.set('/orders/o1/reorder', { added: 1, changes: ['Dosa costs ₹130 now.'] });
    const pressing = reorderOrder('o1');
    expect($reorders.get().o1?.busy).toBe(true);
    await pressing;
    expect($reorders.get().o1).toEqual({ busy: false, changes: ['Dosa costs ₹130 now.'], error: null });
    answers.set('/orders/o2/reorder', { added: 0, changes: ['Idli is not available.'] });
    await reorderOrder('o2');
    expect($reorders.get().o2?.changes).toEqual([nothingReordered(), 'Idli is not available.']);
    expect(assigned).toEqual([]);
  });

  it('keeps a failure with its order only', async () => {
    answers.set('/orders/o1/reorder', new TypeError('fetch failed'));
    await reorderOrder('o1');
    expect($reorders.get().o1?.error).toMatch(/offline/);
    expect($reorders.get().o2).toBeUndefined();
  });
});
