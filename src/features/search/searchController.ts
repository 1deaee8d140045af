/**
 * The search page's calls: debounced, stale-safe suggestions, the pre-search cuisines and the
 * single search, each through its data area (whose `run` aborts the previous request and drops
 * any answer that arrives after a newer request started).
 */
import { api } from '../../lib/apiClient';
import type { PreSearchResponse, SingleSearchResponse, SuggestionsResponse } from '../../lib/catalogTypes';
import type { DataArea } from '../../stores/dataArea';
import { $preSearch, $searchRestaurants, $singleRestaurants } from '../../stores/areas';
import { normaliseQuery, suggestionDebounceMs } from './searchRules';

/** The suggestions area's data: the list and the query it answers. */
export type SuggestionsData = SuggestionsResponse['data'];

/** The diner's delivery point. */
export interface Point {
  lat: number;
  lng: number;
}

/** Fetches the suggestions for one query; `signal` aborts it when a newer one starts. */
export type SuggestionsFetch = (query: string, signal: AbortSignal) => Promise<SuggestionsData>;

/** Options of `createSuggestionFetcher`. */
export interface SuggestionFetcherOptions {
  /** Pause in typing before a lookup (the spec's 300 ms). */
  debounceMs?: number;
  /** The call itself (the island passes `suggestionsFromApi`; tests pass a fake). */
  fetch: SuggestionsFetch;
  /** Where the answers go; the page's `searchRestaurants` area unless given. */
  area?: DataArea<SuggestionsData>;
}

/** A debounced, stale-safe source of suggestions. */
export interface SuggestionFetcher {
  /** The text changed: a lookup starts after the pause; empty text clears at once. */
  update(text: string): void;
  /** Looks `text` up without waiting (a reload, a cuisine chosen, back navigation). */
  now(text: string): void;
  /** Forgets a lookup still waiting for its pause (a suggestion was chosen, or unmount). */
  cancel(): void;
}

const nothing: SuggestionsData = { suggestions: [], query: '' };

/** Builds the suggestion fetcher the search box drives. */
export function createSuggestionFetcher({ debounceMs = suggestionDebounceMs, fetch, area = $searchRestaurants }: SuggestionFetcherOptions): SuggestionFetcher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The last query handed to the area; repeating it (e.g. a trailing space) costs no call.
  let sent: string | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const start = (query: string) => {
    sent = query;
    // Clearing also goes through `run`, so an answer still on its way for older text is dropped.
    if (!query) return void area.run(async () => nothing);
    // The stored query is the one asked, so the island can tell whose answer it shows.
    void area.run((signal) => fetch(query, signal).then((data) => ({ suggestions: data?.suggestions ?? [], query })));
  };

  const isCurrent = (query: string) => query === sent && !area.get().error;

  return {
    update(text) {
      cancel();
      const query = normaliseQuery(text);
      if (isCurrent(query)) return;
      if (!query) return start(query);
      timer = setTimeout(() => {
        timer = undefined;
        start(query);
      }, debounceMs);
    },
    now(text) {
      cancel();
      const query = normaliseQuery(text);
      if (!isCurrent(query)) start(query);
    },
    cancel,
  };
}

/** The real suggestions call: GET /api/search_restaurants?lat&lng&str. */
export function suggestionsFromApi(point: () => Point | null): SuggestionsFetch {
  return async (query, signal) => {
    const at = point();
    if (!at) throw new Error('Set your delivery location to search.');
    const response = await api<SuggestionsResponse>('/search_restaurants', { query: { lat: at.lat, lng: at.lng, str: query }, signal });
    return response.data;
  };
}

/** Loads the popular cuisines (GET /api/pre_search?lat&lng) once; later calls reuse them. */
export function loadPreSearch(point: Point | null): void {
  const state = $preSearch.get();
  if (!point || state.isLoading || state.data) return;
  void $preSearch.run((signal) => api<PreSearchResponse>('/pre_search', { query: { lat: point.lat, lng: point.lng }, signal }));
}

/** Opens the single-restaurant view for a chosen suggestion (GET /api/single_restaurant?lat&lng&str). */
export function loadSingleSearch(point: Point | null, text: string): void {
  const str = normaliseQuery(text);
  void $singleRestaurants.run((signal) => {
    if (!point) return Promise.reject(new Error('Set your delivery location to search.'));
    return api<SingleSearchResponse>('/single_restaurant', { query: { lat: point.lat, lng: point.lng, str }, signal });
  });
}
