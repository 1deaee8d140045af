/** The introduction of a city or cuisine page: the editors' `intro` from the data file, else a sentence made from the page's numbers, in the page's language. */
import { intlTag, translate } from '#src/i18n/define.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { landingMessages } from './landing/messages/en.ts';

/** Paragraphs of an editor's intro (blank lines separate them), or the fallback as one paragraph. */
export function introParagraphs(intro: string | undefined, fallback: string): string[] {
  const paragraphs = (intro ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return paragraphs.length ? paragraphs : [fallback];
}

/** "a", "a and b", "a, b and c", as the language joins a list. */
export function listInWords(items: readonly string[], locale: Locale = 'en'): string {
  return new Intl.ListFormat(intlTag(locale), { type: 'conjunction' }).format(items);
}

/** The fallback intro of a city page. */
export function cityIntroFallback(
  city: { name: string; state: string },
  restaurantCount: number,
  topCuisines: readonly string[],
  locale: Locale = 'en',
): string {
  const t = translate(landingMessages, locale);
  const first = t.cityIntro({ city: city.name, state: city.state, count: restaurantCount });
  if (!topCuisines.length) return first;
  return `${first} ${t.cityIntroCuisines({ cuisines: listInWords(topCuisines.slice(0, 3), locale) })}`;
}

/** The fallback intro of a cuisine page. */
export function cuisineIntroFallback(
  cuisine: { name: string },
  restaurantCount: number,
  cityCount: number,
  locale: Locale = 'en',
): string {
  const t = translate(landingMessages, locale);
  return `${t.cuisineIntroCities({ cuisine: cuisine.name, restaurants: restaurantCount })(cityCount)} ${t.cuisineIntroNext}`;
}
