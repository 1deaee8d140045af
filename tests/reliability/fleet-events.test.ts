// The fleet webhook takes a correctly signed event like any outside input: every field that is
// out of range (a date in year 0000, a NUL in a text) gets a 400 naming the field, never a 500.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type Server } from './harness';
import { dinerWithOrder } from './liveOrders';

const secret = 'reliability-fleet-secret';
let server: Server;
let orderId: string;

beforeAll(async () => {
  // The secret hands progress to the webhook: the simulation stays off, every change is the test's.
  server = await start({ ORDER_WEBHOOK_SECRET: secret, OTP_MAX_REQUESTS_PER_IP: '1000' });
  ({ orderId } = await dinerWithOrder(server));
});
afterAll(async () => {
  await server?.stop();
});

/** Posts `raw` signed with the webhook's secret as of now; answers the status and the body. */
async function signed(raw: string): Promise<{ status: number; body: { message?: string } }> {
  const t = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
  const response = await fetch(`${server.origin}/api/fleet/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-thalify-signature': `t=${t},v1=${mac}` },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('the fleet webhook validates every field of a signed event', () => {
  it('refuses dates out of range with 400 naming etaAt, and takes a sane estimate', async () => {
    for (const etaAt of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '1970-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      minutesFromNow(-3 * 24 * 60),
      // Within a day of now, but an hour before the order was placed.
      minutesFromNow(-60),
      minutesFromNow(3 * 24 * 60),
      '2026-02-30T10:00:00Z',
      '2026-13-01T10:00:00Z',
    ]) {
      const answer = await signed(JSON.stringify({ orderId, etaAt }));
      expect(answer.status, etaAt).toBe(400);
      expect(answer.body.message, etaAt).toMatch(/etaAt/);
    }
    expect((await signed(JSON.stringify({ orderId, etaAt: minutesFromNow(25) }))).status).toBe(200);
  });

  it('refuses text the database cannot hold with 400 naming the field', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['note', { status: 'accepted', note: 'ready\u0000' }],
      ['rider.name', { rider: { name: 'Ravi\u0000Kumar', phone: '+919800000001' } }],
      ['note', { status: 'accepted', note: 'half a pair \ud800' }],
      ['rider.name', { rider: { name: '\udc00', phone: '+919800000001' } }],
    ];
    for (const [field, event] of cases) {
      const answer = await signed(JSON.stringify({ orderId, ...event }));
      expect(answer.status, JSON.stringify(event)).toBe(400);
      expect(answer.body.message, JSON.stringify(event)).toContain(field);
    }
  });

  it('answers every other field out of range with a 4xx, never a 5xx', async () => {
    const events: unknown[] = [
      `{"orderId":"${orderId}","position":{"lat":1e400,"lng":0}}`,
      { orderId, position: { lat: 91, lng: 0 } },
      { orderId, position: { lat: '12.9', lng: 77.6 } },
      { orderId, status: 'paid' },
      { orderId, status: 'delivered' },
      { orderId: '00000000-0000-0000-0000-000000000000', status: 'accepted' },
      { orderId: orderId.toUpperCase(), status: 'accepted' },
      { orderId, rider: { name: 'x'.repeat(61), phone: '+919800000001' } },
      { orderId, rider: { name: 'Ravi', phone: `+${'9'.repeat(16)}` } },
      { orderId, etaAt: 1_900_000_000_000 },
      { orderId, etaAt: minutesFromNow(20).replace('Z', '+05:30') },
      `{"orderId":"${orderId}","__proto__":{"status":"accepted"}}`,
      { orderId },
      [],
      null,
    ];
    for (const event of events) {
      const answer = await signed(typeof event === 'string' ? event : JSON.stringify(event));
      expect(answer.status, JSON.stringify(event)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(event)).toBeLessThan(500);
    }
  });

  it('nothing reached the server log as a failure of the webhook', () => {
    expect(server.log()).not.toMatch(/fleet\/events failed/);
  });
});
