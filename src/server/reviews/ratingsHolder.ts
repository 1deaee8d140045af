/**
 * The verified ratings in force in this process: each restaurant's food ratings by stars and each
 * dish's likes and dislikes, from reviews that are not hidden. The ratings service fills it from
 * the database and its review_changes notifications; cards, menus and the restaurant page read it
 * here, so a rating is the same on every screen and no card costs a query.
 */
import { noStars, type StarCounts } from '#src/lib/reviewRules.ts';

/** A restaurant's verified ratings: food stars, and votes per dish id. */
export interface RestaurantRatings {
  stars: StarCounts;
  dishes: Map<string, { likes: number; dislikes: number }>;
}

const byRestaurant = new Map<string, RestaurantRatings>();
const versions = new Map<string, number>();
// Every version is a value of one counter that only grows, so a restaurant's version never comes
// back to one a held menu was keyed with, even after everything was cleared and loaded again.
let allVersion = 0;
let clearedAt = 0;

/** Puts a restaurant's verified ratings in force (none: forgets them). */
export function setRatings(restaurantId: string, ratings: RestaurantRatings | null): void {
  if (ratings) byRestaurant.set(restaurantId, ratings);
  else byRestaurant.delete(restaurantId);
  allVersion += 1;
  versions.set(restaurantId, allVersion);
}

/** Forgets every restaurant's ratings (the service reloads them all after its notifications were down). */
export function clearRatings(): void {
  byRestaurant.clear();
  versions.clear();
  allVersion += 1;
  clearedAt = allVersion;
}

/** A restaurant's verified food ratings by stars; all zero when none. */
export function starsOf(restaurantId: string): StarCounts {
  return byRestaurant.get(restaurantId)?.stars ?? noStars();
}

/** A dish's verified votes; zero when none. */
export function votesOf(restaurantId: string, dishId: string): { likes: number; dislikes: number } {
  return byRestaurant.get(restaurantId)?.dishes.get(dishId) ?? { likes: 0, dislikes: 0 };
}

/** Changes whenever a restaurant's ratings do: part of the key of a held menu. */
export function ratingsVersion(restaurantId: string): number {
  return versions.get(restaurantId) ?? clearedAt;
}

/** Changes whenever any restaurant's ratings do: part of the key of held pages. */
export function ratingsVersionOfAll(): number {
  return allVersion;
}
