/** A restaurant's menu response: its info card (open state, hours, fee and minimum of the moment), its offers and its sections of dishes. */
import type { CardWrapper, ItemCard, MenuCard, MenuResponse } from '#src/lib/catalogTypes.ts';
import type { City } from '#src/lib/dataSchemas.ts';
import { deliveryFeeMessage, freeDeliveryFrom } from '#src/lib/pricing.ts';
import { nominalDistanceKm, restaurantInfo, slaFor } from './cards.ts';
import type { CatalogContext } from './context.ts';
import { restaurantId, restaurantIndex } from './generator.ts';
import { hoursOf } from './hours.ts';
import { liveDish, liveFieldsOf, minuteOf } from './openNow.ts';
import { ratingsVersion } from '../reviews/ratingsHolder.ts';
import { stockVersion } from '../stock/stockHolder.ts';
import { withLikes } from './ratings.ts';
import type { Point } from './geo.ts';
import { LRUCache } from 'lru-cache';
import { requestLocale } from '../i18n/requestLocale.ts';
import { filterSections, menuSections } from './menu.ts';
import { menuOffers } from './offers.ts';

/** Sections with every dish as it is at `at` (`liveDish`) and its likes (`withLikes`); the same objects where nothing changed. */
export function liveSections(id: string, sections: CardWrapper<MenuCard>[], at: number): CardWrapper<MenuCard>[] {
  const cardsOf = (cards: readonly ItemCard[]): ItemCard[] => {
    const out = cards.map((c) => {
      const info = withLikes(id, liveDish(id, c.card.info, at));
      return info === c.card.info ? c : { ...c, card: { ...c.card, info } };
    });
    return out.some((c, i) => c !== cards[i]) ? out : (cards as ItemCard[]);
  };
  return sections.map((wrapper) => {
    const section = wrapper.card.card;
    const itemCards = section.itemCards && cardsOf(section.itemCards);
    const categories = section.categories?.map((c) => {
      const cards = cardsOf(c.itemCards);
      return cards === c.itemCards ? c : { ...c, itemCards: cards };
    });
    const same =
      itemCards === section.itemCards && categories?.every((c, i) => c === section.categories?.[i]) !== false;
    if (same) return wrapper;
    const card: MenuCard = { ...section };
    if (itemCards) card.itemCards = itemCards;
    if (categories) card.categories = categories;
    return { card: { card } };
  });
}

/** Builds menu responses, keeping recently built sections, and as they are in a minute with the stock of the moment. */
export class MenuBuilder {
  private readonly cache: LRUCache<string, CardWrapper<MenuCard>[]>;
  private readonly live: LRUCache<string, CardWrapper<MenuCard>[]>;
  private readonly ctx: CatalogContext;

  /** A builder keeping the sections of `cacheSize` restaurants. */
  constructor(ctx: CatalogContext, cacheSize: number) {
    this.ctx = ctx;
    this.cache = new LRUCache({ max: cacheSize });
    this.live = new LRUCache({ max: cacheSize });
  }

  /** Restaurant `r`'s sections at `at`, rebuilt when the minute, its stock or its ratings change. */
  private sectionsOf(r: number, at: number): CardWrapper<MenuCard>[] {
    const id = restaurantId(r);
    // Sections carry words (titles, ribbons, sold out): each language keeps its own.
    const locale = requestLocale();
    const key = `${locale}|${r}|${at}|${stockVersion(id)}|${ratingsVersion(id)}`;
    let live = this.live.get(key);
    if (live) return live;
    let sections = this.cache.get(`${locale}|${r}`);
    if (!sections) {
      sections = menuSections(this.ctx.data, r);
      this.cache.set(`${locale}|${r}`, sections);
    }
    live = liveSections(id, sections, at);
    this.live.set(key, live);
    return live;
  }

  /**
   * A restaurant's menu response: the RestaurantInfo card, the Offers card and, third, the
   * REGULAR group of sections. With a point the delivery estimate is the diner's; without one
   * (prebuilt pages) it is for a nominal distance. `query` keeps dishes whose name contains it.
   */
  menu(id: string, point?: Point, query = ''): MenuResponse | undefined {
    const { data, geo } = this.ctx;
    const r = restaurantIndex(data, id);
    if (r < 0) return undefined;
    const at = minuteOf(this.ctx.now());
    const km = point ? geo.distanceTo(point, r) : nominalDistanceKm;
    const sla = slaFor(data, r, km);
    const info = restaurantInfo(data, r, sla, liveFieldsOf(data, this.ctx.open, r, at));
    const city = data.inputs.cities[data.city[r] ?? 0] as City;
    const offers = menuOffers(data, r);
    // The fee the bill will charge (src/lib/pricing.ts); prebuilt pages have no diner to tell.
    const feeMessage = point
      ? deliveryFeeMessage(sla.lastMileTravel, km > geo.radiusKm, freeDeliveryFrom(offers))
      : undefined;
    const restaurant = {
      '@type': 'RestaurantInfo' as const,
      info: {
        id: info.id,
        name: info.name,
        city: city.name,
        locality: info.locality,
        areaName: info.areaName,
        cuisines: info.cuisines,
        avgRating: info.avgRating,
        avgRatingString: info.avgRatingString,
        totalRatingsString: info.totalRatingsString,
        costForTwoMessage: info.costForTwo,
        cloudinaryImageId: info.cloudinaryImageId,
        veg: info.veg,
        feeDetails: feeMessage ? { message: feeMessage } : {},
        sla: {
          ...sla,
          restaurantId: info.id,
          ...(point
            ? { serviceability: km > geo.radiusKm ? ('UNSERVICEABLE' as const) : ('SERVICEABLE' as const) }
            : {}),
        },
        slugs: info.slugs,
        latLong: `${data.lat[r] ?? 0},${data.lng[r] ?? 0}`,
        isOpen: info.isOpen ?? true,
        ...(info.availability ? { availability: info.availability } : {}),
        surge: info.surge ?? null,
        timings: hoursOf(data, r),
        prepMinutes: data.prepMinutes[r] ?? 0,
        ...(info.minOrderValue ? { minOrderValue: info.minOrderValue } : {}),
      },
    };
    return {
      data: {
        cards: [
          { card: { card: restaurant } },
          { card: { card: { '@type': 'Offers', offers } } },
          { groupedCard: { cardGroupMap: { REGULAR: { cards: filterSections(this.sectionsOf(r, at), query) } } } },
        ],
      },
    };
  }
}
