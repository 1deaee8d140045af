/** GET /api/health: 200 once the host has started and the database answers; 503 while starting, stopping or during a database outage. */
import { endpoint } from '#src/server/endpoint.ts';
import { checkHealth } from '#src/server/health.ts';
import { json } from '#src/server/http.ts';

/** Served on demand by the Node server, never prebuilt. */
export const prerender = false;

/** `{ status: 'ok', ms, …cache counts }`, never cached. */
export const { GET, ALL } = endpoint({
  method: 'GET',
  handle: async () => json(await checkHealth()),
});
