import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while React hydrates the server's HTML, true afterwards and in renders made in the browser
 * alone. An island that shows shared browser state (the cart, the saved name) renders what the
 * server rendered until then: islands wake at different times, and the state may have moved on.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
