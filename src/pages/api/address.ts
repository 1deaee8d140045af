/** GET /api/address?place_id=… | ?latlng=lat,lng | ?lat=…&lng=…: the address to save as user_address. */
import type { AddressResponse, ResolvedAddress } from '#src/lib/addressTypes.ts';
import { issueStorefrontCsrfToken } from '#src/server/catalog/runtime.ts';
import { endpoint } from '#src/server/endpoint.ts';
import { HttpError, json } from '#src/server/http.ts';
import { getPlaces } from '#src/server/places/runtime.ts';
import { parseAddressQuery, placesCall } from '#src/server/places/placesHttp.ts';

/** Answered per request, never prebuilt: the answer depends on the query. */
export const prerender = false;

/**
 * `{ data: [address], csrfToken }`: the token is signed like the listing's, so POST /api/update
 * accepts it (the spec's client keeps the address call's token for the next page); 404 for an unknown place id. A point far from every served
 * city still gets an address, marked `serviceable: false`, so the client can save it and the
 * listing show the unserviceable screen.
 */
export const { GET, ALL } = endpoint({
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
});
