/** The two location endpoints of this process (GET /api/search, GET /api/address), one entry per page module under src/pages/api. */
import type { AddressResponse, PlaceSuggestionsResponse, ResolvedAddress } from '#src/lib/addressTypes.ts';
import { issueStorefrontCsrfToken } from '../catalog/runtime.ts';
import { endpoint } from '../endpoint.ts';
import { HttpError, json } from '../http.ts';
import { parseAddressQuery, placesCall, searchQuerySchema } from './placesHttp.ts';
import { getPlaces } from './runtime.ts';

/** The location routes. */
export const placeRoutes = {
  /** Up to 8 suggestions, best first: `{ data: [{ place_id, description, structured_formatting }] }`. */
  search: endpoint({
    method: 'GET',
    query: searchQuerySchema,
    handle: async ({ query }) => {
      const body: PlaceSuggestionsResponse = { data: await placesCall(() => getPlaces().suggest(query.search)) };
      // Same text, same answer for everyone: browsers may reuse it for a few minutes.
      return json(body, { headers: { 'cache-control': 'public, max-age=300' } });
    },
  }),
  /**
   * `{ data: [address], csrfToken }`: the token is signed like the listing's, so POST /api/update
   * accepts it (the spec's client keeps the address call's token for the next page); 404 for an
   * unknown place id. A point far from every served city still gets an address, marked
   * `serviceable: false`, so the client can save it and the listing show the unserviceable screen.
   */
  address: endpoint({
    method: 'GET',
    // Three query forms, so the parser is placesHttp's own rather than one schema.
    handle: async ({ context }) => {
      const query = parseAddressQuery(context.url);
      const places = getPlaces();
      let address: ResolvedAddress | null;
      if (query.kind === 'place') {
        address = await placesCall(() => places.resolve(query.placeId));
        if (!address) throw new HttpError(404, 'place_id: no place has this id');
      } else {
        address = await placesCall(() => places.reverse(query.lat, query.lng));
      }
      const body: AddressResponse = { data: [address], csrfToken: issueStorefrontCsrfToken() };
      return json(body);
    },
  }),
};
