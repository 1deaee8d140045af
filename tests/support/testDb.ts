/**
 * A throwaway database for tests: PGlite in a fresh temporary directory, or, when
 * DATABASE_URL is set, a fresh schema on that PostgreSQL server. Either way migrated.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '#src/server/db/db.ts';
import { migrate } from '#src/server/db/migrate.ts';

/** A migrated test database and how to throw it away. */
export interface TestDb {
  db: Db;
  /**
   * A second handle on the same database, as another server process would have: a new pool
   * on PostgreSQL; on PGlite, which one process opens once, the same handle.
   */
  another(): Promise<Db>;
  /** Closes the database and deletes its directory or schema. */
  cleanup(): Promise<void>;
}

/** Opens a fresh migrated database; open one per test file, since a PGlite open costs seconds. */
export async function openTestDb(env: NodeJS.ProcessEnv = process.env): Promise<TestDb> {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const db = openPostgres(url, { options: `-c search_path=${schema}` });
    await migrate(db);
    const others: Db[] = [];
    return {
      db,
      async another() {
        const other = openPostgres(url, { options: `-c search_path=${schema}` });
        others.push(other);
        return other;
      },
      async cleanup() {
        for (const other of others) await other.close();
        await db.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
        await dropper.end();
      },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'thalify-db-'));
  // Relaxed: a throwaway database need not survive a power cut, and flushing costs seconds per file.
  const db = await openPglite(dir, 'relaxed');
  await migrate(db);
  return {
    db,
    another: async () => db,
    async cleanup() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
