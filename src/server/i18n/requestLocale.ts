/** The language of the request being answered, for code that is not handed it (islands rendered on the server). */
import { AsyncLocalStorage } from 'node:async_hooks';
import { defaultLocale, type Locale } from '#src/i18n/locales.ts';

const storage = new AsyncLocalStorage<Locale>();

/** Runs `work` (a page's rendering) in a language; everything it awaits sees the same one. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return storage.run(locale, work);
}

/** The language of the request in progress, English outside any. */
export function requestLocale(): Locale {
  return storage.getStore() ?? defaultLocale;
}
