/** POST /api/payments/{id}/callback: what the gateway handed the browser after paying; believed only with a valid signature. */
import { orderRoutes } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = orderRoutes.paymentCallback;
