/**
 * The inputs of the catalog endpoints (the spec's section 7 and screen-level inputs), as zod
 * schemas: validated the same way whether the local catalog or an upstream answers, so bad input
 * is a 400 naming the field before anything is forwarded.
 */
import { z } from 'astro/zod';
import type { FilterKey, ListingFilters, SortKey } from '#src/lib/catalogTypes.ts';
import { filterKeys, sortKeys } from '#src/lib/listingOptions.ts';
import { parseCoordinate } from '#src/lib/coordinates.ts';
import { maxSearchLength } from '#src/lib/textLimits.ts';
import { type VegMode, vegModes } from '#src/lib/vegRules.ts';

/** A coordinate from a query string (plain decimals, like the places endpoints) or a JSON number. */
function coordinate(min: number, max: number, what: string) {
  return z.union([z.string(), z.number()], { error: 'is required' }).transform((value, ctx) => {
    const number = typeof value === 'number' ? value : (parseCoordinate(value, Math.max(-min, max)) ?? Number.NaN);
    if (!Number.isFinite(number) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: `must be a ${what} from ${min} to ${max}` });
      return z.NEVER;
    }
    return number;
  });
}

/** Latitude in degrees. */
export const latitude = coordinate(-90, 90, 'latitude');
/** Longitude in degrees. */
export const longitude = coordinate(-180, 180, 'longitude');

