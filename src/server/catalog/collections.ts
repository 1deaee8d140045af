/** Collections: the editors' themed ones (data/collections.json) and one per cuisine. */
import type { CollectionResponse, FilterKey, ListingFilters, SortKey } from '#src/lib/catalogTypes.ts';
import type { CatalogContext } from './context.ts';
import type { VegMode } from '#src/lib/vegRules.ts';
import type { GeneratorInputs } from './catalogSchemas.ts';
import type { Point } from './geo.ts';
import { defaultArt } from './art.ts';
import { catalogTexts } from './cards.ts';
import { collectionImageId, cuisineImageId, cuisinePicture } from './imageIds.ts';

/** Restaurants per collection response. */
export const collectionPageSize = 40;

/** A themed or cuisine collection. */
export interface CollectionDef {
  id: string;
  title: string;
  /** The editors' words under the title; empty for a cuisine without them (`collectionDescription` words one). */
  description: string;
  imageId: string;
  /** The picture its image draws. */
  picture: string;
  /** The cuisine a cuisine collection is about. */
  cuisine?: number;
  facets: FilterKey[];
  minRating10?: number;
  sortBy: SortKey;
}

/** The themed collections of data/collections.json, then one collection per cuisine. */
export function buildCollections(inputs: GeneratorInputs): CollectionDef[] {
  const themed = inputs.tuning.collections.map((c): CollectionDef => {
    const def: CollectionDef = {
      id: c.id,
      title: c.title,
      description: c.description,
      imageId: collectionImageId(inputs.art, c.id, c.art),
      picture: c.art ?? defaultArt,
      facets: [...c.facets],
      sortBy: c.sortBy,
    };
    if (c.minRating !== undefined) def.minRating10 = Math.round(c.minRating * 10);
    return def;
  });
  const byCuisine = inputs.cuisines.map(
    (c, i): CollectionDef => ({
      id: c.slug,
      title: c.name,
      description: c.description ?? '',
      imageId: cuisineImageId(inputs.art, c),
      picture: cuisinePicture(c),
      cuisine: i,
      facets: [],
      sortBy: 'relevance',
    }),
  );
  return [...themed, ...byCuisine];
}

/** A collection's words under its title: the editors', else (a cuisine's) one worded in the request's language. */
export function collectionDescription(ctx: CatalogContext, def: CollectionDef): string {
  if (def.description || def.cuisine === undefined) return def.description;
  return catalogTexts().cuisineCollection({ cuisine: ctx.data.inputs.cuisines[def.cuisine]?.name ?? def.title });
}

/** A collection's masthead and its restaurants near the point that the veg-only mode keeps, from `offset`. */
export function collectionResponse(
  ctx: CatalogContext,
  def: CollectionDef,
  point: Point,
  offset = 0,
  vegMode: VegMode = 'all',
): CollectionResponse {
  const cuisine = def.cuisine !== undefined ? ctx.data.inputs.cuisines[def.cuisine]?.slug : undefined;
  const filters: ListingFilters = { sortBy: def.sortBy, facets: def.facets };
  if (cuisine) filters.cuisine = cuisine;
  if (vegMode !== 'all') filters.vegMode = vegMode;
  const ranked = ctx.ranker.ranked(point, filters, def.minRating10 ?? 0);
  const cards: CollectionResponse['data']['cards'] = [
    {
      card: { card: { '@type': 'CollectionMasthead', title: def.title, description: collectionDescription(ctx, def) } },
    },
  ];
  for (const card of ctx.ranker.cardsOf(ranked, offset, offset + collectionPageSize))
    cards.push({ card: { card: { ...card, '@type': 'Restaurant' } } });
  return { data: { cards } };
}
