// `npm run dev` (astro dev, no build) starts the process's host as the production server does:
// an order placed there is moved along by the delivery simulation to Delivered, and its diner
// signs in with the code the development server prints in its log.
import { describe, expect, it } from 'vitest';
import { startDevServer } from '../../scripts/lib/server.mjs';
import { call, type Server } from './harness';
import { dinerWithOrder } from './liveOrders';

/** The code the development server printed for `phone` (src/server/identity/sms.ts, logSmsSender). */
async function codeInLog(server: Server, phone: string): Promise<string> {
  const line = new RegExp(`\\[sms\\] \\${phone} code (\\d{6})`);
  let code = '';
  await expect
    .poll(() => {
      code = line.exec(server.log())?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

describe('the development server', () => {
  it('starts the host: an order placed under astro dev is delivered', async () => {
    const started = (await startDevServer({
      // 600 times faster: the whole delivery takes a few seconds. No outbox: the code comes from the log.
      env: { ORDER_TIME_SCALE: '600', THALIFY_TEST_OUTBOX: '', OTP_MAX_REQUESTS_PER_IP: '1000' },
      ...(process.env.E2E_PORT ? { port: Number(process.env.E2E_PORT) } : {}),
    })) as unknown as Server;
    const server: Server = { ...started, signInCode: (phone) => codeInLog(started, phone) };
    try {
      expect(server.log()).toContain('[host] started');
      const { d, orderId } = await dinerWithOrder(server);
      const statusOf = async () =>
        ((await call(server, `/api/orders/${orderId}`, { cookie: d.cookie })).body as { order: { status: string } })
          .order.status;
      await expect.poll(statusOf, { timeout: 90_000, interval: 1_000 }).toBe('delivered');
    } finally {
      await server.stop();
    }
  }, 300_000);
});
