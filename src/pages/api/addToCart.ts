/** POST /api/addToCart: adds a dish (one more, or to a quantity) and answers the cart. */
import { cartRoutes } from '#src/server/cart/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { POST, ALL } = cartRoutes.addToCart;
