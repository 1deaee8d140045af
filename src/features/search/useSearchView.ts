/** What the search screen shows: its state and data areas, and the view derived from them. */
import { useStore } from '@nanostores/react';
import type { PreSearchResponse } from '#src/lib/catalogTypes.ts';
import { $preSearch, $searchRestaurants, $singleRestaurants } from '#src/stores/areas.ts';
import { $search, $singleResults, searchStateOf, searchView } from '#src/stores/search.ts';
import type { SearchUrlState } from '#src/lib/searchRules.ts';

/** Renders the search store and its data areas; until the store starts, the screen is the URL it was served for. */
export function useSearchView(served: SearchUrlState, servedPreSearch: PreSearchResponse | null) {
  const state = useStore($search) ?? searchStateOf(served);
  const suggestionsArea = useStore($searchRestaurants);
  const preSearchArea = useStore($preSearch);
  // Until the store starts, the cuisines are the ones served with the page.
  const preSearch =
    preSearchArea.data || preSearchArea.isLoading || preSearchArea.error || !servedPreSearch
      ? preSearchArea
      : { isLoading: false, error: null, data: servedPreSearch };
  const single = useStore($singleRestaurants);
  const results = useStore($singleResults);
  const { text, viewOpen, active } = state;
  return { text, viewOpen, active, preSearch, single, results, ...searchView(state, suggestionsArea, single, results) };
}