const searchText = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(maxSearchLength, { error: `must be at most ${maxSearchLength} characters` });
const optionalText = (max: number) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters` })
    .optional();

const sortKey = z.enum(sortKeys as [SortKey, ...SortKey[]], { error: `must be one of ${sortKeys.join(', ')}` });
const filterKey = z.enum(filterKeys as [FilterKey, ...FilterKey[]], {
  error: `must be one of ${filterKeys.join(', ')}`,
});
const cuisineSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a cuisine slug such as north-indian' })
  .max(60);

/** The diner's veg-only mode as a request names it: 'all' (the default), 'veg' or 'egg'. */
export const vegModeParam = z.enum(vegModes as [VegMode, ...VegMode[]], {
  error: `must be one of ${vegModes.join(', ')}`,
});

/** Filters with the veg-only mode left out when it is 'all', so the same listing has one key and one token. */
function withVegMode<F extends ListingFilters>(filters: F, vegMode: VegMode | undefined): F {
  const out = { ...filters };
  if (vegMode && vegMode !== 'all') out.vegMode = vegMode;
  else delete out.vegMode;
  return out;
}

/** The `filters` object of the listing calls. Unknown keys are ignored (the spec's client sends {}). */
export const listingFiltersSchema = z
  .object({
    sortBy: sortKey.optional(),
    facets: z.array(filterKey).max(filterKeys.length, { error: 'lists too many facets' }).optional(),
    cuisine: cuisineSlug.optional(),
    vegMode: vegModeParam.optional(),
  })
  .transform((filters) => withVegMode(filters, filters.vegMode));

/** `filters` given as a JSON string in a query parameter. */
const filtersParam = z
  .string()
  .max(1000, { error: 'must be at most 1000 characters' })
  .transform((text, ctx) => {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }
    const result = listingFiltersSchema.safeParse(raw ?? {});
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        message: result.error.issues.map((i) => `${i.path.join('.') || 'value'} ${i.message}`).join('; '),
      });
      return z.NEVER;
    }
    return result.data;
  });

/** Query of GET /api/restaurants: the point, plus filters as JSON or as separate parameters. */
export const listingQuerySchema = z
  .object({
    lat: latitude,
    lng: longitude,
    filters: filtersParam.optional(),
    sortBy: sortKey.optional(),
    facets: z
      .string()
      .max(200)
      .transform((text, ctx) => {
        const list = text
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean);
        const bad = list.find((f) => !filterKeys.includes(f as FilterKey));
        if (bad) {
          ctx.addIssue({ code: 'custom', message: `"${bad}" is not one of ${filterKeys.join(', ')}` });
          return z.NEVER;
        }
        return list as FilterKey[];
      })
      .optional(),
    cuisine: cuisineSlug.optional(),
    vegMode: vegModeParam.optional(),
    'is-seo-homepage-enabled': z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
    page_type: optionalText(60),
  })
  .transform((q) => {
    const filters: ListingFilters = { ...(q.filters ?? {}) };
    if (q.sortBy) filters.sortBy = q.sortBy;
    if (q.facets) filters.facets = q.facets;
    if (q.cuisine) filters.cuisine = q.cuisine;
    return {
      lat: q.lat,
      lng: q.lng,
      filters: withVegMode(filters, q.vegMode ?? filters.vegMode),
      seoHomepage: q['is-seo-homepage-enabled'] === 'true',
      pageType: q.page_type,
    };
  });
/** A validated listing query. */
export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** Body of POST /api/update (the spec's next-page call). */
export const updateBodySchema = z.object({
  lat: latitude,
  lng: longitude,
  nextOffset: z
    .string({ error: 'must be the nextOffset of the previous page' })
    .max(400, { error: 'must be at most 400 characters' })
    .nullable(),
  widgetOffset: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  filters: listingFiltersSchema.optional(),
  seoParams: z.object({ seoUrl: optionalText(500), pageType: optionalText(60), apiName: optionalText(60) }).optional(),
  page_type: optionalText(60),
  // Checked by the backend, so a missing token is a 403 like a wrong one (not a 400).
  _csrf: z
    .string({ error: 'must be the csrfToken of GET /api/address or GET /api/restaurants' })
    .max(200, { error: 'must be at most 200 characters' })
    .optional(),
});
/** A validated next-page body. */
export type UpdateBody = z.infer<typeof updateBodySchema>;

/** A point only (GET /api/pre_search). */
export const pointQuerySchema = z.object({ lat: latitude, lng: longitude });
/** A validated point query. */
export type PointQuery = z.infer<typeof pointQuerySchema>;

/** A point and a search text (suggestions, single search), and the veg-only mode to answer in. */
export const textQuerySchema = z.object({
  lat: latitude,
  lng: longitude,
  str: searchText,
  vegMode: vegModeParam.optional(),
});
/** A validated text query. */
export type TextQuery = z.infer<typeof textQuerySchema>;

/** A restaurant id as sent: digits, optionally after a four-character prefix (see searchedRestaurantQuerySchema). */
const restaurantIdParam = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{0,4}\d{1,12}$/, { error: 'must be a restaurant id such as 100001' });

/**
 * The one restaurant id rule of every endpoint that takes one (menu, searched_restaurant,
 * addToCart): the id as sent, validated, and the plain catalog id it names ('rest100001' → '100001').
 */
export const restaurantIdSchema = restaurantIdParam.transform((id) => plainRestaurantId(id));

/** GET /api/menu: the spec's restaurant-menu inputs (lat, lng, restaurantId, query ''). */
export const menuQuerySchema = z.object({
  lat: latitude,
  lng: longitude,
  restaurantId: restaurantIdParam,
  query: z
    .string()
    .max(maxSearchLength, { error: `must be at most ${maxSearchLength} characters` })
    .default(''),
});
/** A validated menu query. */
export type MenuQuery = z.infer<typeof menuQuerySchema>;

/**
 * GET /api/searched_restaurant. The spec says the client drops the first four characters of
 * restaurantId before sending; this endpoint therefore takes the shortened id, which for this
 * catalog is the plain numeric id ('100001'). An id that still carries a four-character prefix
 * ('rest100001') is accepted too, since numeric ids never start with letters.
 */
export const searchedRestaurantQuerySchema = menuQuerySchema;
/** A validated searched-restaurant query. */
export type SearchedRestaurantQuery = z.infer<typeof searchedRestaurantQuerySchema>;

/** GET /api/collection: the spec's collection inputs (lat, lng, collection, tags, type, offset 0, page_type null). */
export const collectionQuerySchema = z.object({
  lat: latitude,
  lng: longitude,
  collection: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a collection id such as biryani or top-rated' })
    .max(80, { error: 'must be at most 80 characters' }),
  tags: optionalText(maxSearchLength),
  type: optionalText(60),
  offset: z
    .string()
    .regex(/^\d{1,6}$/, { error: 'must be a whole number from 0 to 999999' })
    .transform(Number)
    .default(0),
  page_type: optionalText(60),
  vegMode: vegModeParam.optional(),
});
/** A validated collection query. */
export type CollectionQuery = z.infer<typeof collectionQuerySchema>;

/** The numeric id inside a restaurant id parameter ('rest100001' → '100001'). */
export function plainRestaurantId(id: string): string {
  return /^\d+$/.test(id) ? id : id.slice(4);
}
