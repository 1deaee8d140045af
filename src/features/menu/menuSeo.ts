/**
 * What search engines read on a restaurant page: title, description and the Restaurant + Menu
 * structured data (schema.org), built from the same sections the page renders.
 */
import type { Dish, MenuRestaurantInfo } from '#src/lib/catalogTypes.ts';
import { priceOf } from '#src/lib/money.ts';
import type { WeeklyHours } from '#src/lib/openingHours.ts';
import { ratingCount } from '#src/lib/ratingCount.ts';
import type { PublicReview, RatingSummary } from '#src/lib/reviewTypes.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { catalogWords, type MenuCategory, type MenuSection } from './menuRules';
import { menuSeoMessages } from './messages/en.ts';

/** The page's words in a language (the request's unless given). */
type SeoTexts = (typeof menuSeoMessages)['base'];

export { ratingCount };

/** Reviews a restaurant's structured data shows at most. */
export const jsonLdReviewsMax = 3;

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
  /** The rating the page shows (the catalog's moved by verified ratings); else read from `info`. */
  rating?: RatingSummary | undefined;
  /** Recent reviews, newest first; those with text become `review` items. */
  reviews?: readonly PublicReview[] | undefined;
}

/** `aggregateRating` from the summary, or from the info's rating and count text; null without a count. */
function aggregateRating(info: MenuRestaurantInfo, rating: RatingSummary | undefined): Record<string, unknown> | null {
  const value = rating ? rating.rating : info.avgRating;
  const count = rating ? rating.count : ratingCount(info.totalRatingsString);
  if (!count || !(value > 0)) return null;
  return { '@type': 'AggregateRating', ratingValue: value, bestRating: 5, worstRating: 1, ratingCount: count };
}

/** Google's review items of the restaurant: the most recent reviews with text, their food rating and author. */
export function reviewItems(reviews: readonly PublicReview[]): Record<string, unknown>[] {
  return reviews
    .filter((review) => review.text.trim() !== '')
    .slice(0, jsonLdReviewsMax)
    .map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.createdAt.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: review.food, bestRating: 5, worstRating: 1 },
      reviewBody: review.text,
    }));
}

/** The page title of a restaurant: name, area and city (the layout adds the brand). */
export function menuPageTitle(info: MenuRestaurantInfo, t: SeoTexts = textsOf(menuSeoMessages)): string {
  // The city tells apart namesakes in areas of the same name (an Ambedkar Nagar is in many cities).
  const place = [info.areaName || info.locality, info.city].filter(Boolean).filter((p, i, all) => all.indexOf(p) === i);
  return t.title({ restaurant: info.name, place: place.join(', ') });
}

/**
 * The meta description of a restaurant page: cuisines, place, rating and cost for two. The menu's
 * rating is already the summary's (the catalog moves it by verified ratings), so it is read from `info`.
 */
export function menuPageDescription(info: MenuRestaurantInfo, t: SeoTexts = textsOf(menuSeoMessages)): string {
  const cuisines = info.cuisines.slice(0, 3).join(', ');
  const place = [info.areaName || info.locality, info.city].filter(Boolean).join(', ');
  const rating =
    info.avgRatingString && info.totalRatingsString
      ? t.rated({ rating: info.avgRatingString, ratings: catalogWords(info.totalRatingsString) })
      : '';
  const cost = info.costForTwoMessage ? ` ${catalogWords(info.costForTwoMessage)}.` : '';
  return t.description({ cuisines: cuisines || t.food, restaurant: info.name, place, rating, cost });
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
  rating,
  reviews = [],
}: MenuSeoInput): Record<string, unknown> {
  const aggregate = aggregateRating(info, rating);
  const items = reviewItems(reviews);
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
    ...(aggregate ? { aggregateRating: aggregate } : {}),
    ...(items.length ? { review: items } : {}),
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
