/**
 * Input rules and error mapping of the two location endpoints (/api/search, /api/address),
 * kept beside the service so the pages stay thin and the rules are tested without a server.
 */
import { z } from 'astro/zod';
import { HttpError, parseQuery } from '../http/http.ts';
import { placeIdPattern } from './googlePlaces.ts';
import { PlacesUnavailableError } from './provider.ts';
import { parseCoordinate } from '#src/lib/coordinates.ts';
import { maxLocationLength } from '#src/lib/textLimits.ts';

/** Query of GET /api/search: `search`, trimmed, 1 to 30 characters. */
export const searchQuerySchema = z.object({
  search: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(maxLocationLength, { error: `must be at most ${maxLocationLength} characters` }),
});

/** What GET /api/address was asked for: a place id, or a point. */
export type AddressQuery = { kind: 'place'; placeId: string } | { kind: 'point'; lat: number; lng: number };

const addressParams = z.object({
  place_id: z.string().optional(),
  latlng: z.string().optional(),
  lat: z.string().optional(),
  lng: z.string().optional(),
});

const bad = (field: string, message: string) => new HttpError(400, `${field}: ${message}`);

/**
 * Reads GET /api/address's query: exactly one of `place_id`, `latlng=lat,lng`, or `lat` with
 * `lng`. Throws a 400 naming the field for anything else.
 */
export function parseAddressQuery(url: URL): AddressQuery {
  const { place_id, latlng, lat, lng } = parseQuery(url, addressParams);
  const pair = lat !== undefined || lng !== undefined;
  if (place_id !== undefined && (latlng !== undefined || pair))
    throw bad('place_id', 'give either place_id or latlng, not both');
  if (latlng !== undefined && pair) throw bad('latlng', 'give either latlng or lat and lng, not both');
  if (place_id !== undefined) {
    const id = place_id.trim();
    if (!id) throw bad('place_id', 'must not be empty');
    if (!placeIdPattern.test(id)) throw bad('place_id', 'must be a place id from /api/search');
    return { kind: 'place', placeId: id };
  }
  if (latlng !== undefined) {
    const parts = latlng.split(',');
    if (parts.length !== 2) throw bad('latlng', 'must be two numbers "lat,lng", such as 12.9352,77.6245');
    const la = parseCoordinate(parts[0]!, 90);
    const ln = parseCoordinate(parts[1]!, 180);
    if (la === null || ln === null) {
      throw bad(
        'latlng',
        'must be two numbers "lat,lng", latitude -90 to 90 and longitude -180 to 180, such as 12.9352,77.6245',
      );
    }
    return { kind: 'point', lat: la, lng: ln };
  }
  if (pair) {
    if (lat === undefined) throw bad('lat', 'is required with lng');
    if (lng === undefined) throw bad('lng', 'is required with lat');
    const la = parseCoordinate(lat, 90);
    if (la === null) throw bad('lat', 'must be a number from -90 to 90');
    const ln = parseCoordinate(lng, 180);
    if (ln === null) throw bad('lng', 'must be a number from -180 to 180');
    return { kind: 'point', lat: la, lng: ln };
  }
  throw bad('place_id', 'one of place_id or latlng (or lat and lng) is required');
}

/** Runs a places call; a hosted provider's failure becomes a 503 (logged), never a 500. */
export async function placesCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlacesUnavailableError) {
      console.error(`[places] ${error.message}`);
      throw new HttpError(503, 'places: the location service is unavailable, try again shortly');
    }
    throw error;
  }
}
