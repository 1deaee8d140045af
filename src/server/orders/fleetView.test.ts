import { describe, expect, it } from 'vitest';
import { dishes, orderFixtureOfFile } from '#test/orders/orderFixture.ts';
import { callRoute, callSignedRoute } from '#test/routeHarness.ts';
import { signatureHeader, signBody } from '../http/signedCalls.ts';
import { createFleetRoute, doorPhotoProblem } from './fleet.ts';
import { createFleetOrderRoute, fleetReadMessage, type FleetOrderView } from './fleetView.ts';

const fixture = orderFixtureOfFile();
const secret = 'fleet-secret-for-tests';
const photos = 'https://photos.fleet.example';

const readRoute = createFleetOrderRoute(
  async () => fixture.testDb.db,
  () => secret,
);
const eventRoute = createFleetRoute(
  async () => fixture.testDb.db,
  () => secret,
  () => photos,
);

/** The fleet's signed GET of an order (signed over another path when `signedPath` is given). */
function read(orderId: string, signedPath?: string) {
  const path = `/api/fleet/orders/${orderId}`;
  const header = signBody(fleetReadMessage(signedPath ?? path), secret, Math.floor(Date.now() / 1000));
  return callRoute<{ order: FleetOrderView }>(readRoute, `fleet/orders/${orderId}`, {
    params: { id: orderId },
    headers: { [signatureHeader]: header },
  });
}

/** A cash order of one Paneer Tikka with a ₹50 tip, to be left at the door. */
async function cashOrderWithTip() {
  const user = await fixture.diner();
  const where = await fixture.address(user);
  await fixture.fill(user, [[dishes.paneer.id, 1]]);
  const { order } = await fixture.orders.place(user.userId, `key-${user.userId}`, {
    addressId: where.id,
    paymentMethod: 'cod',
    tip: 5000,
    noContact: true,
  });
  return { order, user };
}

describe('the rider’s view of an order, read by the fleet', () => {
  it('carries the address, its instructions, no-contact, the tip and the cash to collect', async () => {
    const { order } = await cashOrderWithTip();
    const answer = await read(order.id);
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({
      orderId: order.id,
      number: order.number,
      status: 'placed',
      dropoff: { instructions: 'Ring twice', landmark: 'Near Forum Mall' },
      noContact: true,
      tip: { atCheckout: 5000, afterDelivery: 0, total: 5000 },
      cashToCollect: order.bill.total,
    });
    expect(answer.body.order.dropoff.line).toContain('Lake View Apartments');
  });

  it('answers only a fresh signature over its own path, and nothing while no secret is set', async () => {
    const { order } = await cashOrderWithTip();
    expect((await read(order.id, '/api/fleet/orders/another')).status).toBe(401);
    const unsigned = await callRoute(readRoute, `fleet/orders/${order.id}`, { params: { id: order.id } });
    expect(unsigned.status).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await read(unknown)).status).toBe(404);
    const off = createFleetOrderRoute(
      async () => fixture.testDb.db,
      () => null,
    );
    expect((await callRoute(off, `fleet/orders/${order.id}`, { params: { id: order.id } })).status).toBe(404);
  });
});

describe('the rider’s photo at the door', () => {
  const post = (body: unknown) => callSignedRoute<{ status?: string }>(eventRoute, 'fleet/events', body, secret);

  it('is kept from a fleet event over https from the fleet’s photo host, and shows on the order', async () => {
    const { order, user } = await cashOrderWithTip();
    const doorPhotoUrl = `${photos}/door/${order.id}.jpg`;
    expect((await post({ orderId: order.id, doorPhotoUrl })).status).toBe(200);
    expect((await fixture.orders.get(user.userId, order.id)).doorPhotoUrl).toBe(doorPhotoUrl);
  });

  it('refuses http, credentials, another host and a script address', async () => {
    const { order } = await cashOrderWithTip();
    const http = await post({ orderId: order.id, doorPhotoUrl: 'http://photos.fleet.example/a.jpg' });
    expect(http.status).toBe(400);
    expect(http.body.message).toContain('doorPhotoUrl: must be an https URL');
    expect((await post({ orderId: order.id, doorPhotoUrl: 'javascript:alert(1)' })).status).toBe(400);
    const withCredentials = await post({ orderId: order.id, doorPhotoUrl: 'https://a:b@photos.fleet.example/a.jpg' });
    expect(withCredentials.body.message).toContain('doorPhotoUrl: must not carry credentials');
    const elsewhere = await post({ orderId: order.id, doorPhotoUrl: 'https://elsewhere.example/a.jpg' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toContain(`doorPhotoUrl: must be on ${photos}`);
    expect(doorPhotoProblem(`${photos}/a.jpg`, null)).toMatch(/no photo host is configured/);
  });
});
