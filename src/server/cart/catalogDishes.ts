/**
 * The cart's dish lookup: asks the catalog backend for one dish of one restaurant (the embedded
 * catalog looks it up directly; an upstream one answers from its menu) and prices it with the
 * menu's rule, so a dish the menu shows with a price can be added and billed at that price.
 */
import type { Dish, DishWithRestaurant } from '#src/lib/catalogTypes.ts';
import { choiceGroups, vegClassOf } from '#src/lib/dishChoices.ts';
import { restaurantPath } from '#src/lib/links.ts';
import { priceOf } from '#src/lib/money.ts';
import type { CatalogBackend } from '../catalog/backend.ts';
import { HttpError } from '../http/http.ts';
import type { CartDish } from '#src/lib/cartTypes.ts';
import type { CatalogEntry, DishLookup } from './cart.ts';

/** A catalog dish as the cart holds it, or undefined when it has no price to bill. */
export function cartDish(info: Dish, restaurantId: string): CartDish | undefined {
  const price = priceOf(info);
  if (price === null) return undefined;
  const dish: CartDish = {
    id: String(info.id),
    name: info.name,
    restaurantId,
    price: Math.round(price),
    isVeg: info.itemAttribute?.vegClassifier === 'VEG',
  };
  if (info.imageId) dish.imageId = info.imageId;
  if (info.description) dish.description = info.description;
  if (typeof info.defaultPrice === 'number') dish.defaultPrice = info.defaultPrice;
  return dish;
}

/**
 * The cart's entry for a catalog answer: the priced dish, its choice groups (`choiceGroups`, the
 * rules the customisation sheet shows), its diet class and its restaurant with the menu page's path.
 */
export function cartEntry(found: DishWithRestaurant): CatalogEntry | undefined {
  const { restaurant } = found;
  const dish = cartDish(found.dish, restaurant.id);
  if (!dish) return undefined;
  return {
    dish,
    groups: choiceGroups(found.dish),
    vegClass: vegClassOf(found.dish.itemAttribute?.vegClassifier),
    offers: found.offers ?? [],
    ...(found.dish.inStock === 0 ? { inStock: false } : {}),
    ...(found.dish.hours?.length ? { hours: found.dish.hours } : {}),
    restaurant: {
      id: restaurant.id,
      name: restaurant.name,
      areaName: restaurant.areaName,
      cloudinaryImageId: restaurant.cloudinaryImageId,
      href: restaurantPath(restaurant),
    },
  };
}

/**
 * A DishLookup over the catalog backend: an unknown restaurant or dish, or an id the catalog
 * refuses (400/404), is no dish; other failures are thrown (the cart answers 503).
 */
export function backendDishLookup(backend: () => CatalogBackend): DishLookup {
  return async (restaurantId, dishId) => {
    try {
      const found = await backend().dish(restaurantId, dishId);
      return found && found.restaurant.id === restaurantId ? cartEntry(found) : undefined;
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return undefined;
      throw error;
    }
  };
}
