/** POST /api/clearCart: empties the cart. */
import { allowOnly } from '#src/server/http.ts';
import { createCartRoutes } from '#src/server/cart/routes.ts';
import { getCartService } from '#src/server/cart/runtime.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** Answers `{ cart }` for the session's user; the rules live in src/server/cart/routes.ts. */
export const POST = createCartRoutes(getCartService).clearCart;

/** Any other method: 405. */
export const ALL = allowOnly('POST');
