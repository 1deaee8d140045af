/**
 * The stock changes in force in this process: which dishes and choices a restaurant has marked
 * out of (or back in) stock since the catalog was built. The stock service fills it from the
 * database and its notifications; menus, search, the cart and orders read it here, so a dish
 * sold out on one screen is sold out on all of them and at placing.
 */

const byRestaurant = new Map<string, Map<string, boolean>>();
const versions = new Map<string, number>();
// Every version is a value of one counter that only grows, so a restaurant's version never comes
// back to one a held menu was keyed with, even after everything was cleared and loaded again.
let allVersion = 0;
let clearedAt = 0;

/** Records that `itemId` (a dish or a choice) of `restaurantId` is in stock or not. */
export function setStock(restaurantId: string, itemId: string, inStock: boolean): void {
  const items = byRestaurant.get(restaurantId) ?? new Map<string, boolean>();
  byRestaurant.set(restaurantId, items);
  items.set(itemId, inStock);
  allVersion += 1;
  versions.set(restaurantId, allVersion);
}

/** Forgets every change (the stock service reloads them all after its notifications were down). */
export function clearStock(): void {
  byRestaurant.clear();
  versions.clear();
  allVersion += 1;
  clearedAt = allVersion;
}

/** The stock changes of a restaurant, item id to in stock; empty when none. */
export function stockOf(restaurantId: string): ReadonlyMap<string, boolean> {
  return byRestaurant.get(restaurantId) ?? new Map();
}

/** The stock change of one item: true or false when marked, undefined when the catalog decides. */
export function stockOfItem(restaurantId: string, itemId: string): boolean | undefined {
  return byRestaurant.get(restaurantId)?.get(itemId);
}

/** Changes whenever a restaurant's stock does: part of the key of any held answer that shows its dishes. */
export function stockVersion(restaurantId: string): number {
  return versions.get(restaurantId) ?? clearedAt;
}

/** Changes whenever any restaurant's stock does. */
export function stockVersionOfAll(): number {
  return allVersion;
}
