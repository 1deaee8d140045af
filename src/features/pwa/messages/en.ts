/** The offline notice's and the offline page's texts in English (the spec's words); other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/**
 * The notice every page keeps for "You are offline" (its words are put in the page by
 * BaseLayout, for the head script to read) and the page the worker shows offline.
 */
export const pwaMessages = defineMessages('pwa', {
  offline: 'You are offline.',
  savedAt: params('This was saved on this device at {time} and may have changed since.'),
  reload: 'Reload the page to see it as it is now.',
  pageTitle: 'You are offline',
  pageDescription: 'You are offline. Pages you opened before may still be saved on this device.',
  notSaved: 'This page is not saved on this device. Check your connection and try again.',
  recent: 'Pages you opened recently may still be here, as they were when you saw them:',
  yourCart: 'Your cart',
  yourOrders: 'Your orders',
  tryHome: 'Try the home page',
});
