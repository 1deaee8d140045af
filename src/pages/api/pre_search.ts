/** GET /api/pre_search?lat&lng: popular cuisines for the empty search page. */
import { endpoint } from '../../server/endpoint.ts';
import { json } from '../../server/http.ts';
import { getCatalogBackend } from '../../server/catalog/instance.ts';
import { pointQuerySchema } from '../../server/catalog/params.ts';

/** Answered per request, never prebuilt: the answer depends on the diner's point. */
export const prerender = false;

/** One 'popular_cuisines' card in data.cards. */
export const { GET, ALL } = endpoint({ method: 'GET', query: pointQuerySchema, handle: async ({ query }) => json(await getCatalogBackend().preSearch(query)) });
