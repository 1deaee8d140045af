/** Reading a collection page's query and response (the spec's positional query rule). */
import type { CollectionResponse, RestaurantCard } from './catalogTypes.ts';

/** The collection request of a page: collection, tags and type, with offset 0 and page_type null. */
export interface CollectionQuery {
  collection: string;
  tags: string;
  type: string;
}

/**
 * The query string is read by position: the first value is the collection, the second the
 * tags, the third the type, whatever their names. The path id stands in for a missing first value.
 */
export function collectionQuery(pathId: string, url: URL): CollectionQuery {
  const values = [...url.searchParams.values()];
  return { collection: values[0] || pathId, tags: values[1] ?? '', type: values[2] ?? '' };
}

/** What the page shows: the masthead's title and description, and the entries with restaurant info. */
export interface CollectionParts {
  title: string;
  description: string;
  restaurants: RestaurantCard[];
}

/** Splits a collection response into its masthead and restaurant cards, each with its CTA text blanked. */
export function collectionParts(response: CollectionResponse): CollectionParts {
  const cards = response.data.cards.map((c) => c.card.card);
  const masthead = cards[0] && '@type' in cards[0] && cards[0]['@type'] === 'CollectionMasthead' ? cards[0] : undefined;
  const restaurants = cards
    .filter((c): c is RestaurantCard & { '@type': 'Restaurant' } => 'info' in c && Boolean(c.info?.id))
    .map((c) => ({ info: c.info, cta: { ...c.cta, text: '' } }));
  return {
    title: masthead && 'title' in masthead ? masthead.title : '',
    description: masthead && 'description' in masthead ? masthead.description : '',
    restaurants,
  };
}
