/**
 * The one database interface of the server: PGlite in a data directory by default, a real
 * PostgreSQL when DATABASE_URL is set. Same SQL dialect on both, so services never branch.
 */
import { spawn } from 'node:child_process';
import { existsSync, fsyncSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import pg from 'pg';
import { migrate } from './migrate.ts';
import { pgliteMemoryParams } from './pgliteSettings.ts';

/** Rows of one statement. */
export interface QueryResult<T> {
  rows: T[];
  /** Rows returned, or rows changed by an INSERT/UPDATE/DELETE without RETURNING. */
  rowCount: number;
}

/** What both a connection and a transaction can do. */
export interface DbExecutor {
  /** One parameterised statement ($1, $2, …); never interpolate values into `sql`. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migration scripts). */
  exec(sql: string): Promise<void>;
}

/** A database handle: statements, transactions and closing. */
export interface Db extends DbExecutor {
  /** Which engine serves it; for logs and tests, never for branching SQL. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: DbExecutor) => Promise<T>): Promise<T>;
  /** Releases the engine (PGlite files, or the pool's connections). */
  close(): Promise<void>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` (a lowercase name): from every process on
   * PostgreSQL, from this one on PGlite. Resolves, once listening, to a function that stops.
   * `onConnection` hears `true` each time listening starts (again) and `false` when its
   * connection is lost: notifications sent in between are never delivered.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onConnection?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
}

const channelName = /^[a-z_][a-z0-9_]{0,62}$/;

function checkedChannel(channel: string): string {
  if (!channelName.test(channel)) throw new Error(`listen: "${channel}" is not a lowercase channel name`);
  return channel;
}

/**
 * How PGlite writes: `full` (the default) flushes each commit to the disk before answering, so
 * an OS crash or power cut loses no acknowledged write; `relaxed` leaves flushing to the OS
 * (PGlite's own default, several times faster per write), safe against a killed process only.
 */
export type Durability = 'full' | 'relaxed';

/** Where the process's database lives, read from the environment. */
export interface DbConfig {
  databaseUrl?: string;
  dataDir: string;
  durability: Durability;
}

/** The database's variables: DATABASE_URL, DATA_DIR and PGLITE_DURABILITY (read by db/runtime.ts). */
export interface DbEnv {
  DATABASE_URL?: string | undefined;
  DATA_DIR?: string | undefined;
  PGLITE_DURABILITY?: string | undefined;
}

/** Where the database lives: DATABASE_URL, else PGlite in DATA_DIR (default `.data/`) with PGLITE_DURABILITY. */
export function dbConfigFromEnv(env: DbEnv): DbConfig {
  const databaseUrl = env.DATABASE_URL?.trim();
  const durability: Durability = env.PGLITE_DURABILITY?.trim() === 'relaxed' ? 'relaxed' : 'full';
  return { ...(databaseUrl ? { databaseUrl } : {}), dataDir: resolve(env.DATA_DIR?.trim() || '.data'), durability };
}

/** Disk flushes PGlite asked for in this process (tests check that commits really reach the disk). */
export const pgliteFlushes = { count: 0 };

type EmscriptenStream = { nfd?: number };
type NodeFsModule = { NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } } };

/**
 * PGlite's Node file system with a working fsync. PGlite's build runs PostgreSQL with `-F`
 * (fsync=off), and even with fsync on, its Emscripten file system has no fsync: the call
 * returns without flushing. This one gives the file system an fsync that flushes the real file,
 * so PostgreSQL's own rules (WAL flushed at commit, data files at checkpoints) hold on disk.
 */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const flushOnFsync = (mod: unknown) => {
      (mod as NodeFsModule).NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd === undefined) return 0;
        // A failed flush must not pass for a successful one: PostgreSQL stops on the error.
        fsyncSync(stream.nfd);
        pgliteFlushes.count += 1;
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), flushOnFsync] } };
  }
}

/** PGlite's options for a data directory and a durability. */
function pgliteOptions(dataDir: string, durability: Durability): PGliteOptions {
  if (durability === 'relaxed') return { dataDir, startParams: [...PGlite.defaultStartParams, ...pgliteMemoryParams] };
  const startParams = [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'synchronous_commit=on',
    '-c',
    'wal_sync_method=fsync',
    ...pgliteMemoryParams,
  ];
  return { fs: new DurableNodeFS(dataDir), startParams };
}

/**
 * Creates a new PGlite data directory in a short-lived child process. Creating one runs
 * initdb in extra WebAssembly instances of their own, which briefly take about a gigabyte;
 * in a child that peak is returned to the system when it exits, instead of staying in the
 * server's resident memory for the life of the process.
 */
export function initPgliteDataDir(dataDir: string): Promise<void> {
  // The package's CommonJS entry sits beside its module entry, which the child imports.
  const commonJsEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const entry = pathToFileURL(join(dirname(commonJsEntry), 'index.js')).href;
  const script = `const { PGlite } = await import(${JSON.stringify(entry)});
const db = await PGlite.create({ dataDir: ${JSON.stringify(dataDir)}, startParams: [...PGlite.defaultStartParams, ...${JSON.stringify(pgliteMemoryParams)}] });
await db.close();`;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--liftoff-only', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`creating the database in ${dataDir} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

function pgliteExecutor(engine: Pick<PGlite, 'query' | 'exec'>): DbExecutor {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await engine.query<T>(sql, [...params]);
      return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
    },
    async exec(sql: string) {
      await engine.exec(sql);
    },
  };
}

