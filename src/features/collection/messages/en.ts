/** The collection page's texts in English (the spec's words); the other languages beside this file. */
import { defineMessages } from '#src/i18n/define.ts';

/** A collection page: its heading over the grid, and its title and description when the collection has none. */
export const collectionMessages = defineMessages('collection', {
  loading: 'Loading collection',
  explore: 'Restaurants to explore',
  title: 'Collection',
  description: 'Restaurants to explore near you.',
});
