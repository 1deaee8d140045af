/** Sort and filters of the home listing, read from and written to the URL so they can be shared; the chips that choose them. */
import type { FilterKey, ListingFilters, SortKey } from './catalogTypes.ts';
import { listingMessages } from '#src/features/listing/messages/en.ts';
import { vegMessages } from '#src/features/veg/messages/en.ts';
import { translate } from '#src/i18n/define.ts';
import { facetOptions, sortOptions } from './listingOptions.ts';
import { vegModeTextsIn, type VegWords } from './vegRules.ts';

/** The listing's words in a language (`useMessages(listingMessages)`); English when none are given. */
export type ListingWords = (typeof listingMessages)['base'];
const englishListing = translate(listingMessages, 'en');
const englishVeg = translate(vegMessages, 'en');

export { facetOptions, sortOptions };

const sortKeys = new Set<string>(sortOptions.map((o) => o.key));
const facetKeys = new Set<string>(facetOptions.map((o) => o.key));

/** Reads `sortBy` and `filters` (comma-separated) from a URL; unknown values are ignored. */
export function filtersFromUrl(url: URL): ListingFilters {
  const sortBy = url.searchParams.get('sortBy');
  const facets = (url.searchParams.get('filters') ?? '').split(',').filter((f): f is FilterKey => facetKeys.has(f));
  const filters: ListingFilters = {};
  if (sortBy && sortKeys.has(sortBy) && sortBy !== 'relevance') filters.sortBy = sortBy as SortKey;
  if (facets.length) filters.facets = [...new Set(facets)].sort();
  return filters;
}

/** The URL (path and query) of a listing with these filters. */
export function filtersToHref(filters: ListingFilters, path = '/'): string {
  const params = new URLSearchParams();
  if (filters.sortBy && filters.sortBy !== 'relevance') params.set('sortBy', filters.sortBy);
  if (filters.facets?.length) params.set('filters', [...filters.facets].sort().join(','));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The filters with one facet switched on or off. */
export function toggleFacet(filters: ListingFilters, key: FilterKey): ListingFilters {
  const facets = new Set(filters.facets ?? []);
  if (facets.has(key)) facets.delete(key);
  else facets.add(key);
  const next: ListingFilters = { ...filters };
  if (facets.size) next.facets = [...facets].sort();
  else delete next.facets;
  return next;
}

/** The filters with another sort (relevance, the default, is left out as the URL leaves it out). */
export function withSort(filters: ListingFilters, sortBy: SortKey): ListingFilters {
  const next: ListingFilters = { ...filters };
  if (sortBy === 'relevance') delete next.sortBy;
  else next.sortBy = sortBy;
  return next;
}

/** Whether two choices show the same listing (the same URL). */
export function sameChoice(a: ListingFilters, b: ListingFilters): boolean {
  return filtersToHref(a) === filtersToHref(b);
}

/** One chip of the row: a sort (one chosen at a time) or a filter (each on or off). */
export interface Chip {
  kind: 'sort' | 'facet';
  key: string;
  /** What the chip reads, e.g. "Sort: Rating". */
  label: string;
  /** The choice a tap leads to. */
  next: ListingFilters;
  /** Its URL: the chip works as a plain link without JavaScript. */
  href: string;
  chosen: boolean;
}

function chip(
  kind: Chip['kind'],
  key: string,
  label: string,
  next: ListingFilters,
  chosen: boolean,
  path: string,
): Chip {
  return { kind, key, label, next, href: filtersToHref(next, path), chosen };
}

/** The chip row for a choice: every sort, then every filter, each with the URL it leads to, in the words given. */
export function chipsFor(filters: ListingFilters, path = '/', t: ListingWords = englishListing): Chip[] {
  const sortBy = filters.sortBy ?? 'relevance';
  return [
    ...sortOptions.map((o) =>
      chip('sort', o.key, t.sortChip({ sort: t[o.text] }), withSort(filters, o.key), o.key === sortBy, path),
    ),
    ...facetOptions.map((o) =>
      chip('facet', o.key, t[o.text], toggleFacet(filters, o.key), filters.facets?.includes(o.key) ?? false, path),
    ),
  ];
}

/**
 * What a screen reader hears once the list has changed in place, e.g. "Sorted by Rating, Pure Veg
 * only", and the veg-only mode it came in when one is on ("…, Veg mode: Veg + egg").
 */
export function choiceSummary(
  filters: ListingFilters,
  t: ListingWords = englishListing,
  veg: VegWords = englishVeg,
): string {
  const sortBy = filters.sortBy ?? 'relevance';
  const sort = t[sortOptions.find((o) => o.key === sortBy)?.text ?? 'sortRelevance'];
  const facets = facetOptions.filter((o) => filters.facets?.includes(o.key)).map((o) => t[o.text]);
  const summary = facets.length ? t.sortedByOnly({ sort, facets: facets.join(', ') }) : t.sortedBy({ sort });
  if (!filters.vegMode || filters.vegMode === 'all') return summary;
  return t.withVegMode({ summary, vegMode: veg.title, mode: vegModeTextsIn(veg)[filters.vegMode].label });
}
