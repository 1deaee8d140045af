/** The location flow's actions: place suggestions as the diner types, resolving an address and choosing it. */
import { api } from '../lib/apiClient';
import { maxLocationLength } from '../lib/textLimits';
import { toSavedAddress, type SavedAddress } from '../lib/savedAddress';
import { $address, $locations, type PlaceSuggestion } from './areas';
import { saveAddress } from './address';
import { $csrfToken } from './paging';
import { $locationPanelOpen } from './ui';

/** The spec's location text limit (src/lib/textLimits.ts). */
export { maxLocationLength };
/** Delay before a lookup starts while the diner types. */
export const locationDebounceMs = 250;

/** Fetches place suggestions for non-empty text into the `locations` area. */
export function searchPlaces(text: string): Promise<PlaceSuggestion[] | undefined> {
  const query = text.trim().slice(0, maxLocationLength);
  if (!query) {
    $locations.set({ isLoading: false, error: null, data: null });
    return Promise.resolve(undefined);
  }
  return $locations.run((signal) => api<{ data: PlaceSuggestion[] }>('/search', { query: { search: query }, signal }).then((r) => r.data));
}

/** Where an address comes from: a picked suggestion or a GPS fix. */
export type AddressSource = { placeId: string } | { lat: number; lng: number };

/**
 * Resolves an address, stores the first result as `user_address`, clears the suggestions,
 * closes the panel and reloads to `/`. Resolves false on failure, leaving the message in the
 * `address` area.
 */
export async function chooseAddress(source: AddressSource): Promise<boolean> {
  const query = 'placeId' in source ? { place_id: source.placeId } : { latlng: `${source.lat},${source.lng}` };
  const results = await $address.run((signal) =>
    api<{ data: unknown[]; csrfToken?: string }>('/address', { query, signal }).then((r) => {
      if (r.csrfToken) $csrfToken.set(r.csrfToken);
      return r.data.map(toSavedAddress).filter((a): a is SavedAddress => a !== null);
    }),
  );
  const first = results?.[0];
  if (!first) {
    if (results) $address.failure('No address found for this place');
    return false;
  }
  saveAddress(first);
  $locations.set({ isLoading: false, error: null, data: null });
  $locationPanelOpen.set(false);
  window.location.assign('/');
  return true;
}
