/** PATCH /api/addresses/{id} (replace its fields) and DELETE /api/addresses/{id}. */
import { allowOnly } from '#src/server/http.ts';
import { addressRoutes } from '#src/server/orders/pageRoutes.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;
/** Replaces the address's fields. */
export const PATCH = addressRoutes.update;
/** Deletes the address. */
export const DELETE = addressRoutes.remove;
/** Any other method: 405. */
export const ALL = allowOnly('PATCH', 'DELETE');
