/** When the storefront's own client directives (`client:stored`, `client:interaction`) wake an island. */

/** Browsers without requestIdleCallback (Safari before 18) wait this long instead. */
const idleFallbackMs = 200;
/** The wait gives up here on a page that never goes idle. */
const idleTimeoutMs = 3000;

let firstPaint: Promise<void> | undefined;

/**
 * Settles once the page's first contentful paint has been shown (at the latest after three
 * seconds, for a page that never paints content or a browser without paint timing). One wait for
 * the page, however many islands ask.
 */
function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) {
      resolve();
      return;
    }
    let observer: PerformanceObserver | undefined;
    const start = () => {
      observer?.disconnect();
      resolve();
    };
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) start();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing: the timer below settles it.
    }
    setTimeout(start, idleTimeoutMs);
  });
  return firstPaint;
}

/**
 * Runs `task` when the browser is next idle after the page's first contentful paint (at the
 * latest three seconds after it). An idle moment can come before that paint is shown; waiting for
 * it keeps the islands' scripts from competing with the page's first paint.
 */
export function whenIdle(task: () => void): void {
  void afterFirstPaint().then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: idleTimeoutMs });
    else setTimeout(task, idleFallbackMs);
  });
}

/** Whether browser storage holds one of `keys` (false where storage is blocked). */
export function storageHolds(keys: readonly string[]): boolean {
  try {
    return keys.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}
