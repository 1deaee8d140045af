/**
 * The places service's interface. The embedded gazetteer implements it by default; a hosted
 * provider (Google-Places-compatible, see googlePlaces.ts) implements the same methods, so the
 * endpoints never know which one answers.
 */
import type { PlaceSuggestion, ResolvedAddress } from '#src/lib/addressTypes.ts';
import type { LatLng } from '#src/lib/geo.ts';

export type { LatLng };

/** Suggestions, address resolution and reverse geocoding of places in India. */
export interface PlacesProvider {
  /** Up to `limit` (default 8) places matching typed text, best first; `near` biases ranking. */
  suggest(text: string, near?: LatLng, limit?: number): Promise<PlaceSuggestion[]>;
  /** The address of a place id from `suggest`, or null when no place has that id. */
  resolve(placeId: string): Promise<ResolvedAddress | null>;
  /** The address of a point: always an answer, with `serviceable: false` far from every served city. */
  reverse(lat: number, lng: number): Promise<ResolvedAddress>;
}

/** A hosted provider failed (network, timeout, quota, bad answer): the endpoint answers 503. */
export class PlacesUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlacesUnavailableError';
  }
}

/** Whether a served city delivers to a point, and which: the business rule every provider shares. */
export interface ServiceArea {
  /** The served city within the service radius of the point, nearest first; null when none. */
  cityAt(lat: number, lng: number): { slug: string } | null;
}
