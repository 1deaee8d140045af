/** GET /api/pre_search?lat&lng: popular cuisines for the empty search page. */
import { allowOnly, handler, json, parseQuery } from '../../server/http.ts';
import { getCatalogBackend } from '../../server/catalog/instance.ts';
import { pointQuerySchema } from '../../server/catalog/params.ts';

/** Answered per request, never prebuilt: the answer depends on the diner's point. */
export const prerender = false;

/** One 'popular_cuisines' card in data.cards. */
export const GET = handler(async ({ url }) => json(await getCatalogBackend().preSearch(parseQuery(url, pointQuerySchema))));

/** Any other method: 405. */
export const ALL = allowOnly('GET');
