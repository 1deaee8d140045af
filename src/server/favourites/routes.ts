/** GET /api/favourites, POST /api/addFavourite and /api/removeFavourite over a favourites service. */
import { z } from 'astro/zod';
import { favouriteMessages, type FavouriteIdsResponse, type FavouritesResponse } from '#src/lib/favouriteTypes.ts';
import { pointQuerySchema, restaurantIdSchema } from '../catalog/params.ts';
import { endpoint } from '../http/endpoint.ts';
import { json } from '../http/http.ts';
import type { FavouritesService } from './favourites.ts';

/** Body of POST /api/addFavourite and /api/removeFavourite. */
export const favouriteBody = z.object({ restaurantId: restaurantIdSchema });

/** The three routes over the service `get` returns. */
export function createFavouriteRoutes(get: () => Promise<FavouritesService>) {
  return {
    list: endpoint({
      method: 'GET',
      query: pointQuerySchema,
      signIn: favouriteMessages.signIn,
      handle: async ({ query, user }) =>
        json({ data: { favourites: await (await get()).list(user.userId, query) } } satisfies FavouritesResponse),
    }),
    add: endpoint({
      method: 'POST',
      body: favouriteBody,
      signIn: favouriteMessages.signIn,
      handle: async ({ body, user }) =>
        json({ favourites: await (await get()).add(user.userId, body.restaurantId) } satisfies FavouriteIdsResponse),
    }),
    remove: endpoint({
      method: 'POST',
      body: favouriteBody,
      signIn: favouriteMessages.signIn,
      handle: async ({ body, user }) =>
        json({ favourites: await (await get()).remove(user.userId, body.restaurantId) } satisfies FavouriteIdsResponse),
    }),
  };
}
