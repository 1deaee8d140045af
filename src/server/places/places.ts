/**
 * The places service: the embedded gazetteer as a PlacesProvider, and the choice between it
 * and a hosted provider from configuration. No astro:* imports (runtime.ts reads the
 * environment), so tests and scripts build services directly.
 */
import type { PlaceSuggestion, ResolvedAddress } from '#src/lib/addressTypes.ts';
import { loadPlaceNames } from '#src/server/data/names.ts';
import { loadDataFile } from '../data/dataFiles.ts';
import { GooglePlacesProvider } from './googlePlaces.ts';
import { PlaceIndex } from './placeIndex.ts';
import type { LatLng, PlacesProvider } from './provider.ts';

/** The embedded provider: answers from the in-memory gazetteer, never from the network. */
export class EmbeddedPlaces implements PlacesProvider {
  constructor(readonly index: PlaceIndex) {}

  /** Suggestions for typed text from the gazetteer. */
  async suggest(text: string, near?: LatLng, limit?: number): Promise<PlaceSuggestion[]> {
    return this.index.suggest(text, near, limit);
  }

  /** The address of an embedded place id, or null. */
  async resolve(placeId: string): Promise<ResolvedAddress | null> {
    return this.index.resolve(placeId);
  }

  /** The nearest locality or city of a point, or an unserviceable address. */
  async reverse(lat: number, lng: number): Promise<ResolvedAddress> {
    return this.index.reverse(lat, lng);
  }
}

/** Builds the gazetteer from data/cities.json, data/localities.json and data/names.json under `root`. */
export function loadPlaceIndex(root?: string): PlaceIndex {
  return new PlaceIndex(loadDataFile('cities', root), loadDataFile('localities', root), loadPlaceNames(root));
}

/** What selects and configures the places provider (from the environment, in runtime.ts). */
export interface PlacesConfig {
  /** 'embedded' (default) or 'google': a Google-Places-compatible web service. */
  provider?: string | undefined;
  /** API key of the hosted provider; required with provider 'google'. */
  apiKey?: string | undefined;
  /** Base URL of the hosted provider; Google's own by default. */
  baseUrl?: string | undefined;
  /** Project folder holding data/ (the working directory by default). */
  root?: string | undefined;
}

/**
 * The provider a configuration asks for. Both need the gazetteer: a hosted provider still
 * learns from it which served city (if any) delivers to an address, and falls back to it for
 * points the hosted service knows nothing about. A bad configuration throws at first use.
 */
export function createPlaces(config: PlacesConfig = {}): PlacesProvider {
  const kind = (config.provider || 'embedded').trim().toLowerCase();
  const index = loadPlaceIndex(config.root);
  const embedded = new EmbeddedPlaces(index);
  if (kind === 'embedded') return embedded;
  if (kind === 'google') {
    if (!config.apiKey) throw new Error('PLACES_PROVIDER=google needs PLACES_API_KEY');
    return new GooglePlacesProvider({
      apiKey: config.apiKey,
      ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
      serviceArea: index,
      fallback: embedded,
    });
  }
  throw new Error(`PLACES_PROVIDER must be 'embedded' or 'google', not '${kind}'`);
}
