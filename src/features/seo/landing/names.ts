/** City, state and cuisine names as a landing page in a language writes them (data/names.json; English where it gives none). */
import type { Locale } from '#src/i18n/locales.ts';
import { type NameKind, placeName } from '#src/server/data/names.ts';

/** How a landing page in `locale` names places and cuisines: English pages keep the catalog's own names. */
export function landingNames(locale: Locale) {
  const english = locale === 'en';
  // A key the names file does not know comes back as it is: the catalog's own name is shown then.
  const named = (kind: NameKind, key: string, name: string) => {
    if (english) return name;
    const inScript = placeName(kind, key, locale);
    return inScript === key ? name : inScript;
  };
  return {
    city: (slug: string, name: string) => named('city', slug, name),
    state: (name: string) => named('state', name, name),
    cuisine: (slug: string, name: string) => named('cuisine', slug, name),
  };
}
