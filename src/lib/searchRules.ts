/**
 * The search page's rules (the spec's "Search page", sections 4, 5, 7 and 9) as pure functions:
 * constants, highlight parsing, result extraction, the starting tab, links and the URL state.
 * Shared by the island and the server page, so nothing here touches the DOM or a store.
 */
import type {
  CarouselItem,
  DishResult,
  PreSearchResponse,
  RestaurantCard,
  SingleSearchResponse,
} from './catalogTypes.ts';
import { searchMessages } from '#src/features/search/messages/en.ts';
import { translate } from '#src/i18n/define.ts';
import { restaurantPath, restaurantSegmentPath } from './links.ts';
import { maxSearchLength } from './textLimits.ts';

/** The search page's words in a language (`useMessages(searchMessages)`); English when none are given. */
export type SearchWords = (typeof searchMessages)['base'];
const english = translate(searchMessages, 'en');

/** Placeholder of the search box in English (the spec's text); screens show `searchMessages.placeholder`. */
export const searchPlaceholder = english.placeholder;
/** The spec's search text limit (src/lib/textLimits.ts). */
export { maxSearchLength };
/** Pause in typing before suggestions are fetched. */
export const suggestionDebounceMs = 300;
/** Placeholder rows shown while suggestions load. */
export const suggestionPlaceholderCount = 10;
/** Skeleton cards shown while the single-restaurant view loads. */
export const restaurantSkeletonCount = 4;
/** The two tabs of the single-restaurant view, in order, with their English labels and their words' keys. */
export const searchTabs = [
  { id: 'restaurants', label: english.tabRestaurants, text: 'tabRestaurants' },
  { id: 'dishes', label: english.tabDishes, text: 'tabDishes' },
] as const;

/** A tab of the single-restaurant view. */
export type SearchTab = (typeof searchTabs)[number]['id'];

/** The text a lookup is made for: trimmed and cut to the maximum length. */
export function normaliseQuery(text: string): string {
  return text.slice(0, maxSearchLength).trim();
}

/** A run of a suggestion's text, matched (highlighted) or not. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * Splits `highlightedText` at its double braces: 'Chicken {{Biry}}ani' gives the plain
 * 'Chicken ', the match 'Biry' and the plain 'ani'. An unclosed '{{' is kept as plain text,
 * so a malformed answer still shows every character once.
 */
export function parseHighlight(highlighted: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  let at = 0;
  while (at < highlighted.length) {
    const open = highlighted.indexOf('{{', at);
    const close = open < 0 ? -1 : highlighted.indexOf('}}', open + 2);
    if (open < 0 || close < 0) {
      push(highlighted.slice(at), false);
      break;
    }
    push(highlighted.slice(at, open), false);
    push(highlighted.slice(open + 2, close), true);
    at = close + 2;
  }
  return parts;
}

/**
 * Where a dish card leads: the menu of the restaurant serving it, at
 * /restaurants/{restaurant name}-{restaurant locality}-{city slug}-{restaurant id}, so the
 * menu route's last dash-separated piece is the restaurant id.
 */
export function dishLink(result: DishResult): string {
  return restaurantPath(result.restaurant.info);
}

/**
 * Where a restaurant result leads: /restaurants/{last segment of the card's link} (the home
 * listing's rule), or, for a card without a usable link, the same shape as a dish card's link.
 */
export function restaurantLink(card: RestaurantCard): string {
  const segment = lastPathSegment(card.cta?.link ?? '');
  if (segment) return restaurantSegmentPath(encodeURIComponent(segment));
  return restaurantPath(card.info);
}

function lastPathSegment(link: string): string {
  let path = link;
  try {
    path = new URL(link, 'http://x.invalid').pathname;
  } catch {
    return '';
  }
  const pieces = path.split('/').filter(Boolean);
  const last = pieces[pieces.length - 1] ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return '';
  }
}

/** The results of a single search: every restaurant card and every dish, in the answer's order. */
export interface SingleResults {
  restaurants: RestaurantCard[];
  dishes: DishResult[];
}

