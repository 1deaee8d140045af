/** The listing's sort and filter vocabulary with the labels diners see, shared by the API and the pages. */
import type { FilterKey, SortKey } from './catalogTypes.ts';

/** Sort choices, in the order they show. */
export const sortOptions: readonly { key: SortKey; label: string }[] = [
  { key: 'relevance', label: 'Relevance' },
  { key: 'deliveryTime', label: 'Delivery Time' },
  { key: 'rating', label: 'Rating' },
];

/** Filter choices, in the order they show. */
export const facetOptions: readonly { key: FilterKey; label: string }[] = [
  { key: 'pureVeg', label: 'Pure Veg' },
  { key: 'rating4', label: 'Ratings 4.0+' },
  { key: 'fastDelivery', label: 'Fast Delivery' },
  { key: 'offers', label: 'Offers' },
];

/** Every sort key, in order. */
export const sortKeys: readonly SortKey[] = sortOptions.map((o) => o.key);

/** Every filter key, in order. */
export const filterKeys: readonly FilterKey[] = facetOptions.map((o) => o.key);
