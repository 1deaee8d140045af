/** GET /api/pre_search?lat&lng: popular cuisines for the empty search page. */
import { endpoint } from '#src/server/endpoint.ts';
import { json } from '#src/server/http.ts';
import { getCatalogBackend } from '#src/server/catalog/runtime.ts';
import { pointQuerySchema } from '#src/server/catalog/params.ts';

/** Answered per request, never prebuilt: the answer depends on the diner's point. */
export const prerender = false;

/** One 'popular_cuisines' card in data.cards. */
export const { GET, ALL } = endpoint({
  method: 'GET',
  query: pointQuerySchema,
  handle: async ({ query }) => json(await getCatalogBackend().preSearch(query)),
});
