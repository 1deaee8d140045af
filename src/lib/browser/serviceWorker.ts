/**
 * The page's side of the service worker: the registration other features wait for (push
 * subscriptions), and forgetting the diner's saved pages at logout. The worker itself is
 * registered by every page's head script after the load event (src/features/pwa/pageScript.mjs).
 * Here so stores may call it; `src/features/pwa/registerWorker.ts` offers the same to screens.
 */
import { SERVICE_WORKER } from 'astro:env/client';
import { forgetDinerCaches, workerUrl } from '../offlineCaches.ts';

/** How long a caller waits for the worker to become active before going on without it. */
const readyWaitMs = 10_000;

/**
 * The site's worker registration once its worker is active (registering it if the page has not
 * yet), or null where there is none: the browser has no service workers, they are blocked, or the
 * build turned the worker off (SERVICE_WORKER=off).
 */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (SERVICE_WORKER === 'off' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const workers = navigator.serviceWorker;
  try {
    const registration = (await workers.getRegistration('/')) ?? (await workers.register(workerUrl));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), readyWaitMs);
    });
    const ready = await Promise.race([workers.ready, late]);
    clearTimeout(timer);
    return ready ? registration : null;
  } catch {
    return null;
  }
}

/**
 * Forgets every page and answer of the diner saved on this device (menus, cart, orders), so the
 * next person on it never sees them; called at logout. Nothing to do where there is no cache.
 */
export async function forgetDinerPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await forgetDinerCaches(caches);
  } catch {
    // Storage refused (a private window's quota): nothing was saved to forget.
  }
}
