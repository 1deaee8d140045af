/** The favourites routes of this process, built once, one entry per page module under src/pages/api. */
import { createFavouriteRoutes } from './routes.ts';
import { getFavouritesService } from './runtime.ts';

/** GET /api/favourites, POST /api/addFavourite and /api/removeFavourite. */
export const favouriteRoutes = createFavouriteRoutes(getFavouritesService);
