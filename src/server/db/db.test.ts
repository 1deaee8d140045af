import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbConfigFromEnv, initPgliteDataDir, openPglite, pgliteFlushes } from './db.ts';
import { migrate, migrations, migrationsFrom } from './migrate.ts';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import { loadIdentityKeys } from '../identity/keys.ts';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await openTestDb();
});

afterAll(async () => {
  await testDb?.cleanup();
});

describe('Db', () => {
  it('runs parameterised statements and returns typed rows', async () => {
    const { rows, rowCount } = await testDb.db.query<{ n: number; s: string; t: Date }>(
      'SELECT $1::int AS n, $2::text AS s, $3::timestamptz AS t',
      [42, "it's", '2026-11-21T10:00:00.000Z'],
    );
    expect(rowCount).toBe(1);
    expect(rows[0]?.n).toBe(42);
    expect(rows[0]?.s).toBe("it's");
    expect(new Date(rows[0]?.t ?? 0).toISOString()).toBe('2026-11-21T10:00:00.000Z');
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await testDb.db.exec('CREATE TABLE tx_probe (id int PRIMARY KEY); CREATE INDEX tx_probe_id ON tx_probe (id);');
    await testDb.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (id) VALUES ($1)', [1]);
    });
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe (id) VALUES ($1)', [2]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await testDb.db.query<{ id: number }>('SELECT id FROM tx_probe ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([1]);
    // The handle still works after a rollback.
    expect((await testDb.db.query('UPDATE tx_probe SET id = 3 WHERE id = 1')).rowCount).toBe(1);
  });

  it('reads DATABASE_URL, DATA_DIR and PGLITE_DURABILITY, defaulting to .data/ and full durability', () => {
    expect(dbConfigFromEnv({})).toEqual({ dataDir: `${process.cwd()}/.data`, durability: 'full' });
    expect(dbConfigFromEnv({ DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db' })).toEqual({
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      durability: 'full',
    });
    expect(dbConfigFromEnv({ DATABASE_URL: '  ', PGLITE_DURABILITY: 'relaxed' })).toEqual({
      dataDir: `${process.cwd()}/.data`,
      durability: 'relaxed',
    });
  });
});

const setting = async (db: Awaited<ReturnType<typeof openPglite>>, name: string) =>
  Object.values((await db.query(`SHOW ${name}`)).rows[0] ?? {})[0];

describe('PGlite durability', () => {
  async function withPglite(
    durability: 'full' | 'relaxed' | undefined,
    fn: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<void>,
  ): Promise<void> {
    const dir = await mkdtemp(join(tmpdir(), 'thalify-durability-'));
    const db = durability ? await openPglite(dir, durability) : await openPglite(dir);
    try {
      await fn(db);
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('runs with fsync and synchronous commit on by default, and each commit reaches the disk', async () => {
    await withPglite(undefined, async (db) => {
      expect(await setting(db, 'fsync')).toBe('on');
      expect(await setting(db, 'synchronous_commit')).toBe('on');
      await db.exec('CREATE TABLE flush_probe (id int)');
      const before = pgliteFlushes.count;
      for (let i = 0; i < 3; i++) await db.query('INSERT INTO flush_probe VALUES ($1)', [i]);
      expect(pgliteFlushes.count - before).toBeGreaterThanOrEqual(3);
    });
    // A durable first open flushes every file it creates: seconds on a busy machine.
  }, 90_000);

  it('relaxed leaves flushing to the operating system', async () => {
    await withPglite('relaxed', async (db) => {
      expect(await setting(db, 'fsync')).toBe('off');
      // The small memory settings hold in either mode.
      expect(await setting(db, 'shared_buffers')).toBe('8MB');
    });
  }, 90_000);
});

describe('PGlite memory', () => {
  it('runs with small shared buffers and few connection slots, not the 128 MB and 100 of a server', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'thalify-memory-'));
    try {
      // A data directory created by the child process is opened (not created again) here.
      await initPgliteDataDir(dir);
      const created = (await stat(join(dir, 'PG_VERSION'))).mtimeMs;
      const db = await openPglite(dir);
      try {
        expect(await setting(db, 'shared_buffers')).toBe('8MB');
        expect(await setting(db, 'max_connections')).toBe('4');
        expect(await setting(db, 'work_mem')).toBe('2MB');
        expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows[0]?.n).toBe(1);
      } finally {
        await db.close();
      }
      expect((await stat(join(dir, 'PG_VERSION'))).mtimeMs).toBe(created);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('migrations', () => {
  it('orders the files by name and refuses badly named ones', () => {
    expect(migrationsFrom({ './migrations/010_b.sql': 'b', './migrations/002_a.sql': 'a' }).map((m) => m.id)).toEqual([
      '002_a',
      '010_b',
    ]);
    expect(() => migrationsFrom({ './migrations/add_users.sql': '' })).toThrow('must be named NNN_name.sql');
    expect(migrations.map((m) => m.id).slice(0, 2)).toEqual(['001_identity', '002_accounts']);
  });

  it('records what it applied and applies nothing twice', async () => {
    const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
    expect(await migrate(testDb.db)).toEqual([]);
  });

  it('applies a new migration once when two processes start at once', async () => {
    const list = [
      ...migrations,
      {
        id: '900_concurrency_probe',
        sql: 'CREATE TABLE concurrency_probe (id int); INSERT INTO concurrency_probe VALUES (1);',
      },
    ];
    const other = await testDb.another();
    const [a, b] = await Promise.all([migrate(testDb.db, list), migrate(other, list)]);
    expect([...a, ...b]).toEqual(['900_concurrency_probe']);
    expect((await testDb.db.query('SELECT id FROM concurrency_probe')).rowCount).toBe(1);
  });

  it('rolls a failing migration back entirely', async () => {
    const list = [
      ...migrations,
      { id: '901_broken', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' },
    ];
    await expect(migrate(testDb.db, list)).rejects.toThrow();
    expect((await testDb.db.query("SELECT 1 FROM schema_migrations WHERE id = '901_broken'")).rowCount).toBe(0);
    expect(
      (await testDb.db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'")).rowCount,
    ).toBe(0);
  });
});

describe('server secret', () => {
  it('is generated once and shared by every process on the database', async () => {
    const first = await loadIdentityKeys(testDb.db, undefined);
    const second = await loadIdentityKeys(await testDb.another(), undefined);
    expect(second.otp.equals(first.otp)).toBe(true);
    expect(second.jwt.equals(first.jwt)).toBe(true);
    expect(first.otp.equals(first.jwt)).toBe(false);
  });

  it('comes from SESSION_SECRET when set, which must be long enough', async () => {
    const fromEnv = await loadIdentityKeys(testDb.db, 'x'.repeat(32));
    const fromDb = await loadIdentityKeys(testDb.db, undefined);
    expect(fromEnv.jwt.equals(fromDb.jwt)).toBe(false);
    await expect(loadIdentityKeys(testDb.db, 'short')).rejects.toThrow('at least 32 characters');
  });
});
