/** POST /api/payments/razorpay-webhook: Razorpay's events, believed only when X-Razorpay-Signature matches the raw body. */
import { allowOnly } from '#src/server/http.ts';
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** Acts on payment.authorized, payment.captured, order.paid and payment.failed. */
export const POST = orderRoutes.razorpayWebhook;
/** Any other method: 405. */
export const ALL = allowOnly('POST');
