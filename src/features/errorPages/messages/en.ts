/** The 404 and 500 pages' texts in English (the spec's words); the other languages beside this file (server only). */
import { defineMessages, params } from '#src/i18n/define.ts';

/** The 404 and 500 pages. */
export const errorPageMessages = defineMessages('pages.errors', {
  notFoundTitle: 'Page not found',
  notFoundDescription: 'The page you asked for does not exist. Find restaurants near you and order food online.',
  noRoute: params<{ path: string }>('No route matches URL {path}.'),
  noPage: 'The page you asked for does not exist.',
  goBack: 'Go Back',
  downTitle: "We'll be back shortly",
  downText: 'We are fixing a temporary glitch. Sorry for the inconvenience.',
});
