/**
 * Dish lookup over an upstream catalog (CATALOG_UPSTREAM), whose only way to name a restaurant's
 * dishes is its menu call: each menu is indexed by dish id once and kept in a small cache. The
 * embedded catalog looks dishes up directly instead (Catalog.dish). A dish whose customisations
 * are malformed (upstreamChoices.ts) is left out of the index with its reason logged: the cart
 * cannot sell it, and the rest of the menu is unaffected.
 */
import type {
  DiscountInfo,
  Dish,
  DishWithRestaurant,
  MenuCard,
  MenuResponse,
  MenuRestaurantInfo,
} from '#src/lib/catalogTypes.ts';
import { LRUCache } from 'lru-cache';
import { upstreamOffers } from './offers.ts';
import { choicesProblem } from './upstreamChoices.ts';

/** One restaurant's menu indexed by dish id. */
export interface IndexedMenu {
  restaurant: DishWithRestaurant['restaurant'];
  dishes: Map<string, Dish>;
  /** The offers the menu shows (what the bill honours), checked (`upstreamOffers`). */
  offers: DiscountInfo[];
}

/** Options of the lookup's cache. */
export interface MenuCacheOptions {
  /** Restaurants kept indexed; the least recently used go first. */
  size?: number;
  /** How long an indexed menu is trusted, so an upstream catalog's price changes show up. */
  ttlMs?: number;
  now?: () => number;
}

/** Indexes a menu response: the RestaurantInfo card and every dish of the REGULAR group. */
export function indexMenu(menu: MenuResponse): IndexedMenu | undefined {
  let info: MenuRestaurantInfo | undefined;
  let offers: DiscountInfo[] = [];
  const sections: MenuCard[] = [];
  // Cards are found by their type, never by position (DESIGN.md).
  for (const card of menu.data?.cards ?? []) {
    if ('card' in card && card.card.card['@type'] === 'RestaurantInfo') info = card.card.card.info;
    if ('card' in card && card.card.card['@type'] === 'Offers') offers = upstreamOffers(card.card.card.offers);
    if ('groupedCard' in card)
      sections.push(...(card.groupedCard.cardGroupMap?.REGULAR?.cards ?? []).map((c) => c.card.card));
  }
  if (!info) return undefined;
  const restaurant = {
    id: String(info.id),
    name: info.name,
    locality: info.locality ?? '',
    areaName: info.areaName ?? '',
    cloudinaryImageId: info.cloudinaryImageId ?? '',
    slugs: info.slugs,
  };
  const dishes = new Map<string, Dish>();
  const refused = new Set<string>();
  const add = (cards: MenuCard['itemCards']) => {
    for (const item of cards ?? []) {
      const dish = item.card?.info;
      const dishId = String(dish?.id);
      // The same dish sits in "Recommended" and in its category: the first one is kept.
      if (!dish || dishes.has(dishId) || refused.has(dishId)) continue;
      const problem = choicesProblem(dish);
      if (problem === undefined) dishes.set(dishId, dish);
      else {
        refused.add(dishId);
        console.warn(`[catalog] upstream dish ${dishId} of restaurant ${restaurant.id} cannot be ordered: ${problem}`);
      }
    }
  };
  for (const section of sections) {
    add(section.itemCards);
    for (const category of section.categories ?? []) add(category.itemCards);
  }
  return { restaurant, dishes, offers };
}

/**
 * A dish lookup over `menuOf` (undefined for no such restaurant), caching indexed menus;
 * unknown restaurants are not cached, and concurrent lookups of one restaurant share one call.
 */
export function menuDishLookup(
  menuOf: (restaurantId: string) => Promise<MenuResponse | undefined>,
  { size = 128, ttlMs = 5 * 60_000, now = Date.now }: MenuCacheOptions = {},
): (restaurantId: string, dishId: string) => Promise<DishWithRestaurant | undefined> {
  const cache = new LRUCache<string, { at: number; menu: IndexedMenu }>({ max: size });
  const pending = new Map<string, Promise<IndexedMenu | undefined>>();

  async function load(restaurantId: string): Promise<IndexedMenu | undefined> {
    const cached = cache.get(restaurantId);
    if (cached && now() - cached.at < ttlMs) return cached.menu;
    const inFlight = pending.get(restaurantId);
    if (inFlight) return inFlight;
    const loading = (async () => {
      const response = await menuOf(restaurantId);
      const indexed = response ? indexMenu(response) : undefined;
      // A menu of another restaurant than asked (an id the backend rewrote) is no menu of this one.
      const menu = indexed?.restaurant.id === restaurantId ? indexed : undefined;
      if (menu) cache.set(restaurantId, { at: now(), menu });
      return menu;
    })().finally(() => pending.delete(restaurantId));
    pending.set(restaurantId, loading);
    return loading;
  }

  return async (restaurantId, dishId) => {
    const menu = await load(restaurantId);
    const dish = menu?.dishes.get(dishId);
    return menu && dish ? { dish, restaurant: menu.restaurant, offers: menu.offers } : undefined;
  };
}
