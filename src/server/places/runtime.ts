/**
 * The process's places service, built on first use from the environment. The only module of
 * the places service that imports astro:*, so everything else runs under plain Node and vitest.
 *
 * PLACES_PROVIDER  'embedded' (default) or 'google'
 * PLACES_API_KEY   key of the hosted provider (secret)
 * PLACES_BASE_URL  base URL of the hosted provider (default https://maps.googleapis.com)
 */
import { getSecret } from 'astro:env/server';
import { createPlaces } from './places.ts';
import type { PlacesProvider } from './provider.ts';

let instance: PlacesProvider | undefined;

/** The shared places service (lazy: the gazetteer is built by the first request that needs it). */
export function getPlaces(): PlacesProvider {
  // The declared variables as written (getSecret does not check them against the schema): createPlaces
  // reads the provider's name in any case.
  instance ??= createPlaces({
    provider: getSecret('PLACES_PROVIDER'),
    apiKey: getSecret('PLACES_API_KEY'),
    baseUrl: getSecret('PLACES_BASE_URL'),
  });
  return instance;
}
