/**
 * Razorpay as the payment provider: an order is created with its Orders API, the browser pays
 * in Razorpay Checkout, and the server believes a payment only when its signature checks out:
 * HMAC-SHA256 of `order_id + "|" + razorpay_payment_id` keyed with the key secret, using the
 * order id we stored, never one the browser sends. Webhooks are believed only when
 * `X-Razorpay-Signature` is the HMAC-SHA256 of the raw body keyed with the webhook secret.
 */
import { hmacHex, signatureMatches, type PaymentProvider, type ProviderStatus } from './provider.ts';

/** Razorpay's settings (from RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, RAZORPAY_API_BASE). */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The API's base URL; tests point it at a local fake. */
  apiBase: string;
}

/** Razorpay's live API. */
export const razorpayApiBase = 'https://api.razorpay.com/v1';

interface RazorpayPayment {
  id: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amount: number;
}

/** Whether a webhook body is genuine: `X-Razorpay-Signature` is the HMAC-SHA256 of the raw body under the webhook secret. */
export function verifyRazorpayWebhook(rawBody: string, signature: string | null, webhookSecret: string): boolean {
  return Boolean(signature) && signatureMatches(hmacHex(webhookSecret, rawBody), signature ?? '');
}

/** The payment signature Razorpay Checkout returns for a genuine payment. */
export function razorpayPaymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** The Razorpay provider; `fetchImpl` lets tests watch the calls. */
export function createRazorpayProvider(config: RazorpayConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetchImpl(`${config.apiBase}${path}`, {
      method,
      headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`razorpay ${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as T;
  }

  return {
    name: 'razorpay',

    async start(request) {
      const order = await call<{ id: string }>('POST', '/orders', {
        amount: request.amount,
        currency: 'INR',
        receipt: request.orderNumber,
        notes: { orderId: request.orderId, paymentId: request.paymentId },
      });
      return { ref: order.id };
    },

    actionFor(ref, request) {
      return {
        kind: 'razorpay',
        keyId: config.keyId,
        orderId: ref,
        amount: request.amount,
        currency: 'INR',
        paymentId: request.paymentId,
      };
    },

    verifyCallback(ref, callback) {
      // Checkout reports failures without a signature; only a signed success is ever believed.
      if (callback.status !== 'authorised') return false;
      return signatureMatches(
        razorpayPaymentSignature(ref, callback.providerPaymentId, config.keySecret),
        callback.signature,
      );
    },

    async status(ref) {
      const { items } = await call<{ items: RazorpayPayment[] }>('GET', `/orders/${encodeURIComponent(ref)}/payments`);
      const rank: Record<RazorpayPayment['status'], number> = {
        refunded: 5,
        captured: 4,
        authorized: 3,
        created: 2,
        failed: 1,
      };
      const best = [...items].sort((a, b) => rank[b.status] - rank[a.status])[0];
      if (!best) return { status: 'created', providerPaymentId: null };
      const status: ProviderStatus = best.status === 'authorized' ? 'authorised' : best.status;
      return { status, providerPaymentId: best.id };
    },

    async capture(_ref, providerPaymentId, amount) {
      const payment = await call<RazorpayPayment>('GET', `/payments/${encodeURIComponent(providerPaymentId)}`);
      if (payment.status === 'captured') return;
      await call('POST', `/payments/${encodeURIComponent(providerPaymentId)}/capture`, { amount, currency: 'INR' });
    },

    async refund(_ref, providerPaymentId, amount) {
      const refund = await call<{ id: string }>('POST', `/payments/${encodeURIComponent(providerPaymentId)}/refund`, {
        amount,
      });
      return refund.id;
    },

    async refundPart(_ref, providerPaymentId, amount, key) {
      // Razorpay keeps our receipt with the refund; reconciliation can find it by that key.
      const refund = await call<{ id: string }>('POST', `/payments/${encodeURIComponent(providerPaymentId)}/refund`, {
        amount,
        receipt: key,
      });
      return refund.id;
    },
  };
}
