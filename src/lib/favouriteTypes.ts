/** Shapes and texts of the favourites endpoints, shared by the heart, the favourites page and the server. */
import { favouritesMessages } from '#src/features/favourites/messages/en.ts';
import { translate } from '#src/i18n/define.ts';
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

/** The favourites' words in a language (`useMessages(favouritesMessages)`). */
export type FavouriteWords = (typeof favouritesMessages)['base'];
const english = translate(favouritesMessages, 'en');

/**
 * Texts a diner reads about favourites, in English: `saved` is the toast after a heart was
 * filled, `removed` after one was emptied. Screens and toasts word them in the page's language
 * (`favouritesMessages`); the server in the request's.
 */
export const favouriteMessages = {
  signIn: english.signIn,
  notFavourite: english.notFavourite,
  tooMany: english.tooMany,
  saved: english.saved,
  removed: english.removed,
} as const;

/** A heart's name: what a tap on it will do now, in the words given (English when none). */
export function heartLabel(restaurantName: string, saved: boolean, t: FavouriteWords = english): string {
  return saved ? t.heartRemove({ name: restaurantName }) : t.heartSave({ name: restaurantName });
}

/** The most restaurants one diner can save. */
export const maxFavourites = 200;
