/** GET /api/getcart?database=<db id>: the signed-in user's cart. */
import { cartRoutes } from '#src/server/cart/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = cartRoutes.getCart;
