/** The search field's life on the page: the store started, early letters kept, the active option in view. */
import { useEffect, type RefObject } from 'react';
import type { PreSearchResponse } from '#src/lib/catalogTypes.ts';
import { startSearch, typeText, type Point } from '#src/stores/search.ts';
import { useTypedWhileWaking } from '#src/components/ui/useTypedWhileWaking.ts';
import { optionId } from './searchIds';
import type { SearchUrlState } from '#src/lib/searchRules.ts';

/**
 * Starts the search store once with the URL the page was served for and returns the search
 * field's ref; letters typed while the island woke go in on top, and the active option is
 * scrolled into view.
 */
export function useSearchField(
  served: SearchUrlState,
  point: Point | null,
  servedPreSearch: PreSearchResponse | null,
  active: number,
): RefObject<HTMLInputElement | null> {
  // Runs once: the props are the URL the page was served for; later changes come from the diner.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the island mounts, with the state the page was served with
  useEffect(() => startSearch(served, point, servedPreSearch), []);
  // After the store has the served search: letters typed while the island woke go in on top of it.
  const input = useTypedWhileWaking(served.query, typeText);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  return input;
}
