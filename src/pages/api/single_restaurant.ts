/** GET /api/single_restaurant?lat&lng&str: the search results for a chosen suggestion. */
import { endpoint } from '#src/server/endpoint.ts';
import { json } from '#src/server/http.ts';
import { getCatalogBackend } from '#src/server/catalog/runtime.ts';
import { textQuerySchema } from '#src/server/catalog/params.ts';

/** Answered per request, never prebuilt: the answer depends on the diner's point. */
export const prerender = false;

/** RESTAURANT and DISH groups in data.cards[0].groupedCard.cardGroupMap, near the point only. */
export const { GET, ALL } = endpoint({
  method: 'GET',
  query: textQuerySchema,
  handle: async ({ query }) => json(await getCatalogBackend().singleSearch(query)),
});
