/**
 * The cart's dish lookup over the catalog's menu responses: the catalog answers whole menus,
 * the cart needs one dish of one restaurant, so each restaurant's menu is indexed by dish id
 * once and kept in a small cache.
 */
import type { Dish, MenuCard, MenuResponse, MenuRestaurantInfo } from '../../lib/catalogTypes.ts';
import { restaurantPath } from '../../lib/links.ts';
import { priceOf } from '../../lib/pricing.ts';
import type { CatalogBackend } from '../catalog/backend.ts';
import { menuQuerySchema } from '../catalog/params.ts';
import { HttpError } from '../http.ts';
import type { CartDish, CartRestaurant, CatalogEntry, DishLookup } from './cart.ts';

/** Anything that serves a restaurant's menu by id: the embedded catalog or an upstream client. */
export interface MenuSource {
  getMenu(id: string): MenuResponse | undefined | Promise<MenuResponse | undefined>;
}

/**
 * Where menus are asked for when the cart only needs prices: the menu call wants the diner's
 * point, but prices and dishes do not depend on it, so a fixed point (India's centre) is sent.
 */
export const pricingPoint = { lat: 20.5937, lng: 78.9629 } as const;

/**
 * The catalog backend (embedded, or CATALOG_UPSTREAM) as a MenuSource: an id the menu call would
 * refuse, or a restaurant it does not know (400/404), is no menu; other failures are thrown.
 */
export function backendMenuSource(backend: () => CatalogBackend): MenuSource {
  return {
    async getMenu(id) {
      const query = menuQuerySchema.safeParse({ ...pricingPoint, restaurantId: id, query: '' });
      if (!query.success) return undefined;
      try {
        return await backend().menu(query.data);
      } catch (error) {
        if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return undefined;
        throw error;
      }
    },
  };
}

/** One restaurant's menu indexed for the cart. */
export interface IndexedMenu {
  restaurant: CartRestaurant;
  dishes: Map<string, CartDish>;
}

/** Options of the lookup's cache. */
export interface MenuCacheOptions {
  /** Restaurants kept indexed; the least recently used go first. */
  size?: number;
  /** How long an indexed menu is trusted, so an upstream catalog's price changes show up. */
  ttlMs?: number;
  now?: () => number;
}

function cartDish(info: Dish, restaurantId: string): CartDish | undefined {
  // The menu's price rule (src/lib/pricing.ts), so a dish the menu shows with a price can be added.
  const price = priceOf(info);
  if (price === null) return undefined;
  const dish: CartDish = { id: String(info.id), name: info.name, restaurantId, price: Math.round(price), isVeg: info.itemAttribute?.vegClassifier === 'VEG' };
  if (info.imageId) dish.imageId = info.imageId;
  if (info.description) dish.description = info.description;
  if (typeof info.defaultPrice === 'number') dish.defaultPrice = info.defaultPrice;
  return dish;
}

/** Indexes a menu response: the RestaurantInfo card and every dish of the REGULAR group. */
export function indexMenu(menu: MenuResponse): IndexedMenu | undefined {
  let info: MenuRestaurantInfo | undefined;
  const sections: MenuCard[] = [];
  // Cards are found by their type, never by position (DESIGN.md).
  for (const card of menu.data?.cards ?? []) {
    if ('card' in card && card.card.card['@type'] === 'RestaurantInfo') info = card.card.card.info;
    if ('groupedCard' in card) sections.push(...(card.groupedCard.cardGroupMap?.REGULAR?.cards ?? []).map((c) => c.card.card));
  }
  if (!info) return undefined;
  const restaurant: CartRestaurant = {
    id: String(info.id),
    name: info.name,
    areaName: info.areaName ?? '',
    cloudinaryImageId: info.cloudinaryImageId ?? '',
    // The area, as in the catalog's own card links (a dish card uses the street, the spec's locality).
    href: restaurantPath({ ...info, locality: info.areaName ?? info.locality }),
  };
  const dishes = new Map<string, CartDish>();
  const add = (cards: MenuCard['itemCards']) => {
    for (const item of cards ?? []) {
      const dish = item.card?.info && cartDish(item.card.info, restaurant.id);
      // The same dish sits in "Recommended" and in its category: the first one is kept.
      if (dish && !dishes.has(dish.id)) dishes.set(dish.id, dish);
    }
  };
  for (const section of sections) {
    add(section.itemCards);
    for (const category of section.categories ?? []) add(category.itemCards);
  }
  return { restaurant, dishes };
}

/** A DishLookup over `source`, caching indexed menus (unknown restaurants are not cached). */
export function menuDishLookup(source: MenuSource, { size = 128, ttlMs = 5 * 60_000, now = Date.now }: MenuCacheOptions = {}): DishLookup {
  const cache = new Map<string, { at: number; menu: IndexedMenu }>();
  // Concurrent lookups of one restaurant share one fetch.
  const pending = new Map<string, Promise<IndexedMenu | undefined>>();

  async function load(restaurantId: string): Promise<IndexedMenu | undefined> {
    const cached = cache.get(restaurantId);
    if (cached && now() - cached.at < ttlMs) {
      cache.delete(restaurantId);
      cache.set(restaurantId, cached);
      return cached.menu;
    }
    const inFlight = pending.get(restaurantId);
    if (inFlight) return inFlight;
    const loading = (async () => {
      const response = await source.getMenu(restaurantId);
      const indexed = response ? indexMenu(response) : undefined;
      // A menu of another restaurant than asked (an id the backend rewrote) is no menu of this one.
      const menu = indexed?.restaurant.id === restaurantId ? indexed : undefined;
      if (menu) {
        cache.delete(restaurantId);
        cache.set(restaurantId, { at: now(), menu });
        if (cache.size > size) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      return menu;
    })().finally(() => pending.delete(restaurantId));
    pending.set(restaurantId, loading);
    return loading;
  }

  return async (restaurantId, dishId): Promise<CatalogEntry | undefined> => {
    const menu = await load(restaurantId);
    const dish = menu?.dishes.get(dishId);
    return menu && dish ? { dish, restaurant: menu.restaurant } : undefined;
  };
}
