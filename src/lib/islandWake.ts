/** When the storefront's own client directives (`client:stored`, `client:interaction`) wake an island. */

/** Browsers without requestIdleCallback (Safari before 18) wait this long instead. */
const idleFallbackMs = 200;
/** The wait gives up here on a page that never goes idle. */
const idleTimeoutMs = 3000;

/** Runs `task` when the browser is next idle (at the latest after three seconds). */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: idleTimeoutMs });
  else setTimeout(task, idleFallbackMs);
}

/** Whether browser storage holds one of `keys` (false where storage is blocked). */
export function storageHolds(keys: readonly string[]): boolean {
  try {
    return keys.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}
