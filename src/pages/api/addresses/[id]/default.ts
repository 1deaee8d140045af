/** POST /api/addresses/{id}/default: makes the address the default. */
import { allowOnly } from '#src/server/http.ts';
import { addressRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** Makes the address the default. */
export const POST = addressRoutes.makeDefault;
/** Any other method: 405. */
export const ALL = allowOnly('POST');
