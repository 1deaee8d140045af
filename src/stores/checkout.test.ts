import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Call = { path: string; body?: Record<string, unknown>; key?: string };
const calls: Call[] = [];
/** The next answers of `POST /api/orders`, in turn: an answer, or an error to throw. */
const orderAnswers: (object | Error)[] = [];
let addresses: object[] = [];

const refusal = (status: number, message: string) =>
  Object.assign(new Error(message), {
    name: 'FetchError',
    status,
    statusCode: status,
    data: { message, error: message },
  });

/** The delivery slots the next quotes offer. */
let quoteSlots: { start: string; end: string; label: string }[] = [];
// The HTTP layer is replaced: each call is recorded with its body and Idempotency-Key.
vi.mock('../lib/browser/apiClient', () => ({
  api: vi.fn(async (path: string, options?: { body?: Record<string, unknown>; headers?: Record<string, string> }) => {
    calls.push({
      path,
      ...(options?.body ? { body: options.body } : {}),
      ...(options?.headers?.['Idempotency-Key'] ? { key: options.headers['Idempotency-Key'] } : {}),
    });
    if (path === '/getcart') return { cart };
    if (path === '/addresses' && options?.body) return { address: { ...options.body, id: 'a-new', isDefault: false } };
    if (path === '/addresses') return { addresses };
    if (path === '/checkout/quote') {
      const code = options?.body?.couponCode as string | undefined;
      return {
        bill: { total: 41_000 },
        coupon: code ? { code, applied: true, message: `${code} applied` } : null,
        addressProblem: null,
        slots: quoteSlots,
      };
    }
    if (path === '/orders') {
      const next = orderAnswers.shift();
      if (next instanceof Error) throw next;
      return next;
    }
    throw new Error(`unexpected call ${path}`);
  }),
}));
// Paying is the browser's business (a redirect); here it only records that it was reached.
const paid: unknown[] = [];
vi.mock('./payment', () => ({ goToPayment: vi.fn(async (answer: unknown) => void paid.push(answer)) }));

const cart = {
  total: 1,
  documents: [
    {
      id: 'd1',
      lineId: 'd1',
      name: 'Dosa',
      restaurantId: 'r1',
      price: 12_000,
      isVeg: true,
      vegClass: 'VEG',
      quantity: 2,
    },
  ],
  restaurant: null,
  bill: null,
};
const home = { id: 'a-home', label: 'Home', isDefault: true };
const work = { id: 'a-work', label: 'Work', isDefault: false };
const user = { success: true, phone: '+919876543210', database: 'db_1', userId: 'u1', name: 'Asha' };

const { $userData } = await import('./user');
const { $cart } = await import('./areas');
const checkout = await import('./checkout');
const { $checkout, $checkoutAddresses, $quote, attemptEnds, openCheckout, placeCheckoutOrder } = checkout;

