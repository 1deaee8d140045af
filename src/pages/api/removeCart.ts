/** POST /api/removeCart: takes one of a dish away and answers the cart. */
import { cartRoutes } from '#src/server/cart/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = cartRoutes.removeCart;
