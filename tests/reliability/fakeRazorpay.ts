// A local fake of the parts of Razorpay's API the storefront calls (orders, an order's payments,
// fetch, capture, refund), for a built server started with RAZORPAY_API_BASE pointing at it.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The keys the fake accepts and the server is started with. */
export const razorpayKeys = {
  RAZORPAY_KEY_ID: 'rzp_test_reliability',
  RAZORPAY_KEY_SECRET: 'reliability-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'reliability-webhook-secret',
} as const;

/** One payment as Razorpay's API answers it. */
export interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
}

/** A running fake: its base URL, its state, the calls it received, and what Checkout would do. */
export interface FakeRazorpay {
  apiBase: string;
  orders: Map<string, { amount: number }>;
  payments: Map<string, FakePayment>;
  calls: string[];
  /** The diner pays the order in Checkout: a new authorised payment of its amount. */
  pay(orderId: string): FakePayment;
  close(): Promise<void>;
}

/** Starts the fake on a free loopback port. */
export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const orders = new Map<string, { amount: number }>();
  const payments = new Map<string, FakePayment>();
  const calls: string[] = [];
  let seq = 0;
  const auth = `Basic ${Buffer.from(`${razorpayKeys.RAZORPAY_KEY_ID}:${razorpayKeys.RAZORPAY_KEY_SECRET}`).toString('base64')}`;
  // Razorpay answers an id it does not have with 400 BAD_REQUEST_ERROR.
  const unknownId = { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } };
  const api: HttpServer = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== auth) return send(401, { error: { code: 'BAD_REQUEST_ERROR' } });
      const path = req.url ?? '';
      calls.push(`${req.method} ${path}`);
      const body = (raw ? JSON.parse(raw) : {}) as { amount?: number };
      const [, kind, id, action] = path.split('/');
      if (req.method === 'POST' && path === '/orders') {
        const orderId = `order_${String(++seq).padStart(14, '0')}`;
        orders.set(orderId, { amount: Number(body.amount) });
        return send(200, { id: orderId, entity: 'order', amount: body.amount, currency: 'INR', status: 'created' });
      }
      if (req.method === 'GET' && kind === 'orders' && action === 'payments') {
        if (!orders.has(id ?? '')) return send(400, unknownId);
        return send(200, { entity: 'collection', items: [...payments.values()].filter((p) => p.order_id === id) });
      }
      const payment = kind === 'payments' ? payments.get(id ?? '') : undefined;
      if (kind === 'payments' && !payment) return send(400, unknownId);
      if (req.method === 'GET' && payment && action === undefined) return send(200, payment);
      if (req.method === 'POST' && payment && action === 'capture') {
        if (payment.status !== 'authorized' || payment.amount !== Number(body.amount))
          return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'cannot capture' } });
        payment.status = 'captured';
        return send(200, payment);
      }
      if (req.method === 'POST' && payment && action === 'refund') {
        if (payment.status !== 'captured')
          return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'cannot refund' } });
        payment.status = 'refunded';
        return send(200, { id: `rfnd_${payment.id.slice(4)}`, entity: 'refund', amount: body.amount });
      }
      return send(404, { error: { code: 'NOT_FOUND', description: 'no such route' } });
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  return {
    apiBase: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    orders,
    payments,
    calls,
    pay(orderId) {
      const id = `pay_${String(++seq).padStart(14, '0')}`;
      const payment: FakePayment = {
        id,
        order_id: orderId,
        amount: orders.get(orderId)?.amount ?? 0,
        status: 'authorized',
      };
      payments.set(id, payment);
      return payment;
    },
    close: () => new Promise((resolve) => api.close(() => resolve())),
  };
}
