/** POST /api/payments/razorpay-webhook: Razorpay's events, believed only when X-Razorpay-Signature matches the raw body. */
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = orderRoutes.razorpayWebhook;
