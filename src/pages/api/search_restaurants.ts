/** GET /api/search_restaurants?lat&lng&str: typo-tolerant suggestions as the diner types. */
import { endpoint } from '#src/server/endpoint.ts';
import { jsonText } from '#src/server/http.ts';
import { getCatalogBackend } from '#src/server/catalog/runtime.ts';
import { textQuerySchema } from '#src/server/catalog/params.ts';

/** Answered per request, never prebuilt: the answer depends on the diner's point. */
export const prerender = false;

/** Up to 10 suggestions (restaurants, dishes, cuisines) in data.suggestions, with data.query. */
export const { GET, ALL } = endpoint({
  method: 'GET',
  query: textQuerySchema,
  handle: async ({ query }) => jsonText(await getCatalogBackend().suggestionsJson(query)),
});
