/** POST /api/update: the next page of the home listing (fired when the diner reaches the grid's end). */
import { endpoint } from '#src/server/endpoint.ts';
import { json } from '#src/server/http.ts';
import { getCatalogBackend } from '#src/server/catalog/runtime.ts';
import { updateBodySchema } from '#src/server/catalog/params.ts';

/** Answered per request, never prebuilt. */
export const prerender = false;

/**
 * JSON body { lat, lng, nextOffset, widgetOffset, filters, seoParams, page_type, _csrf }: the
 * next 16 restaurants in a restaurant_grid_listing card; 403 without a csrfToken this server issued.
 */
export const { POST, ALL } = endpoint({
  method: 'POST',
  body: updateBodySchema,
  handle: async ({ body }) => json(await getCatalogBackend().update(body)),
});
