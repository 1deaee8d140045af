/** GET /api/addresses (the diner's addresses, default first) and POST /api/addresses (save one). */
import { allowOnly } from '#src/server/http.ts';
import { addressRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** The diner's addresses. */
export const GET = addressRoutes.list;
/** Saves a new address. */
export const POST = addressRoutes.create;
/** Any other method: 405. */
export const ALL = allowOnly('GET', 'POST');
