/** GET /api/collection?lat&lng&collection&tags&type&offset&page_type: the spec's collection call (its path is not named by the spec). */
import { endpoint } from '#src/server/endpoint.ts';
import { json } from '#src/server/http.ts';
import { getCatalogBackend } from '#src/server/catalog/runtime.ts';
import { collectionQuerySchema } from '#src/server/catalog/params.ts';

/** Answered per request, never prebuilt: the answer depends on the diner's point. */
export const prerender = false;

/** A CollectionMasthead card, then the collection's restaurants near the point; 404 for an unknown collection. */
export const { GET, ALL } = endpoint({
  method: 'GET',
  query: collectionQuerySchema,
  handle: async ({ query }) => json(await getCatalogBackend().collection(query)),
});
