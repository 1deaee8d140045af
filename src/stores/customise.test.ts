import { afterEach, describe, expect, it, vi } from 'vitest';

// The body of each call, as the server would read it.
const bodies: { path: string; body: { cart?: Record<string, unknown>; id?: string } }[] = [];
let refuse = false;
/** What the next cart change answers. */
let changed: unknown = null;

// The HTTP layer is replaced: each cart change answers `changed`, or fails when `refuse` is set.
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn((path: string, options?: { body?: unknown }) => {
    bodies.push({ path, body: (options?.body ?? {}) as (typeof bodies)[number]['body'] });
    if (refuse) return Promise.reject(Object.assign(new Error('Network down'), { status: 503 }));
    return Promise.resolve({ cart: changed });
  }),
}));
vi.stubGlobal(
  'BroadcastChannel',
  class {
    postMessage() {}
    addEventListener() {}
  },
);

const { $cart } = await import('./areas');
const { $userData } = await import('./user');
const { $pendingAdd } = await import('./cart');
const { $customising, addChosen, chooseAfresh, closeCustomise, customiseDish, explainSeveralLines, repeatLast } =
  await import('./customise');

const user = { success: true, phone: '+919876543210', database: 'db_1', userId: 'u1', name: 'Asha' };
const biryani = {
  id: 'b',
  name: 'Chicken Biryani',
  description: '',
  price: 25000,
  itemAttribute: { vegClassifier: 'NONVEG' as const },
  variantsV2: {
    variantGroups: [
      {
        groupId: 'qty',
        name: 'Quantity',
        variations: [
          { id: 'qty-half', name: 'Half', price: 0, default: 1 as const },
          { id: 'qty-full', name: 'Full', price: 15000 },
        ],
      },
    ],
  },
};
const line = (choices: string[], quantity = 1) => ({
  id: 'b',
  lineId: `b~${choices.join('.')}`,
  name: 'Chicken Biryani',
  restaurantId: '100001',
  quantity,
  price: 25000,
  isVeg: false,
  vegClass: 'NONVEG' as const,
  choices: choices.map((id) => ({
    groupId: 'qty',
    groupName: 'Quantity',
    id,
    name: id,
    price: 0,
    veg: 'VEG' as const,
  })),
});
const cartOf = (...documents: ReturnType<typeof line>[]) => ({ total: 1, documents, restaurant: null, bill: null });

afterEach(() => {
  closeCustomise();
  bodies.length = 0;
  refuse = false;
  changed = null;
  $pendingAdd.set(null);
  $cart.reset();
});

describe('the customisation sheet’s store', () => {
  it('ADD on a dish not in the cart opens the choices; adding them closes the sheet and says a line was added', async () => {
    $userData.set(user);
    const closed = customiseDish(biryani, '100001');
    expect($customising.get()).toMatchObject({ view: 'choose', last: null });
    changed = cartOf(line(['qty-full']));
    expect(await addChosen(['qty-full'])).toBe(true);
    expect(bodies[0]?.body.cart).toMatchObject({ id: 'b', restaurantId: '100001', choices: ['qty-full'] });
    expect(bodies[0]?.body.cart?.variantsV2).toBeUndefined();
    expect($customising.get()).toBeNull();
    expect(await closed).toBe(true);
  });

  it('a dish in the cart asks "Repeat last" first; repeating sends that line’s choices again', async () => {
    $userData.set(user);
    $cart.success(cartOf(line(['qty-half']), line(['qty-full'])));
    const closed = customiseDish(biryani, '100001');
    expect($customising.get()).toMatchObject({ view: 'repeat', last: { lineId: 'b~qty-full' } });
    changed = cartOf(line(['qty-half']), line(['qty-full'], 2));
    expect(await repeatLast()).toBe(true);
    expect(bodies[0]?.body.cart).toMatchObject({ id: 'b', choices: ['qty-full'] });
    expect(await closed).toBe(true);
  });

  it('"I’ll choose" shows the choices, as a new opening that starts from the defaults', () => {
    $cart.success(cartOf(line(['qty-half'])));
    void customiseDish(biryani, '100001');
    const asked = $customising.get()!;
    chooseAfresh();
    expect($customising.get()).toMatchObject({ view: 'choose' });
    expect($customising.get()!.opening).toBeGreaterThan(asked.opening);
  });

  it('a failed add keeps the sheet open with the diner’s choices; closing it says nothing was added', async () => {
    $userData.set(user);
    const closed = customiseDish(biryani, '100001');
    refuse = true;
    expect(await addChosen(['qty-half'])).toBe(false);
    expect($customising.get()).not.toBeNull();
    closeCustomise();
    expect(await closed).toBe(false);
  });

  it('an add that waits for a sign-in closes the sheet, so the sign-in drawer is the one shown', async () => {
    $userData.set(null);
    const closed = customiseDish(biryani, '100001');
    expect(await addChosen(['qty-half'])).toBe(false);
    expect($pendingAdd.get()).toMatchObject({ reason: 'sign-in', choices: ['qty-half'] });
    expect($customising.get()).toBeNull();
    expect(await closed).toBe(false);
  });

  it('− on a dish on several lines says how many, and points to the cart', () => {
    $cart.success(cartOf(line(['qty-half']), line(['qty-full'])));
    void explainSeveralLines(biryani, '100001');
    expect($customising.get()).toMatchObject({ view: 'several', lines: 2 });
  });
});
