/** POST /api/addresses/{id}/default: makes the address the default. */
import { addressRoutes } from '#src/server/orders/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = addressRoutes.makeDefault;
