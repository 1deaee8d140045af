/**
 * The service worker's registration and the forgetting of a diner's saved pages, for screens and
 * features (push subscriptions await `workerRegistration`); written in
 * `src/lib/browser/serviceWorker.ts`, where stores (logout) reach them too.
 */
export { forgetDinerPages, workerRegistration } from '#src/lib/browser/serviceWorker.ts';