/** Lets every pending answer arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const quoteCalls = () => calls.filter((c) => c.path === '/checkout/quote');
const orderCalls = () => calls.filter((c) => c.path === '/orders');

let close = () => {};
beforeEach(async () => {
  addresses = [work, home];
  $userData.set(user);
  $cart.set({ isLoading: false, error: null, data: null });
  close = openCheckout();
  await settle();
});
afterEach(() => {
  close();
  calls.length = 0;
  orderAnswers.length = 0;
  paid.length = 0;
});

describe('opening checkout', () => {
  it('loads the cart and the addresses, chooses the default address and prices the cart for it', () => {
    // The cart arrives first and is priced without an address, then for the default one.
    expect(calls.map((c) => c.path)).toEqual(['/getcart', '/addresses', '/checkout/quote', '/checkout/quote']);
    expect($checkoutAddresses.get().data).toEqual([work, home]);
    expect($checkout.get().addressId).toBe('a-home');
    expect(quoteCalls().map((c) => c.body)).toEqual([{}, { addressId: 'a-home' }]);
    expect($quote.get().data?.bill.total).toBe(41_000);
  });

  it('asks for a new bill when the address, the coupon or the cart changes, and keeps the last one meanwhile', async () => {
    calls.length = 0;
    checkout.chooseAddress('a-work');
    expect($quote.get()).toMatchObject({ isLoading: true, data: { bill: { total: 41_000 } } });
    await settle();
    checkout.applyCoupon(' welcome50 ');
    await settle();
    $cart.success({ ...cart, documents: [{ ...cart.documents[0], quantity: 3 }] } as never);
    await settle();
    expect(quoteCalls().map((c) => c.body)).toEqual([
      { addressId: 'a-work' },
      { addressId: 'a-work', couponCode: 'WELCOME50' },
      { addressId: 'a-work', couponCode: 'WELCOME50' },
    ]);
  });

  it('asks for nothing for a signed-out visitor', async () => {
    close();
    calls.length = 0;
    $userData.set(null);
    close = openCheckout();
    await settle();
    expect(calls).toEqual([]);
    expect($quote.get().data).toBeNull();
  });
});

describe('a new address at checkout', () => {
  const area = { text: 'Koramangala, Bengaluru', placeId: 'p1', lat: 12.93, lng: 77.62 };
  const fields = { label: 'Home' as const, flat: '12 Lake View', floor: '', landmark: '', instructions: '' };

  it('is refused on the field without a call when the flat is missing', async () => {
    calls.length = 0;
    expect(await checkout.saveCheckoutAddress({ ...fields, flat: ' ' }, area)).toBeNull();
    expect($checkout.get().addressErrors.flat).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('is saved, listed first and chosen', async () => {
    const saved = await checkout.saveCheckoutAddress(fields, area);
    expect(saved?.id).toBe('a-new');
    expect($checkoutAddresses.get().data?.map((a) => a.id)).toEqual(['a-new', 'a-work', 'a-home']);
    expect($checkout.get()).toMatchObject({ addressId: 'a-new', savingAddress: false, problem: null });
  });
});

describe('placing the order', () => {
  const placed = { order: { id: 'o1' }, payment: { kind: 'none' } };

  it('sends the choices with the total the bill showed, then goes to pay', async () => {
    orderAnswers.push(placed);
    await placeCheckoutOrder('cod');
    expect(orderCalls()[0]?.body).toEqual({ addressId: 'a-home', paymentMethod: 'cod', expectedTotal: 41_000 });
    expect(paid).toEqual([placed]);
    expect($checkout.get().placing).toBe(true);
  });

  it('retries a lost answer with the same key, and makes a new attempt after a refusal', async () => {
    orderAnswers.push(new TypeError('fetch failed'), refusal(502, 'Bad gateway'), refusal(422, 'The bill changed.'));
    orderAnswers.push(placed);
    for (let i = 0; i < 4; i++) await placeCheckoutOrder('upi_intent');
    const keys = orderCalls().map((c) => c.key);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('says what went wrong, lets the diner try again, and reloads the cart after a conflict', async () => {
    orderAnswers.push(refusal(409, 'Your cart changed. Please check it and place the order again.'));
    calls.length = 0;
    await placeCheckoutOrder('card');
    expect($checkout.get()).toMatchObject({
      placing: false,
      problem: 'Your cart changed. Please check it and place the order again.',
    });
    expect(calls.map((c) => c.path)).toEqual(['/orders', '/getcart']);
  });

  it('starts a new attempt once the bill changed', async () => {
    orderAnswers.push(new TypeError('fetch failed'), placed);
    await placeCheckoutOrder('cod');
    checkout.applyCoupon('TRYNEW');
    await settle();
    await placeCheckoutOrder('cod');
    const [first, second] = orderCalls().map((c) => c.key);
    expect(second).not.toBe(first);
  });

  it('does nothing twice: a second press while placing sends nothing', async () => {
    let answer!: (value: object) => void;
    const pending = new Promise<object>((resolve) => (answer = resolve));
    const { api } = await import('../lib/browser/apiClient');
    vi.mocked(api).mockImplementationOnce(async (path: string) => {
      calls.push({ path });
      return pending;
    });
    const firstPress = placeCheckoutOrder('cod');
    await placeCheckoutOrder('cod');
    answer(placed);
    await firstPress;
    expect(orderCalls()).toHaveLength(1);
  });
});

describe('ordering ahead', () => {
  const start = '2026-11-27T13:30:00.000Z';

  it('sends the slot chosen with the quote and the order', async () => {
    quoteSlots = [{ start, end: '2026-11-27T14:00:00.000Z', label: 'Today, 7 pm – 7:30 pm' }];
    calls.length = 0;
    checkout.chooseSlot(start);
    await settle();
    expect(quoteCalls().map((c) => c.body)).toEqual([{ addressId: 'a-home', slot: start }]);
    orderAnswers.push({ order: { id: 'o1' }, payment: { kind: 'none' } });
    await placeCheckoutOrder('cod');
    expect(orderCalls()[0]?.body).toMatchObject({ slot: start });
    quoteSlots = [];
  });

  it('drops a slot the restaurant no longer offers, and the bill is asked for again without it', async () => {
    calls.length = 0;
    checkout.chooseSlot(start);
    await settle();
    await settle();
    expect($checkout.get().slot).toBeNull();
    expect(quoteCalls().map((c) => c.body)).toEqual([{ addressId: 'a-home', slot: start }, { addressId: 'a-home' }]);
  });
});

describe('attemptEnds', () => {
  it('ends an attempt on a refusal, never on a lost answer', () => {
    expect(attemptEnds(400)).toBe(true);
    expect(attemptEnds(409)).toBe(true);
    expect(attemptEnds(500)).toBe(false);
    expect(attemptEnds(503)).toBe(false);
    expect(attemptEnds(undefined)).toBe(false);
  });
});
