// The operators' surge-fee call and a restaurant's stock webhook against the built server, as the
// browser tests' helper signs them: a rain fee reaches the listing's card and the diner's cart
// bill with the same amount and reason and is charged at placing; a dish marked sold out is
// sold out on the menu and refused by the cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSurgeFee, e2eOperatorSecret, e2eRestaurantSecret, endSurgeFee, setStockOf } from '#test/signedCalls.ts';
import { addToCart, call, diner, restaurantWithDishes, start, type Server } from './harness';
import { koramangalaRestaurants } from '../../scripts/lib/server.mjs';

let server: Server;

beforeAll(async () => {
  server = await start({
    OPERATOR_SECRET: e2eOperatorSecret,
    RESTAURANT_WEBHOOK_SECRET: e2eRestaurantSecret,
    SURGE_FEES_FILE: 'off',
    OTP_MAX_REQUESTS_PER_IP: '1000',
  });
});
afterAll(async () => {
  await server?.stop();
});

describe('the signed calls of operators and restaurants', () => {
  it('a rain fee set by the call shows on the card and the cart with its reason, and is charged; ended, it is gone', async () => {
    const { restaurantId, dishIds } = await restaurantWithDishes(server, 1);
    await addSurgeFee(server.origin, { id: 'rain-reliability', reason: 'rain', amount: 2500, cities: ['bangalore'] });
    const cards = (await koramangalaRestaurants(server.origin)) as { info: { id: string; surge?: unknown } }[];
    const card = cards.find((c) => c.info.id === restaurantId);
    expect(card?.info.surge).toMatchObject({ reason: 'rain', amount: 2500, label: 'Rain fee' });

    const d = await diner(server, 'Rain Diner');
    const added = await addToCart(server, d, restaurantId, dishIds[0]);
    expect(added.status).toBe(200);
    const cart = (await call(server, `/api/getcart?database=${d.user.database}`, { cookie: d.cookie })).body as any;
    expect(cart.cart.bill.surge).toMatchObject({ reason: 'rain', amount: 2500 });
    const address = await call(server, '/api/addresses', {
      cookie: d.cookie,
      body: { label: 'Home', flat: '4A Rose Court', area: 'Koramangala, Bengaluru', lat: 12.92614, lng: 77.62211 },
    });
    const addressId = (address.body as any).address.id;
    const quote = (await call(server, '/api/checkout/quote', { cookie: d.cookie, body: { addressId } })).body as any;
    expect(quote.bill.surgeFee).toBe(2500);
    expect(quote.bill.total).toBe(cart.cart.bill.toPay);
    const placed = await call(server, '/api/orders', {
      cookie: d.cookie,
      headers: { 'idempotency-key': `rain-${process.pid}-reliability` },
      body: { addressId, paymentMethod: 'cod', expectedTotal: quote.bill.total },
    });
    expect(placed.status).toBe(201);
    expect((placed.body as any).order.bill).toMatchObject({ surgeFee: 2500, surge: { reason: 'rain' } });

    await endSurgeFee(server.origin, 'rain-reliability');
    const after = (await koramangalaRestaurants(server.origin)) as { info: { id: string; surge?: unknown } }[];
    expect(after.find((c) => c.info.id === restaurantId)?.info.surge ?? null).toBeNull();
  });

  it('a dish marked sold out by the restaurant is refused by the cart, and back in stock is taken again', async () => {
    const { restaurantId, dishIds } = await restaurantWithDishes(server, 1);
    await setStockOf(server.origin, restaurantId, [{ itemId: dishIds[0]!, inStock: false }]);
    const d = await diner(server, 'Stock Diner');
    const add = () => addToCart(server, d, restaurantId, dishIds[0]);
    const refused = await add();
    expect(refused.status).toBe(409);
    expect((refused.body as any).message).toMatch(/is sold out right now\. Try another dish\.$/);
    await setStockOf(server.origin, restaurantId, [{ itemId: dishIds[0]!, inStock: true }]);
    expect((await add()).status).toBe(200);
  });
});
