/** Browsers without requestIdleCallback (Safari before 18) wait this long instead. */
const idleFallbackMs = 200;
/** The wait gives up here on a page that never goes idle. */
const idleTimeoutMs = 3000;

/** Runs `task` when the browser is next idle (at the latest after three seconds). */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: idleTimeoutMs });
  else setTimeout(task, idleFallbackMs);
}
