/** City, state and cuisine names as a landing page in a language writes them (English where no name is given). */
import type { Locale } from '#src/i18n/locales.ts';

/** How a landing page in `locale` names places and cuisines. */
export function landingNames(locale: Locale) {
  void locale;
  return {
    city: (_slug: string, english: string) => english,
    state: (english: string) => english,
    cuisine: (_slug: string, english: string) => english,
  };
}
