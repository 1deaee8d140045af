/** GET /api/address?place_id=… | ?latlng=lat,lng | ?lat=…&lng=…: the address to save as user_address. */
import { placeRoutes } from '#src/server/places/pageRoutes.ts';

/** The route, and 405 for any other method. */
export const { GET, ALL } = placeRoutes.address;
