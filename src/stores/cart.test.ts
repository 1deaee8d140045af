import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
// The body of each call, as the server would read it.
const bodies: { path: string; body: { cart?: Record<string, unknown>; id?: string } }[] = [];
let answerCart: (cart: unknown) => void = () => {};
let conflict = false;
/** What the next cart change answers (an empty cart unless a test says otherwise). */
let changed: unknown = { total: 0, documents: [], restaurant: null, bill: null };

// The HTTP layer is replaced: the cart load stays pending until the test answers it.
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn((path: string, options?: { body?: unknown }) => {
    calls.push(path);
    if (options?.body) bodies.push({ path, body: options.body as (typeof bodies)[number]['body'] });
    if (path === '/getcart') return new Promise((resolve) => (answerCart = (cart) => resolve({ cart })));
    if (path === '/addToCart' && conflict) {
      const message = 'Your cart has dishes from another restaurant.';
      return Promise.reject(Object.assign(new Error(message), { status: 409, data: { message, error: message } }));
    }
    return Promise.resolve({ cart: changed });
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

// The tab's session storage, where an add waits for a sign-in.
const session = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (key: string) => session.get(key) ?? null,
  setItem: (key: string, value: string) => session.set(key, value),
  removeItem: (key: string) => session.delete(key),
  clear: () => session.clear(),
});

const { $cart } = await import('./areas');
const { $userData } = await import('./user');
const {
  $cartCount,
  $cartQuantities,
  $dishLines,
  $pendingAdd,
  addToCart,
  lastLineOf,
  loadCart,
  removeFromCart,
  removeLine,
  repeatLine,
} = await import('./cart');

const user = { success: true, phone: '+919876543210', database: 'db_1', userId: 'u1', name: 'Asha' };
const line = (id: string, restaurantId: string, quantity: number, choices: string[] = []) => ({
  id,
  lineId: choices.length ? `${id}~${choices.join('.')}` : id,
  name: id,
  restaurantId,
  quantity,
  price: 100,
  isVeg: true,
  vegClass: 'VEG' as const,
  ...(choices.length
    ? { choices: choices.map((c) => ({ groupId: 'g', groupName: 'G', id: c, name: c, price: 0, veg: 'VEG' as const })) }
    : {}),
});
const cartOf = (...documents: ReturnType<typeof line>[]) => ({ total: 1, documents, restaurant: null, bill: null });

afterEach(() => {
  calls.length = 0;
  bodies.length = 0;
  changed = { total: 0, documents: [], restaurant: null, bill: null };
  sessionStorage.clear();
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

  it('counts a dish over all its lines, and keeps its lines together in the cart’s order', () => {
    $cart.success(cartOf(line('b', '1', 1, ['half']), line('d', '1', 1), line('b', '1', 2, ['full', 'raita'])));
    expect($cartQuantities.get().get('b')).toBe(3);
    expect(
      $dishLines
        .get()
        .get('b')
        ?.map((d) => d.lineId),
    ).toEqual(['b~half', 'b~full.raita']);
    expect($cartCount.get()).toBe(4);
  });

  it('sends the chosen option ids with the dish fields, never the dish’s groups', async () => {
    $userData.set(user);
    const dish = { id: 'b', name: 'Biryani', price: 25000, addons: [], variantsV2: { variantGroups: [] } };
    changed = cartOf(line('b', '100001', 1, ['half', 'raita']));
    expect(await addToCart(dish, '100001', { choices: ['raita', 'half'] })).toBe(true);
    expect(bodies[0]?.body.cart).toEqual({
      id: 'b',
      name: 'Biryani',
      price: 25000,
      restaurantId: '100001',
      choices: ['raita', 'half'],
    });
  });

  it('"Repeat last" is the line this tab last added the dish to, else the dish’s newest line', async () => {
    $userData.set(user);
    $cart.success(cartOf(line('b', '100001', 1, ['half']), line('b', '100001', 1, ['full'])));
    expect(lastLineOf('b')?.lineId).toBe('b~full');
    changed = cartOf(line('b', '100001', 2, ['half']), line('b', '100001', 1, ['full']));
    await addToCart({ id: 'b', name: 'b' }, '100001', { choices: ['half'] });
    expect(lastLineOf('b')?.lineId).toBe('b~half');
    expect(lastLineOf('nothing')).toBeNull();
  });

  it('repeats a line with exactly its choices, and removes one of a line by its line id', async () => {
    $userData.set(user);
    await repeatLine(line('b', '100001', 1, ['full', 'raita']));
    await repeatLine(line('d', '100001', 1));
    await removeFromCart('b~full.raita');
    expect(bodies.map((b) => b.body.cart ?? b.body.id)).toEqual([
      { id: 'b', name: 'b', restaurantId: '100001', choices: ['full', 'raita'] },
      { id: 'd', name: 'd', restaurantId: '100001' },
      'b~full.raita',
    ]);
  });

  it('takes a whole line off, however many it holds (a dish sold out)', async () => {
    $userData.set(user);
    $cart.success(cartOf(line('b', '100001', 3, ['half']), line('d', '100001', 1)));
    bodies.length = 0;
    changed = cartOf(line('d', '100001', 1));
    expect(await removeLine('b~half')).toBe(true);
    expect(bodies.map((b) => [b.path, b.body.id])).toEqual([
      ['/removeCart', 'b~half'],
      ['/removeCart', 'b~half'],
      ['/removeCart', 'b~half'],
    ]);
    expect($cart.get().data?.documents.map((d) => d.lineId)).toEqual(['d']);
    expect(await removeLine('gone')).toBe(false);
  });

  it('keeps the choices of an add that waits for a sign-in, and adds them once signed in', async () => {
    $userData.set(null);
    expect(await addToCart({ id: 'b', name: 'Biryani' }, '100001', { choices: ['half'] })).toBe(false);
    expect($pendingAdd.get()).toMatchObject({ reason: 'sign-in', choices: ['half'] });
    $userData.set(user);
    const loaded = loadCart();
    answerCart({ total: 0, documents: [], restaurant: null, bill: null });
    await loaded;
    expect(bodies.at(-1)?.body.cart).toEqual({ id: 'b', name: 'Biryani', restaurantId: '100001', choices: ['half'] });
  });
});
