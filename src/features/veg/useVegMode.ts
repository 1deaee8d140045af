/** The veg-only mode an island shows: the one the server rendered with until hydrated, then the diner's. */
import { useStore } from '@nanostores/react';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import type { VegMode } from '#src/lib/vegRules.ts';
import { $vegMode } from '#src/stores/vegMode.ts';

/**
 * The mode to filter by: `served` (the page's, from the cookie) while React hydrates the server's
 * HTML, so the first render matches it; the browser's own afterwards, following every change.
 */
export function useVegMode(served: VegMode): VegMode {
  const mode = useStore($vegMode);
  return useHydrated() ? mode : served;
}
