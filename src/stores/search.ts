/**
 * The search screen's state and actions: the text in the box, the suggestions list and its
 * active option, the single-restaurant view and its tab, and the calls behind them (debounced,
 * stale-safe suggestions, the pre-search cuisines, the single search), each through its data
 * area, whose `run` aborts the previous request and drops any answer that arrives late.
 * The query and an open view live in the URL, so a search can be shared, reloaded and
 * navigated back to. Every call names the diner's veg-only mode, so the server leaves out the
 * dishes and restaurants it hides; a new mode asks again for what the screen shows.
 */
import { atom, computed } from 'nanostores';
import { api } from '../lib/browser/apiClient';
import type { PreSearchResponse, SingleSearchResponse, Suggestion, SuggestionsResponse } from '../lib/catalogTypes';
import type { LatLng } from '../lib/geo';
import type { DataAreaState } from './dataArea';
import { $preSearch, $searchRestaurants, $singleRestaurants } from './areas';
import { $userAddress } from './address';
import { $vegMode } from './vegMode';
import { searchMessages } from '../features/search/messages/en.ts';
import { localHref } from '../i18n/here.ts';
import { textsOf } from '../i18n/useMessages.ts';
import {
  activeAfterKey,
  initialTab,
  maxSearchLength,
  normaliseQuery,
  readSearchParams,
  searchUrl,
  singleResults,
  suggestionDebounceMs,
  suggestionsAnnouncement,
  type SearchTab,
  type SearchUrlState,
  type SingleResults,
} from '../lib/searchRules';

/** The suggestions area's data: the list and the query it answers. */
export type SuggestionsData = SuggestionsResponse['data'];

/** The diner's delivery point. */
export type Point = LatLng;

const nothing: SuggestionsData = { suggestions: [], query: '' };

let lookupTimer: ReturnType<typeof setTimeout> | undefined;

/** The veg-only mode as a query parameter, only when it is on. */
function vegQuery(): { vegMode?: 'veg' | 'egg' } {
  const mode = $vegMode.get();
  return mode === 'all' ? {} : { vegMode: mode };
}
// The last query handed to the area; repeating it (e.g. a trailing space) costs no call.
let sent: string | undefined;

/** Hands a query to the suggestions area: GET /api/search_restaurants?lat&lng&str, or nothing for empty text. */
function lookUp(query: string): void {
  sent = query;
  // Clearing also goes through `run`, so an answer still on its way for older text is dropped.
  void $searchRestaurants.run(async (signal) => {
    if (!query) return nothing;
    const at = point();
    if (!at) throw new Error(textsOf(searchMessages).needLocation);
    const { data } = await api<SuggestionsResponse>('/search_restaurants', {
      query: { lat: at.lat, lng: at.lng, str: query, ...vegQuery() },
      signal,
    });
    // The stored query is the one asked, so the screen can tell whose answer it shows.
    return { suggestions: data?.suggestions ?? [], query };
  });
}

/** Normalises text; undefined when its lookup is already the one shown (no call needed). */
function nextQuery(text: string): string | undefined {
  clearTimeout(lookupTimer);
  const query = normaliseQuery(text);
  return query === sent && !$searchRestaurants.get().error ? undefined : query;
}

/** The text changed: its lookup starts after the pause; empty text clears at once. */
function suggestLater(text: string): void {
  const query = nextQuery(text);
  if (query) lookupTimer = setTimeout(lookUp, suggestionDebounceMs, query);
  else if (query === '') lookUp(query);
}

/** Looks text up without waiting (a reload, a cuisine chosen, back navigation, a retry). */
function suggestNow(text: string): void {
  const query = nextQuery(text);
  if (query !== undefined) lookUp(query);
}

/** Loads the popular cuisines (GET /api/pre_search?lat&lng) once; later calls reuse them. */
export function loadPreSearch(point: Point | null): void {
  const state = $preSearch.get();
  if (!point || state.isLoading || state.data) return;
  void $preSearch.run((signal) =>
    api<PreSearchResponse>('/pre_search', { query: { lat: point.lat, lng: point.lng }, signal }),
  );
}

/** Opens the single-restaurant view for a chosen suggestion (GET /api/single_restaurant?lat&lng&str). */
export function loadSingleSearch(point: Point | null, text: string): void {
  const str = normaliseQuery(text);
  void $singleRestaurants.run((signal) => {
    if (!point) return Promise.reject(new Error(textsOf(searchMessages).needLocation));
    return api<SingleSearchResponse>('/single_restaurant', {
      query: { lat: point.lat, lng: point.lng, str, ...vegQuery() },
      signal,
    });
  });
}

