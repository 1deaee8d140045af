/** Collections: the editors' themed ones (data/collections.json) and one per cuisine. */
import type { CollectionResponse, FilterKey, ListingFilters, SortKey } from '#src/lib/catalogTypes.ts';
import type { CatalogContext } from './context.ts';
import type { VegMode } from '#src/lib/vegRules.ts';
import type { GeneratorInputs } from './catalogSchemas.ts';
import type { Point } from './geo.ts';
import { defaultArt } from './art.ts';
import { catalogTexts, localName } from './cards.ts';
import type { PrefixedLocale } from '#src/i18n/locales.ts';
import { requestLocale } from '../i18n/requestLocale.ts';
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
  /** A themed collection's title and description in other languages (data/collections.json). */
  translations?: Partial<Record<PrefixedLocale, { title: string; description: string }>>;
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
    if (c.translations) def.translations = c.translations;
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
  return collectionWords(ctx, def).description;
}

/**
 * A collection's title and description in the request's language: a themed one's from the
 * editors' translations (English without), a cuisine's from the cuisine's name in the language.
 */
export function collectionWords(ctx: CatalogContext, def: CollectionDef): { title: string; description: string } {
  const locale = requestLocale();
  if (def.cuisine === undefined)
    return (locale !== 'en' && def.translations?.[locale]) || { title: def.title, description: def.description };
  const cuisine = ctx.data.inputs.cuisines[def.cuisine];
  const title = cuisine ? localName('cuisine', cuisine.slug, cuisine.name) : def.title;
  const description =
    def.description && locale === 'en' ? def.description : catalogTexts().cuisineCollection({ cuisine: title });
  return { title, description };
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
      card: { card: { '@type': 'CollectionMasthead', ...collectionWords(ctx, def) } },
    },
  ];
  for (const card of ctx.ranker.cardsOf(ranked, offset, offset + collectionPageSize))
    cards.push({ card: { card: { ...card, '@type': 'Restaurant' } } });
  return { data: { cards } };
}
