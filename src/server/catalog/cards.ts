/**
 * Builders of the spec's card shapes (src/lib/catalogTypes.ts) from the compact catalog:
 * restaurant info and card, delivery estimate, link lists and carousel items.
 */
import type { CarouselItem, RestaurantCard, RestaurantInfo, Sla, TextLink } from '#src/lib/catalogTypes.ts';
import type { City, Cuisine } from '#src/lib/dataSchemas.ts';
import { site } from '#src/lib/site.ts';
import { bestRestaurantsPath, cuisineNearMePath, restaurantPath, slugify } from '#src/lib/links.ts';
import { cuisinesOf, flagPureVeg, restaurantId, type CatalogData } from './generator.ts';
import { offerOf } from './offers.ts';
import { restaurantImageId } from './imageIds.ts';
import { lightestVegOf } from './dietClasses.ts';
import { minOrderValueOf } from './hours.ts';
import { loadMinutes } from './kitchenLoad.ts';
import { restaurantRating } from './ratings.ts';
import type { LiveFields } from './openNow.ts';
import { translate } from '#src/i18n/define.ts';
import { requestLocale } from '../i18n/requestLocale.ts';
import { localisedName, type NameKind } from '../data/names.ts';
import { catalogMessages } from './messages/en.ts';

/**
 * The catalog's words in the language of the request being answered (`translate` rather than
 * `messagesFor`: the catalog also runs outside the framework, in the benchmarks).
 */
export const catalogTexts = () => translate(catalogMessages, requestLocale());

/** Origin of the absolute links the cards carry (the spec's "last segment of the card's link"). */
export const siteOrigin = 'https://thalify.in';

/** Roads are not straight lines: the last-mile distance is the straight distance times this. */
export const roadFactor = 1.25;
/** Minutes before any travel: picking up and handing over. */
export const baseDeliveryMinutes = 15;
/** Minutes per kilometre of last-mile travel. */
export const minutesPerKm = 4;
/** Distance used for delivery estimates when there is no diner's point (prebuilt SEO pages). */
export const nominalDistanceKm = 2;

/** Last-mile distance in km (one decimal) for a diner `straightKm` away. */
export function lastMileKm(straightKm: number): number {
  return Math.max(0.1, Math.round(straightKm * roadFactor * 10) / 10);
}

/**
 * Delivery minutes of restaurant `r` for a diner `straightKm` away (the number slaFor reports):
 * handing over, its kitchen's time, the orders its kitchen has in progress now, and the ride.
 */
export function deliveryMinutes(data: CatalogData, r: number, straightKm: number): number {
  const kitchen = (data.prepMinutes[r] ?? 0) + loadMinutes(restaurantId(r));
  return baseDeliveryMinutes + kitchen + Math.round(minutesPerKm * lastMileKm(straightKm));
}

/** Delivery estimate of restaurant `r` for a diner `straightKm` away. */
export function slaFor(data: CatalogData, r: number, straightKm: number): Sla {
  const lastMileTravel = lastMileKm(straightKm);
  const deliveryTime = deliveryMinutes(data, r, straightKm);
  const low = Math.floor(deliveryTime / 5) * 5;
  const t = catalogTexts();
  return {
    restaurantId: restaurantId(r),
    deliveryTime,
    lastMileTravel,
    slaString: t.deliveryRange({ low, high: low + 5 }),
    lastMileTravelString: t.distanceKm({ km: lastMileTravel.toFixed(1) }),
  };
}

/** "1K+ ratings" style text for a number of ratings. */
export function totalRatingsString(count: number): string {
  const t = catalogTexts();
  if (count >= 10_000) return t.ratingsThousands({ count: Math.floor(count / 10_000) * 10 });
  if (count >= 1_000) return t.ratingsThousands({ count: Math.floor(count / 1_000) });
  const floor = [500, 100, 50].find((step) => count >= step) ?? 20;
  return t.ratingsAtLeast({ count: floor });
}

/** Slugs of restaurant `r`: its city, and name plus area (the route adds the city and id). */
export function restaurantSlugs(data: CatalogData, r: number): { city: string; restaurant: string } {
  const city = data.inputs.cities[data.city[r] ?? 0] as City;
  const area = data.areas[data.area[r] ?? 0];
  return { city: city.slug, restaurant: `${slugify(data.name[r] ?? '')}-${area?.slug ?? 'area'}` };
}

/** The restaurant page's path: /restaurants/{name}-{locality}-{city}-{id}, the id being the last dash piece. */
export function restaurantPathOf(data: CatalogData, r: number): string {
  return restaurantPath({
    id: restaurantId(r),
    name: data.name[r] ?? '',
    locality: data.areas[data.area[r] ?? 0]?.name,
    slugs: restaurantSlugs(data, r),
  });
}

/** The restaurant page link: the site's origin and `restaurantPathOf`. */
export function restaurantLink(data: CatalogData, r: number): string {
  return `${siteOrigin}${restaurantPathOf(data, r)}`;
}

/** The cuisine names of restaurant `r`, main cuisine first, in the request's language. */
export function cuisineNames(data: CatalogData, r: number): string[] {
  return cuisinesOf(data, r).map((c) => {
    const cuisine = data.inputs.cuisines[c] as Cuisine;
    return localName('cuisine', cuisine.slug, cuisine.name);
  });
}

