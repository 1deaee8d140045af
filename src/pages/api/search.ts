/** GET /api/search?search=<text>: place suggestions for the location box and panel. */
import type { PlaceSuggestionsResponse } from '#src/lib/addressTypes.ts';
import { endpoint } from '#src/server/endpoint.ts';
import { json } from '#src/server/http.ts';
import { getPlaces } from '#src/server/places/runtime.ts';
import { placesCall, searchQuerySchema } from '#src/server/places/placesHttp.ts';

/** Answered per request, never prebuilt: the answer depends on the query. */
export const prerender = false;

/** Up to 8 suggestions, best first: `{ data: [{ place_id, description, structured_formatting }] }`. */
export const { GET, ALL } = endpoint({
  method: 'GET',
  query: searchQuerySchema,
  handle: async ({ query }) => {
    const body: PlaceSuggestionsResponse = { data: await placesCall(() => getPlaces().suggest(query.search)) };
    // Same text, same answer for everyone: browsers may reuse it for a few minutes.
    return json(body, { headers: { 'cache-control': 'public, max-age=300' } });
  },
});
