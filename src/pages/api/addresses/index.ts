/** GET /api/addresses (the diner's addresses, default first) and POST /api/addresses (save one). */
import { addressRoutes } from '#src/server/orders/pageRoutes.ts';

/** The routes, and 405 for any other method. */
export const { GET, POST, ALL } = addressRoutes.addresses;
