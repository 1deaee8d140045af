/** A restaurant's menu response: its info card, its offers and its sections of dishes. */
import type { CardWrapper, MenuCard, MenuResponse } from '#src/lib/catalogTypes.ts';
import type { City } from '#src/lib/dataSchemas.ts';
import { deliveryFeeMessage, freeDeliveryFrom } from '#src/lib/pricing.ts';
import { nominalDistanceKm, restaurantInfo, slaFor } from './cards.ts';
import type { CatalogContext } from './context.ts';
import { restaurantIndex } from './generator.ts';
import type { Point } from './geo.ts';
import { LRUCache } from 'lru-cache';
import { filterSections, menuSections } from './menu.ts';
import { menuOffers } from './offers.ts';

/** Builds menu responses, keeping recently built sections. */
export class MenuBuilder {
  private readonly cache: LRUCache<number, CardWrapper<MenuCard>[]>;
  private readonly ctx: CatalogContext;

  /** A builder keeping the sections of `cacheSize` restaurants. */
  constructor(ctx: CatalogContext, cacheSize: number) {
    this.ctx = ctx;
    this.cache = new LRUCache({ max: cacheSize });
  }

  private sectionsOf(r: number): CardWrapper<MenuCard>[] {
    let sections = this.cache.get(r);
    if (!sections) {
      sections = menuSections(this.ctx.data, r);
      this.cache.set(r, sections);
    }
    return sections;
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
    const km = point ? geo.distanceTo(point, r) : nominalDistanceKm;
    const sla = slaFor(data, r, km);
    const info = restaurantInfo(data, r, sla);
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
      },
    };
    return {
      data: {
        cards: [
          { card: { card: restaurant } },
          { card: { card: { '@type': 'Offers', offers } } },
          { groupedCard: { cardGroupMap: { REGULAR: { cards: filterSections(this.sectionsOf(r), query) } } } },
        ],
      },
    };
  }
}
