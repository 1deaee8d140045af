/** The favourites service of this process: its database and the configured catalog backend. */
import { getCatalogBackend } from '../catalog/runtime.ts';
import { getDb } from '../db/runtime.ts';
import { createFavouritesService, type FavouritesService } from './favourites.ts';

let service: Promise<FavouritesService> | undefined;

/** The process's favourites service, built on first use; a database that cannot be opened throws (503). */
export function getFavouritesService(): Promise<FavouritesService> {
  service ??= getDb()
    .then((db) => createFavouritesService({ db, backend: getCatalogBackend }))
    .catch((error: unknown) => {
      // Not cached: the database may come back on a later request.
      service = undefined;
      throw error;
    });
  return service;
}
