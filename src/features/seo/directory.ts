import { escapeMarkup } from '#src/lib/markup.ts';
import { bestRestaurantsPath, cityPath, cuisineNearMePath } from '#src/lib/links.ts';
import { intlTag, translate } from '#src/i18n/define.ts';
import { type Locale, localisedPath } from '#src/i18n/locales.ts';
import { footerMessages } from './landing/messages/en.ts';

/** Splits a list into `count` columns of near-equal length, keeping the order (column by column). */
export function splitIntoColumns<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** A city or cuisine as the footer's directories list it. */
export interface DirectoryEntry {
  slug: string;
  name: string;
}

/**
 * How many cities the footer's directories list at most: the spec's "about 300" in three columns
 * of about 100, with room for an editor to add a few cities to today's 300 and see each listed.
 */
export const footerCityLimit = 330;

/** A city as the data files give it, with what choosing the footer's cities needs. */
export interface CityOfData extends DirectoryEntry {
  state: string;
  population: number | null;
}

/**
 * The cities the footer lists, by slug: all of them up to `limit`; beyond it, the largest city of
 * every state first, then the largest of the rest. Every page carries the directories, so their
 * size (and the build, which writes and compresses every page) would otherwise grow with the city
 * count times the page count; the cities left out are still in the sitemap and on cuisine pages.
 */
export function footerCities(cities: readonly CityOfData[], limit = footerCityLimit): DirectoryEntry[] {
  const bySlug = (a: DirectoryEntry, b: DirectoryEntry) => a.slug.localeCompare(b.slug);
  const entry = ({ slug, name }: CityOfData): DirectoryEntry => ({ slug, name });
  if (cities.length <= limit) return cities.map(entry).sort(bySlug);
  const largestFirst = [...cities].sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || bySlug(a, b));
  const chosen = new Set<CityOfData>();
  const statesListed = new Set<string>();
  for (const city of largestFirst) {
    if (chosen.size >= limit) break;
    if (statesListed.has(city.state)) continue;
    statesListed.add(city.state);
    chosen.add(city);
  }
  for (const city of largestFirst) {
    if (chosen.size >= limit) break;
    chosen.add(city);
  }
  return [...chosen].map(entry).sort(bySlug);
}

const held = new Map<Locale, { key: string; html: string }>();

/** The directories' words in the page's language (the footer's catalogue). */
export interface DirectoryTexts {
  weDeliverTo: string;
  cityColumn: (values: { number: number }) => string;
  bestPlaces: string;
  bestInCity: (values: { city: string }) => string;
  cuisinesNearYou: string;
  cuisineNearMe: (values: { cuisine: string }) => string;
}

/**
 * The footer's three SEO directories (cities in three columns, the best-restaurants links, the
 * cuisines) as HTML, in a language. Every page carries the same ~700 links, so they are written
 * once per process, data and language: a page then costs a string copy instead of rendering each link again.
 */
export function directoriesHtml(
  cities: readonly DirectoryEntry[],
  cuisines: readonly DirectoryEntry[],
  locale: Locale = 'en',
  texts: DirectoryTexts = translate(footerMessages, 'en'),
): string {
  const key = JSON.stringify([cities, cuisines]);
  const kept = held.get(locale);
  if (kept?.key === key) return kept.html;
  const link = (href: string, text: string) =>
    `<li><a href="${escapeMarkup(localisedPath(href, locale))}">${escapeMarkup(text)}</a></li>`;
  // The columns show names, so they are alphabetical by name (Prayagraj under P, though its slug
  // is allahabad); the best-restaurants links show slugs in English (the spec's words) and names
  // in other languages, in the slugs' order.
  const byName = [...cities].sort((a, b) => a.name.localeCompare(b.name, intlTag(locale)));
  const columns = splitIntoColumns(byName, 3)
    .map(
      (column, i) =>
        `<ul class="city-column" data-testid="city-column" aria-label="${escapeMarkup(texts.cityColumn({ number: i + 1 }))}">${column.map((c) => link(cityPath(c.slug), c.name)).join('')}</ul>`,
    )
    .join('');
  const cityWord = (c: DirectoryEntry) => (locale === 'en' ? c.slug : c.name);
  const html =
    `<section aria-labelledby="city-directory-title" class="directory"><h2 id="city-directory-title">${escapeMarkup(texts.weDeliverTo)}</h2><div class="city-columns">${columns}</div></section>` +
    `<section id="best-city-links" aria-labelledby="best-city-links-title" class="directory"><h2 id="best-city-links-title">${escapeMarkup(texts.bestPlaces)}</h2><ul class="link-cloud">${cities.map((c) => link(bestRestaurantsPath(c.slug), texts.bestInCity({ city: cityWord(c) }))).join('')}</ul></section>` +
    `<section aria-labelledby="cuisine-directory-title" class="directory" id="cuisine-links"><h2 id="cuisine-directory-title">${escapeMarkup(texts.cuisinesNearYou)}</h2><ul class="link-cloud">${cuisines.map((c) => link(cuisineNearMePath(c.slug), texts.cuisineNearMe({ cuisine: c.name }))).join('')}</ul></section>`;
  held.set(locale, { key, html });
  return html;
}
