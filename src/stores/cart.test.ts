import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
let answerCart: (cart: unknown) => void = () => {};
let conflict = false;

// The HTTP layer is replaced: the cart load stays pending until the test answers it.
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn((path: string) => {
    calls.push(path);
    if (path === '/getcart') return new Promise((resolve) => (answerCart = (cart) => resolve({ cart })));
    if (path === '/addToCart' && conflict) {
      const message = 'Your cart has dishes from another restaurant.';
      return Promise.reject(Object.assign(new Error(message), { status: 409, data: { message, error: message } }));
    }
    return Promise.resolve({ cart: { total: 0, documents: [], restaurant: null, bill: null } });
  }),
}));

// The other tabs: every message this tab posts on the cart channel.
const posted: unknown[] = [];
vi.stubGlobal(
  'BroadcastChannel',
  class {
    postMessage(message: unknown) {
      posted.push(message);
    }
    addEventListener() {}
  },
);

const { $cart } = await import('./areas');
const { $userData } = await import('./user');
const { $cartCount, $cartQuantities, $pendingAdd, addToCart, loadCart, removeFromCart } = await import('./cart');

const user = { success: true, phone: '+919876543210', database: 'db_1', userId: 'u1', name: 'Asha' };
const line = (id: string, restaurantId: string, quantity: number) => ({
  id,
  name: id,
  restaurantId,
  quantity,
  price: 100,
  isVeg: true,
});

afterEach(() => {
  calls.length = 0;
  posted.length = 0;
  conflict = false;
  $pendingAdd.set(null);
  $cart.reset();
});

describe('cart store', () => {
  it('reads the documents of the cart answer: the badge count and the quantities', () => {
    $cart.success({
      total: 2,
      documents: [line('d1', '100001', 2), line('d2', '100001', 3)],
      restaurant: null,
      bill: null,
    });
    expect($cartCount.get()).toBe(5);
    expect($cartQuantities.get().get('d2')).toBe(3);
  });

  it('an add pressed while the cart is still loading goes to the server at once, and its other-restaurant answer asks first', async () => {
    $userData.set(user);
    conflict = true;
    const loaded = loadCart();
    const added = await addToCart({ id: 'd9', name: 'Dosa' }, '100002');
    // Not held back by the cart load, which may never come on a bad network.
    expect(calls).toEqual(['/getcart', '/addToCart']);
    expect(added).toBe(false);
    expect($pendingAdd.get()).toMatchObject({ restaurantId: '100002', reason: 'other-restaurant' });
    answerCart({ total: 1, documents: [line('d1', '100001', 1)], restaurant: null, bill: null });
    await loaded;
  });

  it('tells the other tabs about a change this tab made, never about a load (which would echo between tabs)', async () => {
    $userData.set(user);
    const loaded = loadCart();
    answerCart({ total: 0, documents: [], restaurant: null, bill: null });
    await loaded;
    expect(posted).toEqual([]);
    expect(await removeFromCart('d1')).toBe(true);
    expect(posted).toEqual(['changed']);
  });
});