/** What the diner has done on the search screen; the data areas hold what the server answered. */
export interface SearchState {
  /** The text in the box (cut to the longest query). */
  text: string;
  /** Whether the single-restaurant view of a chosen suggestion is open. */
  viewOpen: boolean;
  /** The tab the diner picked in the view, or null for the spec's starting rule. */
  pickedTab: SearchTab | null;
  /** The highlighted suggestion, or -1. */
  active: number;
  /** Whether Escape hid the suggestions list (typing or arrows show it again). */
  listHidden: boolean;
}

/** The screen as the URL describes it: what the page was served for, or what back restores. */
export function searchStateOf(url: SearchUrlState): SearchState {
  return {
    text: url.query.slice(0, maxSearchLength),
    viewOpen: url.view,
    pickedTab: url.tab,
    active: -1,
    listHidden: false,
  };
}

/** The screen's state; null until the island starts it in the browser (the server renders from its props). */
export const $search = atom<SearchState | null>(null);

/** The single search's answer split into restaurants and dishes. */
export const $singleResults = computed($singleRestaurants, (area) => singleResults(area.data));

/** What the screen shows, derived from its state and the data areas. */
export interface SearchView {
  /** The normalised query of the box. */
  query: string;
  /** The suggestions answering the text in the box, or null while none do. */
  suggestions: Suggestion[] | null;
  /** The message of a failed suggestions call for this text. */
  failed: string | null;
  /** Whether suggestions for this text are still on their way. */
  loadingSuggestions: boolean;
  /** The options of the list (empty while none answer the text). */
  options: Suggestion[];
  /** Whether the list is shown. */
  expanded: boolean;
  /** The tab the view shows. */
  tab: SearchTab;
  /** What the live region reads out. */
  announcement: string;
}

/** Derives what the screen shows; pure, so the server and the browser render the same. */
export function searchView(
  state: SearchState,
  area: DataAreaState<SuggestionsData>,
  single: DataAreaState<SingleSearchResponse>,
  results: SingleResults,
): SearchView {
  const { viewOpen } = state;
  const query = normaliseQuery(state.text);
  const answered = area.data;
  // Only an answer to the text in the box is shown; anything else is still on its way.
  const suggestions = !viewOpen && query && answered && answered.query === query ? answered.suggestions : null;
  const failed = !viewOpen && query !== '' && !suggestions && !area.isLoading ? area.error : null;
  const options = suggestions ?? [];
  const t = textsOf(searchMessages);
  const found = () =>
    t.resultsFound({
      restaurants: t.restaurantsCount(results.restaurants.length),
      dishes: t.dishesCount(results.dishes.length),
    });
  const announcement = viewOpen
    ? single.data
      ? found()
      : ''
    : suggestions
      ? suggestionsAnnouncement(suggestions.length, t)
      : '';
  return {
    query,
    suggestions,
    failed,
    loadingSuggestions: !viewOpen && query !== '' && !suggestions && !failed,
    options,
    expanded: options.length > 0 && !state.listHidden,
    tab: state.pickedTab ?? initialTab(results),
    announcement,
  };
}

// The point the server read from the address cookie, used until storage is read.
let servedPoint: Point | null = null;

/** The current delivery point: the saved address in storage, else the one the server read. */
function point(): Point | null {
  return $userAddress.get()?.geometry.location ?? servedPoint;
}

function samePoint(a: Point | null, b: Point | null): boolean {
  return a !== null && b !== null && a.lat === b.lat && a.lng === b.lng;
}

/** Writes the URL of a state without adding a history entry (or with one, for `push`). */
function writeUrl(state: SearchUrlState, mode: 'replace' | 'push' = 'replace'): void {
  const url = localHref(searchUrl(state));
  if (url === window.location.pathname + window.location.search) return;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(window.history.state, '', url);
}

function current(): SearchState {
  return $search.get() ?? searchStateOf({ query: '', view: false, tab: null });
}

function update(change: Partial<SearchState>): void {
  $search.set({ ...current(), ...change });
}

/** Shows the screen for a URL state and loads what it shows. */
function open(state: SearchState): void {
  $search.set(state);
  if (state.viewOpen) loadSingleSearch(point(), state.text);
  else suggestNow(state.text);
}

/** Back and forward restore the screen of that history entry. */
function restore(): void {
  open(searchStateOf(readSearchParams(new URLSearchParams(window.location.search))));
}

/**
 * Starts the screen in the browser for the URL the page was served for, with the point the
 * server read and the popular cuisines it rendered. Returns the stop function (for the island's unmount).
 */
