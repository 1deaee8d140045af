/**
 * The process's database, opened from the environment, and whether the process keeps notified
 * caches of it. The only module of the database part that reads `astro:env`, so db.ts can be
 * imported by plain Node (scripts, tests).
 */
import { DATA_DIR, DATABASE_URL, NOTIFIED_CACHES, PGLITE_DURABILITY } from 'astro:env/server';
import { type Db, dbConfigFromEnv, openDb } from './db.ts';
import { setNotifiedCaches } from './notifiedCache.ts';
import { DatabaseUnavailableError } from './outage.ts';

// Before any cache of the process's database is made: they are made from the handle getDb answers.
setNotifiedCaches(NOTIFIED_CACHES !== 'off');

// Kept on globalThis so that a module re-evaluated by the dev server's hot reload still finds
// the handle: two PGlite instances on one data directory would corrupt it.
const processDbKey = Symbol.for('thalify.db');
type DbHolder = { [processDbKey]?: Promise<Db> };

/** The process's database, opened and migrated on first use (PGlite: once per process). */
export function getDb(): Promise<Db> {
  const holder = globalThis as DbHolder;
  holder[processDbKey] ??= openDb(dbConfigFromEnv({ DATABASE_URL, DATA_DIR, PGLITE_DURABILITY })).catch(
    (error: unknown) => {
      // A failed open (bad URL, server down) may succeed on a later request.
      delete holder[processDbKey];
      throw new DatabaseUnavailableError('the database could not be opened', { cause: error });
    },
  );
  return holder[processDbKey];
}
