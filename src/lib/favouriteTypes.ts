/** Shapes and texts of the favourites endpoints, shared by the heart, the favourites page and the server. */
import type { RestaurantCard } from './catalogTypes.ts';

/** One saved restaurant: its id and, when the catalog still has it, its card as seen from the diner's address. */
export interface FavouriteEntry {
  restaurantId: string;
  savedAt: string;
  restaurant: RestaurantCard | null;
}

/** Body of GET /api/favourites. */
export interface FavouritesResponse {
  data: { favourites: FavouriteEntry[] };
}

/** Body of POST /api/addFavourite and /api/removeFavourite: the ids saved now, newest first. */
export interface FavouriteIdsResponse {
  favourites: string[];
}

/** Texts a diner reads about favourites. */
export const favouriteMessages = {
  signIn: 'Please sign in to save your favourite restaurants.',
  notFavourite: 'This restaurant is not in your favourites.',
  tooMany: 'You can save up to 200 favourite restaurants. Remove one to add another.',
  /** The toast after a heart was filled. */
  saved: 'Saved to favourites',
  /** The toast after a heart was emptied. */
  removed: 'Removed from favourites',
} as const;

/** A heart's name: what a tap on it will do now. */
export function heartLabel(restaurantName: string, saved: boolean): string {
  return saved ? `Remove ${restaurantName} from favourites` : `Save ${restaurantName} to favourites`;
}

/** The most restaurants one diner can save. */
export const maxFavourites = 200;
