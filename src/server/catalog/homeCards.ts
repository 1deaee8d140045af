/** The home listing's cards: carousels, filters, the restaurant grid and the link lists. */
import { collectionWords } from './collections.ts';
import type {
  CardWrapper,
  CarouselItem,
  HomeCard,
  ListingFilters,
  PageOffset,
  TextLink,
} from '#src/lib/catalogTypes.ts';
import type { Cuisine } from '#src/lib/dataSchemas.ts';
import { facetOptions, sortOptions } from '#src/lib/listingOptions.ts';
import {
  appInstallCard,
  bestCityLink,
  catalogTexts,
  collectionItem,
  cuisineNearMeLink,
  localName,
  menuItem,
} from './cards.ts';
import type { CollectionDef } from './collections.ts';
import type { CatalogContext } from './context.ts';
import { offerOf } from './offers.ts';
import type { Point } from './geo.ts';
import { LRUCache } from 'lru-cache';
import { cuisineImageId } from './imageIds.ts';
import { encodePageToken } from './pageToken.ts';
import type { Ranked } from './ranking.ts';
import { liveFieldsOf, minuteOf } from './openNow.ts';
import { requestLocale } from '../i18n/requestLocale.ts';

/** Restaurants per page of the listing grid. */
export const listingPageSize = 16;
/** How long later pages keep the first page's order, in minutes. */
export const pagingMinutes = 10;
/** The unserviceable marker's id: a constant of the spec. */
export const unserviceableCardId = 'swiggy_not_present';

/** A page of the listing: its cards and where the next page starts. */
export interface ListingPage {
  cards: CardWrapper<HomeCard>[];
  pageOffset: PageOffset;
}

/** Builds the home listing and its later pages. */
export class HomeListing {
  private readonly cityLinksCache = new LRUCache<string, TextLink[]>({ max: 512 });
  private readonly ctx: CatalogContext;
  private readonly collections: readonly CollectionDef[];

  /** A listing over the catalog, offering the themed `collections` in its carousel. */
  constructor(ctx: CatalogContext, collections: readonly CollectionDef[]) {
    this.ctx = ctx;
    this.collections = collections;
  }

  private pageOffset(total: number, end: number, filters: ListingFilters, at: number): PageOffset {
    const more = end < total;
    return {
      nextOffset: more ? encodePageToken({ offset: end, filters, at }) : null,
      widgetOffset: { restaurant_grid_listing: String(Math.min(end, total)) },
    };
  }

  private gridCard(point: Point, ranked: Ranked, from: number): CardWrapper<HomeCard> {
    const city = this.ctx.geo.cityOf(point);
    return {
      card: {
        card: {
          id: 'restaurant_grid_listing',
          header: { title: catalogTexts().gridTitle({ city: localName('city', city.slug, city.name) }) },
          gridElements: {
            infoWithStyle: { restaurants: this.ctx.ranker.cardsOf(ranked, from, from + listingPageSize) },
          },
        },
      },
    };
  }

  private cityLinksCard(point: Point): CardWrapper<HomeCard> {
    // The 40 nearest cities hardly change within a kilometre: cache them per ~1 km cell and language.
    const t = catalogTexts();
    const key = `${requestLocale()}|${point.lat.toFixed(2)},${point.lng.toFixed(2)}`;
    let brands = this.cityLinksCache.get(key);
    if (!brands) {
      brands = this.ctx.geo.citiesByDistance(point, 40).map(({ city }) => bestCityLink(city));
      this.cityLinksCache.set(key, brands);
    }
    return { card: { card: { id: 'best_city_link', title: t.bestPlaces, brands } } };
  }

  /**
   * The offers carousel: themed collections with restaurants here, then restaurants with offers;
   * `all` is every restaurant here that the diner's veg-only mode keeps.
   */
  private offerItems(all: Ranked): CarouselItem[] {
    const items: CarouselItem[] = [];
    const d = this.ctx.data;
    // One pass over the list without the listing's own filters tells which themed collections have restaurants here.
    for (const def of this.collections) {
      if (def.cuisine !== undefined) continue;
      let any = false;
      for (let k = 0; k < all.idx.length && !any; k++) {
        any = this.ctx.ranker.passes(
          all.idx[k] ?? 0,
          all.deliveryTime[k] ?? 0,
          def.facets,
          undefined,
          def.minRating10 ?? 0,
        );
      }
      if (any) {
        const words = collectionWords(this.ctx, def);
        items.push(collectionItem(def.id, words.title, def.imageId, words.description));
      }
    }
    let added = 0;
    for (let k = 0; k < all.idx.length && added < 8; k++) {
      const r = all.idx[k] ?? 0;
      if (!offerOf(d.offer[r] ?? 255)) continue;
      items.push(menuItem(d, r, liveFieldsOf(d, this.ctx.open, r, all.at)));
      added++;
    }
    return items;
  }

