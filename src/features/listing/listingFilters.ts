/** Sort and filters of the home listing, read from and written to the URL so they can be shared. */
import type { FilterKey, ListingFilters, SortKey } from '#src/lib/catalogTypes.ts';
import { facetOptions, sortOptions } from '#src/lib/listingOptions.ts';

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
