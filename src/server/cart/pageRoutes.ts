/** The cart routes of this process, built once, one entry per page module under src/pages/api. */
import { createCartRoutes } from './routes.ts';
import { getCartService } from './runtime.ts';

/** GET /api/getcart, POST /api/addToCart, /api/removeCart and /api/clearCart. */
export const cartRoutes = createCartRoutes(getCartService);
