/**
 * What search engines read on a restaurant page: title, description and the Restaurant + Menu
 * structured data (schema.org), built from the same sections the page renders.
 */
import type { Dish, MenuRestaurantInfo } from '#src/lib/catalogTypes.ts';
import { priceOf } from '#src/lib/money.ts';
import type { WeeklyHours } from '#src/lib/openingHours.ts';
import type { MenuCategory, MenuSection } from './menuRules';

const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Minutes after midnight as schema.org's HH:MM; a close past midnight wraps ("02:00"), a close at midnight is "23:59". */
function hhmm(minutes: number, closing = false): string {
  if (closing && minutes === 1440) return '23:59';
  const m = minutes % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * A week of hours as schema.org's `openingHoursSpecification`, the way Google reads it: one entry
 * per opening with the days it applies to; an opening past midnight closes on the next morning's
 * time ("18:00" to "02:00", on the day it opened); a holiday is the date shut (opens and closes "00:00").
 */
export function openingHoursSpecification(hours: WeeklyHours): Record<string, unknown>[] {
  const byOpening = new Map<string, { opens: string; closes: string; days: string[] }>();
  hours.days.forEach((day, i) => {
    for (const o of day) {
      const opens = hhmm(o.open);
      const closes = hhmm(o.close, true);
      const key = `${opens}-${closes}`;
      const entry = byOpening.get(key) ?? { opens, closes, days: [] };
      entry.days.push(schemaDays[i] as string);
      byOpening.set(key, entry);
    }
  });
  const weekly = [...byOpening.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
  const shut = hours.holidays.map((date) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: date,
    validThrough: date,
  }));
  return [...weekly, ...shut];
}

/** Everything the structured data needs; URLs are absolute. */
export interface MenuSeoInput {
  info: MenuRestaurantInfo;
  sections: MenuSection[];
  /** Canonical URL of the page. */
  url: string;
  /** Absolute URL of the restaurant's image, if any. */
  imageUrl?: string;
  /** Absolute URL of a dish image by id, if images are wanted. */
  dishImageUrl?: (imageId: string) => string;
  /** Where the restaurant is, when the catalog says. */
  geo?: { lat: number; lng: number } | undefined;
}

/** The count in a total-ratings string ('1K+ ratings' → 1000, '1.2K+ ratings' → 1200), or null. */
export function ratingCount(text: string | undefined): number | null {
  const match = /([\d.,]+)\s*([KkLl]?)/.exec(text ?? '');
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/,/g, ''));
  if (!Number.isFinite(value) || value <= 0) return null;
  const unit = match[2]?.toUpperCase();
  return Math.round(value * (unit === 'K' ? 1_000 : unit === 'L' ? 100_000 : 1));
}

/** The page title of a restaurant: name, area and city (the layout adds the brand). */
export function menuPageTitle(info: MenuRestaurantInfo): string {
  // The city tells apart namesakes in areas of the same name (an Ambedkar Nagar is in many cities).
  const place = [info.areaName || info.locality, info.city].filter(Boolean).filter((p, i, all) => all.indexOf(p) === i);
  return `${info.name}, ${place.join(', ')}: order online`;
}

/** The meta description of a restaurant page: cuisines, place, rating and cost for two. */
export function menuPageDescription(info: MenuRestaurantInfo): string {
  const cuisines = info.cuisines.slice(0, 3).join(', ');
  const place = [info.areaName || info.locality, info.city].filter(Boolean).join(', ');
  const rating =
    info.avgRatingString && info.totalRatingsString
      ? ` Rated ${info.avgRatingString} (${info.totalRatingsString}).`
      : '';
  const cost = info.costForTwoMessage ? ` ${info.costForTwoMessage}.` : '';
  return `Order ${cuisines || 'food'} online from ${info.name} in ${place} for home delivery.${rating}${cost} See the full menu with prices.`;
}

function menuItem(dish: Dish, dishImageUrl: MenuSeoInput['dishImageUrl']): Record<string, unknown> {
  const price = priceOf(dish);
  return {
    '@type': 'MenuItem',
    name: dish.name,
    ...(dish.description ? { description: dish.description } : {}),
    ...(dish.imageId && dishImageUrl ? { image: dishImageUrl(dish.imageId) } : {}),
    ...(price === null ? {} : { offers: { '@type': 'Offer', price: (price / 100).toFixed(2), priceCurrency: 'INR' } }),
    ...(dish.itemAttribute.vegClassifier === 'VEG' ? { suitableForDiet: 'https://schema.org/VegetarianDiet' } : {}),
  };
}

function menuSection(
  category: Pick<MenuCategory, 'title' | 'dishes'>,
  dishImageUrl: MenuSeoInput['dishImageUrl'],
): Record<string, unknown> {
  return {
    '@type': 'MenuSection',
    name: category.title,
    hasMenuItem: category.dishes.map((d) => menuItem(d, dishImageUrl)),
  };
}

/** The Restaurant object with its Menu, sections (nested blocks as sub-sections) and items. */
export function restaurantJsonLd({
  info,
  sections,
  url,
  imageUrl,
  dishImageUrl,
  geo,
}: MenuSeoInput): Record<string, unknown> {
  const count = ratingCount(info.totalRatingsString);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${url}#restaurant`,
    name: info.name,
    url,
    ...(imageUrl ? { image: imageUrl } : {}),
    servesCuisine: info.cuisines,
    address: {
      '@type': 'PostalAddress',
      ...(info.locality ? { streetAddress: info.locality } : {}),
      addressLocality: info.areaName || info.locality,
      ...(info.city ? { addressRegion: info.city } : {}),
      addressCountry: 'IN',
    },
    ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } } : {}),
    ...(info.costForTwoMessage ? { priceRange: info.costForTwoMessage } : {}),
    ...(info.timings ? { openingHoursSpecification: openingHoursSpecification(info.timings) } : {}),
    ...(count && info.avgRating > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: info.avgRating,
            bestRating: 5,
            worstRating: 1,
            ratingCount: count,
          },
        }
      : {}),
    // Google reads `menu` (the menu's URL); schema.org's `hasMenu` carries the menu itself.
    menu: url,
    hasMenu: {
      '@type': 'Menu',
      name: `${info.name} menu`,
      url,
      hasMenuSection: sections.map((section) =>
        section.kind === 'items'
          ? menuSection(section, dishImageUrl)
          : {
              '@type': 'MenuSection',
              name: section.title,
              hasMenuSection: section.categories.map((c) => menuSection(c, dishImageUrl)),
            },
      ),
    },
  };
}
