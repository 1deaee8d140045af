/**
 * The page's service worker registration. A stand-in with the same contract as the installable
 * storefront's own module: it finds the registration the worker made, or null where there is none.
 */

/** The service worker registration of this page, or null when the browser has none. */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration().catch(() => undefined)) ?? null;
}
