/** POST /api/fleet/stock: a restaurant marks dishes and choices out of or back in stock, believed only when X-Thalify-Signature matches. */
import { stockRoute } from '#src/server/stock/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = stockRoute;
