/** PATCH /api/addresses/{id} (replace its fields) and DELETE /api/addresses/{id}. */
import { addressRoutes } from '#src/server/orders/pageRoutes.ts';

/** The routes, and 405 for any other method. */
export const { PATCH, DELETE, ALL } = addressRoutes.address;
