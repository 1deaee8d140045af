/**
 * Ratings as every card, menu and search result shows them: the catalog's earlier rating of a
 * restaurant and the earlier votes of a dish are a prior that the verified ratings in the ratings
 * holder move (src/lib/reviewRules.ts; docs/decisions/013-ratings-a-prior-moved-by-verified-orders.md).
 */
import type { Dish } from '#src/lib/catalogTypes.ts';
import { dishLikes, type RatingPrior, ratingSummary } from '#src/lib/reviewRules.ts';
import type { DishLikes, RatingSummary } from '#src/lib/reviewTypes.ts';
import { starsOf, votesOf } from '../reviews/ratingsHolder.ts';
import { type CatalogData, restaurantId } from './generator.ts';

/** The generated rating of restaurant `r` and how many ratings it stands for. */
export function ratingPriorOf(data: CatalogData, r: number): RatingPrior {
  return { rating: (data.rating10[r] ?? 40) / 10, count: data.ratingCount[r] ?? 0 };
}

/** Restaurant `r`'s rating now: its generated one moved by its verified ratings (with none, the generated one). */
export function restaurantRating(data: CatalogData, r: number): RatingSummary {
  return ratingSummary(ratingPriorOf(data, r), starsOf(restaurantId(r)));
}

/** FNV-1a of a string: a stable number per dish id, apart from the generator's random streams. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A dish's earlier votes, made from its id alone so that no generated column changes: about half
 * the dishes have 5 to 60 votes, 68 to 97% of them likes; the rest none.
 */
export function dishVotePrior(dishId: string): { likes: number; votes: number } {
  const hash = hashOf(dishId);
  if (hash % 2 === 0) return { likes: 0, votes: 0 };
  const votes = 5 + ((hash >>> 1) % 56);
  const share = 68 + ((hash >>> 7) % 30);
  // Whole votes whose share stays within the range, even for a handful of them.
  const likes = Math.min(
    Math.floor(votes * 0.97),
    Math.max(Math.ceil(votes * 0.68), Math.round((votes * share) / 100)),
  );
  return { likes, votes };
}

/** A dish's likes now: its earlier votes and the verified ones; null below the votes a share needs. */
export function dishLikesOf(restaurant: string, dishId: string): DishLikes | null {
  const verified = votesOf(restaurant, dishId);
  return dishLikes(dishVotePrior(dishId), verified.likes, verified.dislikes);
}

/** The dish with its likes of now (`Dish.likes`); the same object when they have not changed. */
export function withLikes(restaurant: string, dish: Dish): Dish {
  const likes = dishLikesOf(restaurant, dish.id);
  if (likes?.percent === dish.likes?.percent && likes?.votes === dish.likes?.votes) return dish;
  const out = { ...dish };
  if (likes) out.likes = likes;
  else delete out.likes;
  return out;
}
