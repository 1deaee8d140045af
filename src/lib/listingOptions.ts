/**
 * The listing's sort and filter vocabulary, shared by the API and the pages: each choice names its
 * words in the listing's catalogue (`text`); `label` is the English, for the API's answers.
 */
import { listingMessages } from '#src/features/listing/messages/en.ts';
import type { FilterKey, SortKey } from './catalogTypes.ts';

/** A key of the listing's catalogue that names a sort or a filter. */
export type OptionText =
  | 'sortRelevance'
  | 'sortDeliveryTime'
  | 'sortRating'
  | 'facetPureVeg'
  | 'facetRating4'
  | 'facetFastDelivery'
  | 'facetOffers';

const en = listingMessages.base;

/** Sort choices, in the order they show. */
export const sortOptions: readonly { key: SortKey; label: string; text: OptionText }[] = [
  { key: 'relevance', label: en.sortRelevance, text: 'sortRelevance' },
  { key: 'deliveryTime', label: en.sortDeliveryTime, text: 'sortDeliveryTime' },
  { key: 'rating', label: en.sortRating, text: 'sortRating' },
];

/** Filter choices, in the order they show. */
export const facetOptions: readonly { key: FilterKey; label: string; text: OptionText }[] = [
  { key: 'pureVeg', label: en.facetPureVeg, text: 'facetPureVeg' },
  { key: 'rating4', label: en.facetRating4, text: 'facetRating4' },
  { key: 'fastDelivery', label: en.facetFastDelivery, text: 'facetFastDelivery' },
  { key: 'offers', label: en.facetOffers, text: 'facetOffers' },
];

/** Every sort key, in order. */
export const sortKeys: readonly SortKey[] = sortOptions.map((o) => o.key);

/** Every filter key, in order. */
export const filterKeys: readonly FilterKey[] = facetOptions.map((o) => o.key);
