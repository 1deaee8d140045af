/**
 * The process's database, opened from the environment, and whether the process keeps notified
 * caches of it. The only module of the database part that reads `astro:env`, so db.ts can be
 * imported by plain Node (scripts, tests).
 */
import { DATA_DIR, DATABASE_URL, NOTIFIED_CACHES, PGLITE_DURABILITY } from 'astro:env/server';
import { type Db, dbConfigFromEnv, openDb } from './db.ts';
import { setNotifiedCaches } from './notifiedCache.ts';
import { DatabaseUnavailableError } from './outage.ts';
import { processHost } from '../processHost.ts';

// Before any cache of the process's database is made: they are made from the handle getDb answers.
setNotifiedCaches(NOTIFIED_CACHES !== 'off');

/**
 * The process's database, opened and migrated on first use (PGlite: once per process). The handle
 * is kept by the process host (src/server/processHost.ts), so a module the dev server evaluates
 * again still finds it: two PGlite instances on one data directory would corrupt it.
 */
export function getDb(): Promise<Db> {
  const holder = processHost();
  holder.db ??= openDb(dbConfigFromEnv({ DATABASE_URL, DATA_DIR, PGLITE_DURABILITY })).catch((error: unknown) => {
    // A failed open (bad URL, server down) may succeed on a later request.
    delete holder.db;
    throw new DatabaseUnavailableError('the database could not be opened', { cause: error });
  });
  return holder.db;
}
