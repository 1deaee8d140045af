/**
 * A dialog whose code loads the first time it opens. When its code cannot be fetched (a dropped
 * connection) the dialog renders nothing and `onFailed` runs once (closing it, telling the diner).
 */
import { type ComponentType, lazy, useEffect } from 'react';

/** `React.lazy` over `load`, rendering a stand-in that calls `onFailed` when the code cannot be fetched. */
export function lazyDialog<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  onFailed: () => void,
) {
  // Made once per dialog, where a module declares it (never during a render), so React keeps its identity.
  // biome-ignore lint/correctness/noComponentHookFactories: the factory runs at module level, once per dialog.
  function LoadFailed() {
    useEffect(onFailed, []);
    return null;
  }
  return lazy<ComponentType<Props>>(() => load().catch(() => ({ default: LoadFailed })));
}
