/**
 * The listing's opaque paging token (pageOffset.nextOffset): base64url JSON of where the next
 * page starts and the filters of the first page, so that POST /api/update, which the spec's
 * client sends with an empty filters object, keeps the order the diner chose.
 */
import type { FilterKey, ListingFilters, SortKey } from '#src/lib/catalogTypes.ts';
import { filterKeys, sortKeys } from '#src/lib/listingOptions.ts';
import { vegModeOf } from '#src/lib/vegRules.ts';

/** What a token carries. */
export interface PageState {
  offset: number;
  filters: ListingFilters;
  /** The minute (epoch ms) the first page was ranked at: later pages keep its order, so none repeats a restaurant. */
  at?: number;
}

/** Largest offset a token may carry (far beyond any real listing; keeps arithmetic sane). */
export const maxOffset = 1_000_000;

/** Encodes where the next page starts. */
export function encodePageToken(state: PageState): string {
  const body: { o: number; s?: SortKey; f?: FilterKey[]; c?: string; v?: string; m?: number } = { o: state.offset };
  if (state.at !== undefined) body.m = Math.floor(state.at / 60_000);
  if (state.filters.sortBy && state.filters.sortBy !== 'relevance') body.s = state.filters.sortBy;
  if (state.filters.facets?.length) body.f = [...state.filters.facets];
  if (state.filters.cuisine) body.c = state.filters.cuisine;
  if (state.filters.vegMode && state.filters.vegMode !== 'all') body.v = state.filters.vegMode;
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** Decodes a token; null when it is not one this server could have issued. */
export function decodePageToken(token: string): PageState | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(token)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const body = raw as Record<string, unknown>;
  const offset = body.o;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > maxOffset) return null;
  const filters: ListingFilters = {};
  if (body.s !== undefined) {
    if (typeof body.s !== 'string' || !sortKeys.includes(body.s as SortKey)) return null;
    filters.sortBy = body.s as SortKey;
  }
  if (body.f !== undefined) {
    if (!Array.isArray(body.f) || !body.f.every((f) => typeof f === 'string' && filterKeys.includes(f as FilterKey)))
      return null;
    filters.facets = body.f as FilterKey[];
  }
  if (body.c !== undefined) {
    if (typeof body.c !== 'string' || !/^[a-z0-9-]{1,60}$/.test(body.c)) return null;
    filters.cuisine = body.c;
  }
  if (body.v !== undefined) {
    if (body.v !== 'veg' && body.v !== 'egg') return null;
    filters.vegMode = vegModeOf(body.v);
  }
  if (body.m !== undefined && (typeof body.m !== 'number' || !Number.isInteger(body.m) || body.m < 0)) return null;
  return typeof body.m === 'number' ? { offset, filters, at: body.m * 60_000 } : { offset, filters };
}
