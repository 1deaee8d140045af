/** GET /api/restaurants?lat&lng[&filters|sortBy|facets|cuisine]: the home listing's first page. */
import { endpoint } from '#src/server/endpoint.ts';
import { jsonText } from '#src/server/http.ts';
import { getCatalogBackend } from '#src/server/catalog/runtime.ts';
import { listingQuerySchema } from '#src/server/catalog/params.ts';

/** Answered per request, never prebuilt: the answer depends on the diner's point. */
export const prerender = false;

/** Carousels, filters, the first 16 restaurants and the link lists, or the unserviceable marker; data.cards, data.pageOffset, csrfToken. */
export const { GET, ALL } = endpoint({
  method: 'GET',
  query: listingQuerySchema,
  handle: async ({ query }) => jsonText(await getCatalogBackend().listingJson(query)),
});