export function startSearch(
  served: SearchUrlState,
  at: Point | null,
  servedPreSearch: PreSearchResponse | null = null,
): () => void {
  servedPoint = at;
  // The cuisines served with the page stand for the served point; another saved point asks again.
  if (servedPreSearch && !$preSearch.get().data && samePoint(point(), at))
    $preSearch.set({ isLoading: false, error: null, data: servedPreSearch });
  loadPreSearch(point());
  open(searchStateOf(served));
  window.addEventListener('popstate', restore);
  return () => {
    window.removeEventListener('popstate', restore);
    clearTimeout(lookupTimer);
    $search.set(null);
  };
}

/** The diner typed: the list shows again, an open view closes, suggestions follow the pause. */
export function typeText(value: string): void {
  const text = value.slice(0, maxSearchLength);
  if (current().viewOpen) {
    // Typing again closes the view; the URL follows at once so a reload does not reopen it.
    writeUrl({ query: text, view: false, tab: null });
    update({ text, viewOpen: false, pickedTab: null, active: -1, listHidden: false });
  } else update({ text, active: -1, listHidden: false });
  suggestLater(text);
}

/** A suggestion was chosen: its view opens (a new history entry) and the single search loads. */
export function chooseSuggestion(suggestion: Suggestion): void {
  const text = suggestion.text.slice(0, maxSearchLength);
  clearTimeout(lookupTimer);
  update({ text, viewOpen: true, pickedTab: null, active: -1 });
  writeUrl({ query: text, view: true, tab: null }, 'push');
  loadSingleSearch(point(), text);
}

/** Searches for a text at once (a popular cuisine chosen), as a new history entry. */
export function searchFor(value: string): void {
  const text = value.slice(0, maxSearchLength);
  $search.set({ text, viewOpen: false, pickedTab: null, active: -1, listHidden: false });
  writeUrl({ query: text, view: false, tab: null }, 'push');
  suggestNow(text);
}

/** Empties the box and closes any view. */
export function clearSearch(): void {
  update({ text: '', viewOpen: false, pickedTab: null, active: -1 });
  writeUrl({ query: '', view: false, tab: null });
  suggestLater('');
}

/** Picks a tab of the open view; the URL keeps it. */
export function pickTab(tab: SearchTab): void {
  update({ pickedTab: tab });
  writeUrl({ query: current().text, view: true, tab });
}

/** A key in the box: Escape hides the list, arrows move the active option. True when the key was used. */
export function pressSearchKey(key: string): boolean {
  const state = current();
  const { expanded, options } = searchViewNow();
  if (key === 'Escape' && expanded) {
    update({ listHidden: true, active: -1 });
    return true;
  }
  const next = activeAfterKey(state.active, key, options.length);
  if (next === null) return false;
  update({ listHidden: false, active: next });
  return true;
}

/** Enter: opens the active suggestion, else looks the text up without waiting for the pause. */
export function submitSearch(): void {
  const state = current();
  const { expanded, options } = searchViewNow();
  const chosen = expanded && state.active >= 0 ? options[state.active] : undefined;
  if (chosen) chooseSuggestion(chosen);
  else if (!state.viewOpen) suggestNow(state.text);
}

/** Asks for the suggestions of the text again after a failure. */
export function retrySuggestions(): void {
  suggestNow(current().text);
}

/** Asks for the open view's results again after a failure. */
export function retrySingleSearch(): void {
  loadSingleSearch(point(), current().text);
}

function searchViewNow(): SearchView {
  return searchView(current(), $searchRestaurants.get(), $singleRestaurants.get(), $singleResults.get());
}

let urlTimer: ReturnType<typeof setTimeout> | undefined;

// A new veg-only mode: what the screen shows is asked for again (the same text included).
$vegMode.listen(() => {
  const state = $search.get();
  if (!state) return;
  sent = undefined;
  open(state);
});

// A new answer (or a new request) starts the list without an active option.
$searchRestaurants.listen(() => {
  const state = $search.get();
  if (state && state.active !== -1) $search.set({ ...state, active: -1 });
});

// The typed query reaches the URL once typing pauses, not on every keystroke.
$search.listen((state, previous) => {
  if (!state || (previous && previous.text === state.text && previous.viewOpen === state.viewOpen)) return;
  clearTimeout(urlTimer);
  const write = () => {
    const now = $search.get();
    if (now && !now.viewOpen) writeUrl({ query: now.text, view: false, tab: null });
  };
  if (previous) urlTimer = setTimeout(write, suggestionDebounceMs);
  else write();
});
