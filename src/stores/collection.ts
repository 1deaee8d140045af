/** The collection page's call (`GET /api/collection`, naming the diner's veg-only mode) into its data area. */
import { api } from '../lib/browser/apiClient';
import type { CollectionResponse } from '../lib/catalogTypes';
import type { CollectionQuery } from '../lib/collectionRules';
import { $collection } from './areas';
import { $vegMode } from './vegMode';

/** Loads a collection for a delivery point; resolves the answer, or undefined when it failed or was overtaken. */
export function loadCollection(
  point: { lat: number; lng: number },
  query: CollectionQuery,
): Promise<CollectionResponse | undefined> {
  return $collection.run((signal) =>
    api<CollectionResponse>('/collection', {
      query: {
        lat: point.lat,
        lng: point.lng,
        ...query,
        offset: 0,
        page_type: 'null',
        ...($vegMode.get() === 'all' ? {} : { vegMode: $vegMode.get() }),
      },
      signal,
    }),
  );
}