/** Opens a PGlite database in `dataDir` (created first, in a child process, when new: seconds). */
export async function openPglite(dataDir: string, durability: Durability = 'full'): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initPgliteDataDir(dataDir);
  const engine = await PGlite.create(pgliteOptions(dataDir, durability));
  return {
    kind: 'pglite',
    ...pgliteExecutor(engine),
    // PGlite has a single connection: statements on `engine` inside `fn` would wait for the
    // transaction forever, which is why `fn` gets its own executor.
    transaction: (fn) => engine.transaction((tx) => fn(pgliteExecutor(tx))),
    close: () => engine.close(),
    async listen(channel, onPayload, onConnection) {
      // In-process: PGlite delivers a notification before the committing statement resolves.
      const stop = await engine.listen(checkedChannel(channel), onPayload);
      onConnection?.(true);
      return stop;
    },
  };
}

function pgExecutor(client: pg.Pool | pg.PoolClient): DbExecutor {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows as T[], rowCount: result.rows.length || (result.rowCount ?? 0) };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** Connects to a PostgreSQL server through a pool; `options` passes extra pool settings. */
export function openPostgres(connectionString: string, options: pg.PoolConfig = {}): Db {
  const pool = new pg.Pool({ connectionString, max: 10, ...options });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL connection failed:', error.message));
  return {
    kind: 'postgres',
    ...pgExecutor(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(pgExecutor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        // A client whose ROLLBACK failed is in an unknown state: destroy it instead of reusing it.
        client.release(broken);
      }
    },
    close: () => pool.end(),
    listen: (channel, onPayload, onConnection) =>
      listenPostgres(connectionString, checkedChannel(channel), onPayload, onConnection),
  };
}

/** How long a lost LISTEN connection waits before connecting again. */
const relistenDelayMs = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost
 * connection is opened again after a second; notifications sent meanwhile are not replayed,
 * which is why listeners treat a notification as "look again", never as the data itself.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onConnection?: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (next: pg.Client) => {
    if (client === next) {
      client = undefined;
      onConnection?.(false);
    }
    if (!stopped) retry ??= setTimeout(reconnect, relistenDelayMs);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', (error) => {
      console.error(`[db] LISTEN ${channel} connection failed:`, error.message);
      void next.end().catch(() => {});
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    client = next;
    onConnection?.(true);
  };
  const reconnect = () => {
    retry = undefined;
    if (stopped) return;
    connect().catch((error: Error) => {
      console.error(`[db] LISTEN ${channel} could not reconnect:`, error.message);
      retry ??= setTimeout(reconnect, relistenDelayMs);
    });
  };
  try {
    await connect();
  } catch (error) {
    // The caller hears of the failure; no retry keeps running behind its back.
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

/** Opens the configured database and brings its schema up to date. */
export async function openDb(config: DbConfig): Promise<Db> {
  const db = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir, config.durability);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}
