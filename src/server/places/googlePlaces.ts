/**
 * A hosted places provider speaking the Google Maps Platform web services: Place Autocomplete
 * (`/maps/api/place/autocomplete/json`), Place Details (`/maps/api/place/details/json`) and
 * Geocoding (`/maps/api/geocode/json`). Their answers already carry the spec's shapes
 * (place_id, description, structured_formatting, formatted_address, geometry.location); the
 * served city and `serviceable` come from our own gazetteer, since only we know where we deliver.
 * Any failure of the service becomes a PlacesUnavailableError (503), never a wrong answer.
 */
import { z } from 'astro/zod';
import type { PlaceSuggestion, ResolvedAddress } from '#src/lib/addressTypes.ts';
import { defaultSuggestionLimit } from './placeIndex.ts';
import { PlacesUnavailableError, type LatLng, type PlacesProvider, type ServiceArea } from './provider.ts';

/** Place ids a client may send back: the characters of base64url and of Google's ids. */
export const placeIdPattern = /^[A-Za-z0-9_-]{1,512}$/;

/** How the hosted provider is reached. */
export interface GooglePlacesOptions {
  apiKey: string;
  /** Scheme and host of the service; tests point it at a loopback server. */
  baseUrl?: string;
  /** Each call is abandoned after this long (the spec's client waits 15 s in all). */
  timeoutMs?: number;
  /** Which served city delivers to a point. */
  serviceArea: ServiceArea;
  /** Answers reverse geocoding where the service finds nothing (open sea, borders). */
  fallback: PlacesProvider;
}

const statusSchema = z.object({ status: z.string(), error_message: z.string().optional() });
const predictionSchema = z.object({
  place_id: z.string().regex(placeIdPattern),
  description: z.string().min(1),
  structured_formatting: z.object({ main_text: z.string().min(1), secondary_text: z.string().optional() }),
});
const coordinate = (limit: number) => z.number().refine((v) => Number.isFinite(v) && Math.abs(v) <= limit);
const addressSchema = z.object({
  formatted_address: z.string().min(1),
  geometry: z.object({ location: z.object({ lat: coordinate(90), lng: coordinate(180) }) }),
  place_id: z.string().regex(placeIdPattern).optional(),
});

/** The Google-Places-compatible provider. */
export class GooglePlacesProvider implements PlacesProvider {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: GooglePlacesOptions) {
    this.baseUrl = options.baseUrl ?? 'https://maps.googleapis.com';
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  /** Autocomplete restricted to India, biased to `near` when given. */
  async suggest(text: string, near?: LatLng, limit = defaultSuggestionLimit): Promise<PlaceSuggestion[]> {
    const params: Record<string, string> = { input: text, components: 'country:in', language: 'en' };
    if (near) Object.assign(params, { location: `${near.lat},${near.lng}`, radius: '50000' });
    const body = await this.call('/maps/api/place/autocomplete/json', params, ['ZERO_RESULTS']);
    if (body.status === 'ZERO_RESULTS') return [];
    const list = z.object({ predictions: z.array(z.unknown()) }).safeParse(body.raw);
    if (!list.success) throw new PlacesUnavailableError('places service: autocomplete answer has no predictions');
    const out: PlaceSuggestion[] = [];
    for (const item of list.data.predictions) {
      // One odd prediction (an id we could not take back) is dropped, not the whole answer.
      const p = predictionSchema.safeParse(item);
      if (!p.success) continue;
      out.push({
        place_id: p.data.place_id,
        description: p.data.description,
        structured_formatting: {
          main_text: p.data.structured_formatting.main_text,
          secondary_text: p.data.structured_formatting.secondary_text ?? '',
        },
      });
      if (out.length >= limit) break;
    }
    return out;
  }

  /** Place Details of an id; null when the service does not know it. */
  async resolve(placeId: string): Promise<ResolvedAddress | null> {
    if (!placeIdPattern.test(placeId)) return null;
    const body = await this.call(
      '/maps/api/place/details/json',
      { place_id: placeId, fields: 'formatted_address,geometry,place_id', language: 'en' },
      ['NOT_FOUND', 'INVALID_REQUEST', 'ZERO_RESULTS'],
    );
    if (body.status !== 'OK') return null;
    const result = z.object({ result: addressSchema }).safeParse(body.raw);
    if (!result.success) throw new PlacesUnavailableError('places service: details answer has no address');
    const { formatted_address, geometry } = result.data.result;
    return this.withService({ formatted_address, geometry, place_id: result.data.result.place_id ?? placeId });
  }

  /** Reverse geocoding; the embedded gazetteer answers where the service has no address. */
  async reverse(lat: number, lng: number): Promise<ResolvedAddress> {
    const body = await this.call('/maps/api/geocode/json', { latlng: `${lat},${lng}`, language: 'en' }, [
      'ZERO_RESULTS',
    ]);
    if (body.status === 'ZERO_RESULTS') return this.options.fallback.reverse(lat, lng);
    const result = z.object({ results: z.array(addressSchema).min(1) }).safeParse(body.raw);
    if (!result.success) throw new PlacesUnavailableError('places service: geocode answer has no address');
    const first = result.data.results[0]!;
    // The asked-for point, not the address's centre: the listing searches around the user.
    return this.withService({
      formatted_address: first.formatted_address,
      geometry: { location: { lat, lng } },
      place_id: first.place_id,
    });
  }

  private withService(address: {
    formatted_address: string;
    geometry: ResolvedAddress['geometry'];
    place_id?: string | undefined;
  }): ResolvedAddress {
    const { lat, lng } = address.geometry.location;
    const city = this.options.serviceArea.cityAt(lat, lng);
    const out: ResolvedAddress = {
      formatted_address: address.formatted_address,
      geometry: { location: { lat, lng } },
      serviceable: city !== null,
      city: city?.slug ?? null,
    };
    if (address.place_id) out.place_id = address.place_id;
    return out;
  }

  /** One GET with the key, a timeout and the status check; `accepted` are the non-OK statuses the caller handles. */
  private async call(
    path: string,
    params: Record<string, string>,
    accepted: string[],
  ): Promise<{ status: string; raw: unknown }> {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('key', this.options.apiKey);
    let raw: unknown;
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new PlacesUnavailableError(`places service: HTTP ${response.status} from ${path}`);
      raw = await response.json();
    } catch (error) {
      if (error instanceof PlacesUnavailableError) throw error;
      // The URL carries the key: name the path only.
      throw new PlacesUnavailableError(`places service: ${path} failed (${(error as Error).name})`, { cause: error });
    }
    const status = statusSchema.safeParse(raw);
    if (!status.success) throw new PlacesUnavailableError(`places service: ${path} answered without a status`);
    if (status.data.status !== 'OK' && !accepted.includes(status.data.status)) {
      throw new PlacesUnavailableError(`places service: ${path} answered ${status.data.status}`);
    }
    return { status: status.data.status, raw };
  }
}