  /** The first page of the home listing: carousels, filters, the grid and the link lists. */
  home(point: Point, filters: ListingFilters = {}): ListingPage {
    const t = catalogTexts();
    if (!this.ctx.geo.isServiceable(point)) {
      const description = t.unserviceableText;
      return {
        cards: [
          { card: { card: { id: unserviceableCardId, title: t.unserviceableTitle, description } } },
          this.cityLinksCard(point),
          { card: { card: appInstallCard() } },
        ],
        pageOffset: { nextOffset: null, widgetOffset: {} },
      };
    }
    const { ranker, data } = this.ctx;
    const cuisineOf = (c: number) => data.inputs.cuisines[c] as Cuisine;
    const ranked = ranker.ranked(point, filters);
    // The carousels follow the veg-only mode but not the grid's sort and filters.
    const vegOnly: ListingFilters = filters.vegMode && filters.vegMode !== 'all' ? { vegMode: filters.vegMode } : {};
    const cuisines = ranker.cuisinesNear(point);
    const nearMe = [
      { text: t.nearMe, link: '/restaurants-near-me' },
      { text: t.bestNearMe, link: '/best-restaurants-near-me' },
      ...cuisines.slice(0, 12).map(({ cuisine }) => cuisineNearMeLink(cuisineOf(cuisine))),
    ];
    const onYourMind = cuisines.slice(0, 12).map(({ cuisine }) => {
      const c = cuisineOf(cuisine);
      const name = localName('cuisine', c.slug, c.name);
      return collectionItem(c.slug, name, cuisineImageId(data.inputs.art, c), t.curatedFor({ cuisine: name }));
    });
    const cards: CardWrapper<HomeCard>[] = [
      {
        card: {
          card: {
            id: 'topical_banner',
            header: { title: t.bestOffers },
            gridElements: { infoWithStyle: { info: this.offerItems(ranker.ranked(point, vegOnly)) } },
          },
        },
      },
      {
        card: {
          card: {
            id: 'whats_on_your_mind',
            header: { title: t.onYourMind },
            gridElements: { infoWithStyle: { info: onYourMind } },
          },
        },
      },
      {
        card: {
          card: {
            id: 'listing_filters',
            sortConfigs: sortOptions.map(({ key, label }) => ({ key, title: label })),
            facets: facetOptions.map(({ key, label }) => ({ key, label })),
          },
        },
      },
      this.gridCard(point, ranked, 0),
      { card: { card: { id: 'restaurant_near_me_links', title: t.exploreNearMe, brands: nearMe } } },
      this.cityLinksCard(point),
      // The client shows 11 cuisines and reveals the rest on "Show More"; 40 keeps the answer light.
      {
        card: {
          card: {
            id: 'cuisines_near_you',
            title: t.bestCuisines,
            cuisines: cuisines.slice(0, 40).map(({ cuisine }) => cuisineNearMeLink(cuisineOf(cuisine))),
          },
        },
      },
      { card: { card: appInstallCard() } },
    ];
    return {
      cards,
      pageOffset: this.pageOffset(ranked.idx.length, Math.min(listingPageSize, ranked.idx.length), filters, ranked.at),
    };
  }

  /**
   * A later page of the listing (POST /api/update): the grid from `offset`, in the order of the
   * first page's minute `at` while that is recent (so paging never shows a restaurant twice or
   * skips one as kitchens open and close), else in the order of now.
   */
  page(point: Point, offset: number, filters: ListingFilters = {}, at?: number): ListingPage {
    if (!this.ctx.geo.isServiceable(point)) return { cards: [], pageOffset: { nextOffset: null, widgetOffset: {} } };
    const now = minuteOf(this.ctx.now());
    const minute = at !== undefined && at <= now && now - at <= pagingMinutes * 60_000 ? at : now;
    const ranked = this.ctx.ranker.ranked(point, filters, 0, minute);
    const from = Math.min(offset, ranked.idx.length);
    const end = Math.min(from + listingPageSize, ranked.idx.length);
    return {
      cards: [this.gridCard(point, ranked, from)],
      pageOffset: this.pageOffset(ranked.idx.length, end, filters, ranked.at),
    };
  }
}
