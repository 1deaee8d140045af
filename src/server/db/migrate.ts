/** Applies the plain SQL migrations in src/server/db/migrations/ in order, once each. */
import type { Db } from './db.ts';

/** One migration: `NNN_name` and its SQL. */
export interface Migration {
  id: string;
  sql: string;
}

/** Migration file names: three digits, an underscore, a lowercase name, `.sql`. */
const migrationName = /^(\d{3}_[a-z0-9_]+)\.sql$/;

// Bundled at build time, so the built server needs no source files on disk.
const bundled = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true });

/** Turns `{ path: sql }` into migrations sorted by name; throws on a badly named file. */
export function migrationsFrom(files: Record<string, string>): Migration[] {
  return Object.entries(files)
    .map(([path, sql]) => {
      const name = path.split('/').pop() ?? path;
      const match = migrationName.exec(name);
      if (!match?.[1]) throw new Error(`Migration file ${path} must be named NNN_name.sql`);
      return { id: match[1], sql };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The project's migrations, in order. */
export const migrations: Migration[] = migrationsFrom(bundled);

/** Any fixed number: every process that migrates this database agrees on it. */
const migrationLockKey = '7428015962335871';

/**
 * Applies the migrations not yet recorded in schema_migrations, all in one transaction.
 * The transaction first takes a PostgreSQL advisory lock, so two processes starting at once
 * run one after the other and the second finds nothing left to do. Returns the ids applied.
 */
export async function migrate(db: Db, list: Migration[] = migrations): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [migrationLockKey]);
    // Created under the lock: two concurrent CREATE TABLE IF NOT EXISTS can still collide.
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((row) => row.id),
    );
    const applied: string[] = [];
    for (const migration of list) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