/**
 * The `info` of a restaurant card, its rating moved by verified ones (ratings.ts); with `live`, its
 * open state and surge fee of the moment (a prebuilt page, built once, has none and shows the hours instead).
 */
export function restaurantInfo(data: CatalogData, r: number, sla: Sla, live?: LiveFields): RestaurantInfo {
  const rating = restaurantRating(data, r);
  const cost = data.costForTwo[r] ?? 400;
  const area = data.areas[data.area[r] ?? 0];
  const info: RestaurantInfo = {
    id: restaurantId(r),
    name: data.name[r] ?? '',
    cloudinaryImageId: restaurantImageId(data, r),
    avgRating: rating.rating,
    avgRatingString: rating.rating.toFixed(1),
    totalRatingsString: totalRatingsString(rating.count),
    cuisines: cuisineNames(data, r),
    areaName: area?.name ?? '',
    locality: data.inputs.areas.streets[data.street[r] ?? 0] ?? '',
    costForTwo: catalogTexts().costForTwo({ cost }),
    // In paise, like every amount the API returns.
    costForTwoAmount: cost * 100,
    veg: ((data.flags[r] ?? 0) & flagPureVeg) !== 0,
    lightestVeg: lightestVegOf(data, r),
    sla,
    slugs: restaurantSlugs(data, r),
  };
  const offer = offerOf(data.offer[r] ?? 255);
  if (offer) info.aggregatedDiscountInfoV3 = { header: offer.header, subHeader: offer.subHeader };
  if (live) Object.assign(info, live);
  const minOrderValue = minOrderValueOf(data, r);
  if (minOrderValue > 0) info.minOrderValue = minOrderValue;
  return info;
}

/** A restaurant card of a grid or collection, with its `live` fields when it has them. */
export function restaurantCard(data: CatalogData, r: number, sla: Sla, live?: LiveFields): RestaurantCard {
  return {
    '@type': 'Restaurant',
    info: restaurantInfo(data, r, sla, live),
    cta: { text: 'RESTAURANT_MENU', link: restaurantLink(data, r), type: 'WEBLINK' },
  };
}

/** The collection link of the carousels: /collections/{id}?collection_id={id}&tags=layout_{tag}&type=rcv2. */
export function collectionLink(id: string, tag: string): string {
  return `${siteOrigin}/collections/${encodeURIComponent(id)}?collection_id=${encodeURIComponent(id)}&tags=layout_${encodeURIComponent(tag)}&type=rcv2`;
}

/** The tag of a collection's links ("CCS_NorthIndian"). */
export function collectionTag(title: string): string {
  return `CCS_${title.replace(/[^A-Za-z0-9]+/g, '')}`;
}

/** A carousel item opening a collection. */
export function collectionItem(id: string, title: string, imageId: string, altText: string): CarouselItem {
  return {
    id: `collection-${id}`,
    imageId,
    entityId: id,
    action: { link: collectionLink(id, collectionTag(title)), text: title, type: 'WEBLINK' },
    accessibility: { altText },
  };
}

/** A carousel item opening a restaurant's menu (thalify://menu?restaurant_id=...), with the restaurant's one URL and its live fields. */
export function menuItem(data: CatalogData, r: number, live?: LiveFields): CarouselItem {
  const id = restaurantId(r);
  const offer = offerOf(data.offer[r] ?? 255);
  const item: CarouselItem = {
    id: `menu-${id}`,
    imageId: restaurantImageId(data, r),
    entityId: id,
    action: { link: `thalify://menu?restaurant_id=${id}`, text: data.name[r] ?? '', type: 'DEEPLINK' },
    accessibility: { altText: offer ? `${data.name[r]}: ${offer.header} ${offer.subHeader}` : `${data.name[r]}` },
    restaurantPath: restaurantPathOf(data, r),
    lightestVeg: lightestVegOf(data, r),
  };
  if (offer) item.description = `${offer.header} ${offer.subHeader}`;
  if (live) Object.assign(item, live);
  const minOrderValue = minOrderValueOf(data, r);
  if (minOrderValue > 0) item.minOrderValue = minOrderValue;
  return item;
}

/** The link to a cuisine's near-me page. */
export function cuisineNearMeLink(cuisine: Cuisine): TextLink {
  return {
    text: catalogTexts().cuisineNearMe({ cuisine: localName('cuisine', cuisine.slug, cuisine.name) }),
    link: cuisineNearMePath(cuisine.slug),
  };
}

/** A city's, state's or cuisine's name in the request's language (data/names.json), else its English name. */
export function localName(kind: NameKind, key: string, english: string): string {
  return localisedName(kind, key, english, requestLocale());
}

/** The link to a city's best-restaurants page. */
export function bestCityLink(city: City): TextLink {
  return {
    text: catalogTexts().bestInCity({ city: localName('city', city.slug, city.name) }),
    link: bestRestaurantsPath(city.slug),
  };
}

/** The app-install card's fields. */
export function appInstallCard(): {
  id: 'app_install_links';
  title: string;
  androidAppLink: string;
  androidAppImage: string;
  iosAppLink: string;
  iosAppImage: string;
} {
  return {
    id: 'app_install_links',
    title: catalogTexts().appInstall({ brand: site.name }),
    androidAppLink: site.external.android,
    androidAppImage: 'a-android',
    iosAppLink: site.external.ios,
    iosAppImage: 'a-ios',
  };
}
