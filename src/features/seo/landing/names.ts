/** City, state and cuisine names as a landing page in a language writes them (data/names.json; English where it gives none). */
import type { Locale } from '#src/i18n/locales.ts';
import { localisedName } from '#src/server/data/names.ts';

/** How a landing page in `locale` names places and cuisines: English pages keep the catalog's own names. */
export function landingNames(locale: Locale) {
  return {
    city: (slug: string, name: string) => localisedName('city', slug, name, locale),
    state: (name: string) => localisedName('state', name, name, locale),
    cuisine: (slug: string, name: string) => localisedName('cuisine', slug, name, locale),
  };
}
