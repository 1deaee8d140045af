// Two server processes on one PostgreSQL (DATABASE_URL; `npm test` runs this file against a
// throwaway PostgreSQL): a diner following an order through one process sees each change made
// through the other, carried by LISTEN/NOTIFY. Without DATABASE_URL there is nothing to share.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type Server } from './harness';
import { dinerWithOrder, openSocket } from './liveOrders';

const databaseUrl = process.env.DATABASE_URL;
const secret = 'two-process-fleet-secret';

/** Posts a signed fleet event to `server`. */
async function fleet(server: Server, body: Record<string, unknown>): Promise<number> {
  const raw = JSON.stringify(body);
  const t = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
  const response = await fetch(`${server.origin}/api/fleet/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-thalify-signature': `t=${t},v1=${mac}` },
    body: raw,
  });
  return response.status;
}

describe.skipIf(!databaseUrl)('two server processes on one PostgreSQL', () => {
  let one: Server;
  let two: Server;
  beforeAll(async () => {
    // The webhook's secret turns the simulation off: every change below is made by the test, through process one.
    const env = { DATABASE_URL: databaseUrl ?? '', ORDER_WEBHOOK_SECRET: secret, OTP_MAX_REQUESTS_PER_IP: '1000' };
    [one, two] = await Promise.all([start(env), start(env)]);
  });
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
  });

  it('changes made through process one reach a diner connected to process two, in order', async () => {
    const { d, orderId } = await dinerWithOrder(one);
    const watcher = await openSocket(two, d.cookie);
    watcher.subscribe(orderId);
    await expect.poll(() => watcher.statuses()).toEqual(['placed']);
    expect(await fleet(one, { orderId, status: 'accepted' })).toBe(200);
    await expect.poll(() => watcher.statuses()).toEqual(['placed', 'accepted']);
    for (const status of ['preparing', 'picked_up', 'on_the_way', 'delivered']) {
      expect(await fleet(one, { orderId, status, position: { lat: 12.93, lng: 77.62 } })).toBe(200);
      await expect.poll(() => watcher.statuses().at(-1)).toBe(status);
    }
    expect(watcher.statuses()).toEqual(['placed', 'accepted', 'preparing', 'picked_up', 'on_the_way', 'delivered']);
    watcher.socket.close();
  });
});