/** Collects the RESTAURANT and DISH groups of every grouped card (found by key, never by position). */
export function singleResults(response: SingleSearchResponse | null | undefined): SingleResults {
  const restaurants: RestaurantCard[] = [];
  const dishes: DishResult[] = [];
  for (const card of response?.data?.cards ?? []) {
    const groups = card?.groupedCard?.cardGroupMap;
    for (const entry of groups?.RESTAURANT?.cards ?? []) if (entry?.card?.card?.info) restaurants.push(entry.card.card);
    for (const entry of groups?.DISH?.cards ?? [])
      if (entry?.card?.card?.info && entry.card.card.restaurant?.info) dishes.push(entry.card.card);
  }
  return { restaurants, dishes };
}

/** The tab the view opens on: Restaurants when there are restaurant results, Dishes when there are dish results only. */
export function initialTab(results: SingleResults): SearchTab {
  if (results.restaurants.length > 0) return 'restaurants';
  return results.dishes.length > 0 ? 'dishes' : 'restaurants';
}

/** The tab after an arrow, Home or End key in the tab list (wrapping); null for other keys. */
export function tabAfterKey(current: SearchTab, key: string): SearchTab | null {
  const ids = searchTabs.map((t) => t.id);
  const at = ids.indexOf(current);
  if (key === 'ArrowRight') return ids[(at + 1) % ids.length] ?? null;
  if (key === 'ArrowLeft') return ids[(at - 1 + ids.length) % ids.length] ?? null;
  if (key === 'Home') return ids[0] ?? null;
  if (key === 'End') return ids[ids.length - 1] ?? null;
  return null;
}

/** The active suggestion after ArrowDown or ArrowUp (wrapping; -1 is none); null for other keys. */
export function activeAfterKey(active: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  return null;
}

/** What the polite live region says about the suggestions shown, in the words given. */
export function suggestionsAnnouncement(count: number, t: SearchWords = english): string {
  return count === 0 ? t.noSuggestions : t.suggestionsFound(count);
}

/** The popular cuisines of the pre-search data: its title and items (the card found by id). */
export function popularCuisines(
  response: PreSearchResponse | null | undefined,
): { title: string; items: CarouselItem[] } | null {
  for (const wrapper of response?.data?.cards ?? []) {
    const card = wrapper?.card?.card;
    if (card?.id === 'popular_cuisines')
      return { title: card.header?.title ?? '', items: card.gridElements?.infoWithStyle?.info ?? [] };
  }
  return null;
}

/** The search a popular cuisine starts: the link's `query` parameter, else the item's text. */
export function cuisineQuery(item: CarouselItem): string {
  try {
    const fromLink = new URL(item.action?.link ?? '', 'http://x.invalid').searchParams.get('query');
    if (fromLink?.trim()) return normaliseQuery(fromLink);
  } catch {
    // a link that is not a URL falls back to the text
  }
  return normaliseQuery(item.action?.text || item.accessibility?.altText || '');
}

/** What the URL carries: the query, whether the single view is open, and a tab the diner picked. */
export interface SearchUrlState {
  query: string;
  view: boolean;
  tab: SearchTab | null;
}

/** Reads /search's parameters (`query`, `view=single`, `tab`); anything unknown is ignored. */
export function readSearchParams(params: URLSearchParams): SearchUrlState {
  const query = (params.get('query') ?? '').slice(0, maxSearchLength);
  const view = params.get('view') === 'single' && normaliseQuery(query) !== '';
  const tabParam = params.get('tab');
  const tab = view ? (searchTabs.find((t) => t.id === tabParam)?.id ?? null) : null;
  return { query, view, tab };
}

/** The /search URL of a state: `?query=…`, plus `&view=single` and `&tab=…` while the view is open. */
export function searchUrl(state: SearchUrlState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.view && normaliseQuery(state.query)) {
    params.set('view', 'single');
    if (state.tab) params.set('tab', state.tab);
  }
  const search = params.toString();
  return search ? `/search?${search}` : '/search';
}
