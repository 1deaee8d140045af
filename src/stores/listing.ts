/**
 * The home listing's calls (the first page and the next pages, the spec's inputs) and the sort and
 * filters the grid shows. A chip changes the list in place: the URL follows as a new history
 * entry, so a shared link and Back show the same choice, and Back and Forward load theirs again.
 * Every call names the diner's veg-only mode, so the server leaves out the restaurants it hides
 * and each page comes full; a new mode loads the list again in place (the URL stays).
 */
import { atom } from 'nanostores';
import { filtersFromUrl, filtersToHref, sameChoice } from '../lib/listingFilters';
import { api } from '../lib/browser/apiClient';
import type { ListingFilters, ListingResponse, PageOffset } from '../lib/catalogTypes';
import { $restaurants, $update } from './areas';
import type { LatLng } from '../lib/geo';
import type { VegMode } from '../lib/vegRules';
import { $vegMode } from './vegMode';

/** Page type every listing call names. */
export const listingPageType = 'DESKTOP_WEB_LISTING';

/** The filters as a call sends them: the diner's veg-only mode with the chosen sort and facets. */
export function withVegMode(filters: ListingFilters, mode: VegMode = $vegMode.get()): ListingFilters {
  const { vegMode: _served, ...chosen } = filters;
  return mode === 'all' ? chosen : { ...chosen, vegMode: mode };
}

/** The home listing's first page: lat, lng, the SEO-homepage flag and the page type. */
export function fetchListing(point: LatLng, filters: ListingFilters, signal?: AbortSignal): Promise<ListingResponse> {
  return api<ListingResponse>('/restaurants', {
    query: {
      lat: point.lat,
      lng: point.lng,
      'is-seo-homepage-enabled': true,
      page_type: listingPageType,
      filters: JSON.stringify(withVegMode(filters)),
    },
    ...(signal ? { signal } : {}),
  });
}

/** The next page: the spec's update payload with the offsets and the CSRF token of the first page. */
export function fetchNextPage(
  point: LatLng,
  offset: PageOffset,
  csrf: string,
  filters: ListingFilters,
  signal?: AbortSignal,
): Promise<ListingResponse> {
  return api<ListingResponse>('/update', {
    method: 'POST',
    body: {
      lat: point.lat,
      lng: point.lng,
      _csrf: csrf,
      nextOffset: offset.nextOffset,
      widgetOffset: offset.widgetOffset,
      page_type: listingPageType,
      filters: withVegMode(filters),
      seoParams: { seoUrl: window.location.href, pageType: 'FOOD_HOMEPAGE', apiName: 'FoodHomePage' },
    },
    ...(signal ? { signal } : {}),
  });
}

/** Loads the first page for `point` and `filters` into the `restaurants` area; resolves it, or undefined when it failed or was overtaken. */
export function loadFirstPage(point: LatLng, filters: ListingFilters): Promise<ListingResponse | undefined> {
  return $restaurants.run((signal) => fetchListing(point, filters, signal));
}

/** Loads the page after `offset` into the `update` area; resolves it, or undefined when it failed or was overtaken. */
export function loadNextPage(
  point: LatLng,
  offset: PageOffset,
  csrf: string,
  filters: ListingFilters,
): Promise<ListingResponse | undefined> {
  return $update.run((signal) => fetchNextPage(point, offset, csrf, filters, signal));
}

/** The sort and filters the chips show as chosen; null until the grid starts in the browser. */
export const $listingChoice = atom<ListingFilters | null>(null);

/** A first page loaded in the browser for a choice; `serial` tells the grid to start its paging afresh. */
export interface ChosenPage {
  filters: ListingFilters;
  page: ListingResponse;
  serial: number;
}

/** The first page of the last choice loaded in this visit; null while the page the server drew stands. */
export const $chosenPage = atom<ChosenPage | null>(null);

// The delivery point the page was drawn for: every choice asks for the same place.
let at: LatLng | null = null;
let serial = 0;

/** Shows a choice: the chips at once, then its first page (the grid's loading and error are `$restaurants`). */
function load(filters: ListingFilters): void {
  const point = at;
  if (!point) return;
  $listingChoice.set(filters);
  // A next page on its way belongs to the list being replaced: it must not be appended to the new one.
  $update.cancel();
  const sent = withVegMode(filters);
  void loadFirstPage(point, filters).then((page) => {
    if (page) $chosenPage.set({ filters: sent, page, serial: ++serial });
  });
}

/** Back and Forward: the choice of that history entry. */
function restore(): void {
  const filters = filtersFromUrl(new URL(window.location.href));
  if (!sameChoice(filters, $listingChoice.get() ?? {})) load(filters);
}

/**
 * Starts the choice in the browser from the one the server drew the page for (its veg-only mode
 * included), at the page's point; a browser whose mode is another loads the list again for it.
 * Returns the stop function (for the island's unmount).
 */
export function startListing(served: ListingFilters, point: LatLng): () => void {
  at = point;
  const { vegMode: servedMode = 'all', ...choice } = served;
  $listingChoice.set(choice);
  if (servedMode !== $vegMode.get()) load(choice);
  window.addEventListener('popstate', restore);
  return () => {
    window.removeEventListener('popstate', restore);
    $restaurants.cancel();
    at = null;
    $listingChoice.set(null);
    $chosenPage.set(null);
  };
}

/** A chip was tapped: the URL takes the choice as a new history entry and the list loads in place. */
export function chooseListing(filters: ListingFilters): void {
  const current = $listingChoice.get();
  if (!at || !current || sameChoice(filters, current)) return;
  window.history.pushState(null, '', filtersToHref(filters, window.location.pathname));
  load(filters);
}

// A new veg-only mode: the same choice, loaded again for it.
$vegMode.listen(() => {
  const current = $listingChoice.get();
  if (current) load(current);
});

/** Try again after the first page of a choice failed. */
export function retryListing(): void {
  const current = $listingChoice.get();
  if (current) load(current);
}
