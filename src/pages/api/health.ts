/** GET /api/health: 200 once the database, identity keys, orders and catalog are open; 503 during a database outage. */
import { endpoint } from '#src/server/endpoint.ts';
import { checkHealth } from '#src/server/health.ts';
import { json } from '#src/server/http.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** `{ status: 'ok', ms }`, never cached. */
export const { GET, ALL } = endpoint({
  method: 'GET',
  handle: async () => json(await checkHealth()),
});
