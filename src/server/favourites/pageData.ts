/** What on-demand pages need of favourites: the signed-in diner's saved ids, for hearts right on first render. */
import type { SessionUser } from '#src/lib/accountTypes.ts';
import { getFavouritesService } from './runtime.ts';

/** The saved restaurant ids of `user` (none for a visitor); an outage leaves the hearts empty rather than the page broken. */
export async function savedRestaurantIds(user: SessionUser | null | undefined): Promise<string[]> {
  if (!user) return [];
  try {
    return await (await getFavouritesService()).ids(user.userId);
  } catch (error) {
    console.error('[favourites] could not read the saved restaurants', error);
    return [];
  }
}
