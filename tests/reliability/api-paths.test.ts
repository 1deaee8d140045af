// Every answer under /api is JSON and every answer under /v1 is Appwrite's JSON, for paths with
// a trailing slash and paths nothing serves alike: the slash form is answered as the path without
// it (webhook senders and API clients do not follow redirects), never with the adapter's
// plain-text redirect or the HTML 404 page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, start, type Diner, type Server } from './harness';
import { dinerWithOrder } from './liveOrders';

let server: Server;
let d: Diner;
let orderId: string;

beforeAll(async () => {
  server = await start({ OTP_MAX_REQUESTS_PER_IP: '1000' });
  ({ d, orderId } = await dinerWithOrder(server));
});
afterAll(async () => {
  await server?.stop();
});

/** One request without following redirects: status, content type and body (parsed when JSON). */
async function ask(path: string, method = 'GET', headers: Record<string, string> = {}) {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    redirect: 'manual',
    headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // left as text: the assertions say what was expected
  }
  return { status: response.status, type: response.headers.get('content-type') ?? '', body };
}

describe('paths with a trailing slash', () => {
  it("/api/orders/{id}/ answers the diner's order as /api/orders/{id} does", async () => {
    const plain = await call(server, `/api/orders/${orderId}`, { cookie: d.cookie });
    const slashed = await ask(`/api/orders/${orderId}/`, 'GET', { cookie: d.cookie });
    expect(slashed.status).toBe(200);
    expect(slashed.type).toMatch(/^application\/json/);
    expect((slashed.body as { order: { id: string } }).order.id).toBe(orderId);
    expect(slashed.body).toEqual(plain.body);
  });

  it('every /api path with a trailing slash answers JSON, never a redirect', async () => {
    for (const path of [
      '/api/',
      '/api/orders/',
      `/api/orders/${orderId}//`,
      '/api/orders/not-an-id/',
      '/api/health/',
      '/api/search/?search=pune',
      '/api/fleet/events/',
      '/api/payments/razorpay-webhook/',
      '/api/no-such-endpoint/',
    ]) {
      for (const method of ['GET', 'POST', 'HEAD']) {
        const answer = await ask(path, method);
        const where = `${method} ${path} (${answer.status})`;
        expect(answer.status < 300 || answer.status >= 400, where).toBe(true);
        expect(answer.type, where).toMatch(/^application\/json/);
        if (method !== 'HEAD' && answer.status >= 400)
          expect(answer.body, where).toEqual({ message: expect.any(String), error: expect.any(String) });
      }
    }
  });

  it("every /v1 path, with a trailing slash or serving nothing, answers Appwrite's error shape", async () => {
    for (const path of [
      '/v1/',
      '/v1',
      '/v1/account/',
      '/v1/account/sessions/',
      '/v1/nope',
      '/v1/nope/',
      '/v1/realtime',
    ]) {
      const answer = await ask(path, 'GET', { 'x-appwrite-project': 'thalify' });
      const where = `GET ${path} (${answer.status})`;
      expect(answer.status, where).toBeGreaterThanOrEqual(400);
      expect(answer.type, where).toMatch(/^application\/json/);
      expect(answer.body, where).toEqual({
        message: expect.any(String),
        code: answer.status,
        type: expect.any(String),
        version: expect.any(String),
      });
    }
  });
});
