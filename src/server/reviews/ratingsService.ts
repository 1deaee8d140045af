/**
 * The ratings service: loads every restaurant's verified ratings (food stars of reviews that are
 * not hidden, and the likes and dislikes of their dishes) into the ratings holder, and keeps them
 * true: migration 018 announces each change of a restaurant's reviews on review_changes, and this
 * process loads that restaurant again; after its LISTEN (re)starts it loads everything again.
 */
import { noStars } from '#src/lib/reviewRules.ts';
import type { Db } from '../db/db.ts';
import { keepLoaded } from '../db/notifiedReload.ts';
import { clearRatings, type RestaurantRatings, setRatings } from './ratingsHolder.ts';

/** The channel migration 018 announces review changes on. */
export const reviewChangesChannel = 'review_changes';

interface StarRow {
  restaurant_id: string;
  food: number;
  n: number;
}

interface VoteRow {
  restaurant_id: string;
  dish_id: string;
  likes: number;
  dislikes: number;
}

// Grouped in the database: a process holds counts, never rows of reviews.
const starsSql = (where: string) =>
  `SELECT restaurant_id, food::int AS food, count(*)::int AS n FROM reviews
   WHERE NOT hidden ${where} GROUP BY restaurant_id, food`;
const votesSql = (where: string) =>
  `SELECT r.restaurant_id, d.dish_id, count(*) FILTER (WHERE d.liked)::int AS likes,
     count(*) FILTER (WHERE NOT d.liked)::int AS dislikes
   FROM review_dishes d JOIN reviews r ON r.id = d.review_id
   WHERE NOT r.hidden ${where} GROUP BY r.restaurant_id, d.dish_id`;

/** The rows of both queries gathered per restaurant. */
function ratingsOf(stars: readonly StarRow[], votes: readonly VoteRow[]): Map<string, RestaurantRatings> {
  const out = new Map<string, RestaurantRatings>();
  const of = (id: string) => {
    let ratings = out.get(id);
    if (!ratings) {
      ratings = { stars: noStars(), dishes: new Map() };
      out.set(id, ratings);
    }
    return ratings;
  };
  for (const row of stars) {
    if (row.food >= 1 && row.food <= 5) of(row.restaurant_id).stars[row.food - 1] = row.n;
  }
  for (const row of votes) of(row.restaurant_id).dishes.set(row.dish_id, { likes: row.likes, dislikes: row.dislikes });
  return out;
}

/** The verified ratings of a process, kept true. */
export interface RatingsService {
  /** Stops listening to the database. */
  stop(): Promise<void>;
}

/** Loads the verified ratings into the holder and keeps them true; resolves once loaded. */
export async function startRatingsService(db: Db): Promise<RatingsService> {
  async function reloadAll(): Promise<void> {
    const [stars, votes] = await Promise.all([db.query<StarRow>(starsSql('')), db.query<VoteRow>(votesSql(''))]);
    clearRatings();
    for (const [id, ratings] of ratingsOf(stars.rows, votes.rows)) setRatings(id, ratings);
  }

  async function reloadOne(restaurantId: string): Promise<void> {
    const [stars, votes] = await Promise.all([
      db.query<StarRow>(starsSql('AND restaurant_id = $1'), [restaurantId]),
      db.query<VoteRow>(votesSql('AND r.restaurant_id = $1'), [restaurantId]),
    ]);
    // A restaurant whose last review went (deleted or hidden) is forgotten: its prior alone shows.
    setRatings(restaurantId, ratingsOf(stars.rows, votes.rows).get(restaurantId) ?? null);
  }

  await reloadAll();
  const stop = keepLoaded(db, reviewChangesChannel, { name: 'ratings', reloadAll, reloadOne });
  return { stop };
}
