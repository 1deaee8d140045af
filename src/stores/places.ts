/**
 * The location flow's state and actions: place suggestions as the diner types, resolving an
 * address and choosing it, and what the screen shows meanwhile (what is being resolved, and the
 * blocked banner after a refused GPS or an address that could not be resolved).
 */
import { atom } from 'nanostores';
import { api } from '../lib/browser/apiClient';
import { maxLocationLength } from '../lib/textLimits';
import { toSavedAddress, type SavedAddress } from '../lib/savedAddress';
import { locateReturn, sitePath } from '../lib/sitePath';
import { $address, $locations, type PlaceSuggestion } from './areas';
import { saveAddress } from './address';
import { noteCartReach } from './cartReach';
import { $csrfToken } from './paging';
import { $locationPanelOpen } from './ui';
import { currentPosition } from './geolocation';
import { locationMessages } from '../features/location/messages/en.ts';
import { localHref } from '../i18n/here.ts';
import { unprefixedPath } from '../i18n/locales.ts';
import { textsOf } from '../i18n/useMessages.ts';

/** The spec's location text limit (src/lib/textLimits.ts). */
export { maxLocationLength };
/** Delay before a lookup starts while the diner types. */
export const locationDebounceMs = 250;

/** Fetches place suggestions for non-empty text into the `locations` area. */
export function searchPlaces(text: string): Promise<PlaceSuggestion[] | undefined> {
  const query = text.trim().slice(0, maxLocationLength);
  if (!query) return Promise.resolve(clearPlaces());
  return $locations.run((signal) =>
    api<{ data: PlaceSuggestion[] }>('/search', { query: { search: query }, signal }).then((r) => r.data),
  );
}

/** Where an address comes from: a picked suggestion or a GPS fix. */
export type AddressSource = { placeId: string } | { lat: number; lng: number };

/**
 * Where choosing an address goes. On /locate: the page that sent the diner there (its `next`),
 * else `/` (the spec). From the header's panel: the page the diner is on, loaded again so that it
 * shows what depends on the address (without its fragment, which would only scroll).
 */
export function pageAfterChoosing(): string {
  const { pathname, search } = window.location;
  // /hi/locate too; the page asked for opens in this page's language.
  return unprefixedPath(pathname) === '/locate' ? localHref(locateReturn(search)) : sitePath(`${pathname}${search}`);
}

/**
 * Resolves an address, stores the first result as `user_address`, clears the suggestions,
 * notes whether the cart's restaurant delivers there, closes the panel and loads the page that
 * follows (`pageAfterChoosing`). Resolves false on failure, leaving the message in the `address`
 * area.
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
    if (results) $address.failure(textsOf(locationMessages).noAddress);
    return false;
  }
  saveAddress(first);
  clearPlaces();
  // Before the page changes, so that the page that loads can say it at once.
  await noteCartReach(first);
  $locationPanelOpen.set(false);
  window.location.assign(pageAfterChoosing());
  return true;
}

/** Empties the suggestions (the box was cleared, or an address was chosen). */
export function clearPlaces(): undefined {
  $locations.set({ isLoading: false, error: null, data: null });
}

/**
 * What the choosing shows: `busy` names what is being resolved (a place id, 'gps', 'find',
 * 'city:…'); `blocked` is true after geolocation was refused or an address could not be resolved.
 */
export const $placeChoice = atom<{ busy: string | null; blocked: boolean }>({ busy: null, blocked: false });

/** Resolves the address a source names and goes on (`chooseAddress`); on failure clears `busy` and tells whether it was blocked. */
async function resolveChoice(busy: string, source: () => Promise<AddressSource | undefined>): Promise<void> {
  $placeChoice.set({ busy, blocked: false });
  let refused = false;
  try {
    const chosen = await source();
    if (chosen && (await chooseAddress(chosen))) return;
  } catch {
    refused = true;
  }
  $placeChoice.set({ busy: null, blocked: refused || $address.get().error !== null });
}

/** A suggestion was picked. */
export function choosePlace(placeId: string): Promise<void> {
  return resolveChoice(placeId, async () => ({ placeId }));
}

/** Uses the browser's position; a refusal shows the blocked banner. */
export function locateByGps(): Promise<void> {
  return resolveChoice('gps', currentPosition);
}

/** Chooses the first place found for a text (FIND FOOD, a popular city); `shown` reuses suggestions already on screen. */
export function chooseFirstPlace(busy: string, text: string, shown?: PlaceSuggestion[]): Promise<void> {
  return resolveChoice(busy, async () => {
    const first = (shown ?? (await searchPlaces(text)))?.[0];
    return first && { placeId: first.place_id };
  });
}
