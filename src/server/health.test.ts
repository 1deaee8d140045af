import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

describe('checkHealth', () => {
  let dir = '';
  afterAll(async () => {
    vi.doUnmock('astro:env/server');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('opens the database with its migrations, the identity keys, the orders and the catalog', async () => {
    dir = await mkdtemp(join(tmpdir(), 'thalify-health-'));
    // The process's database in a folder of its own: DATA_DIR as the server would read it.
    vi.doMock('astro:env/server', async (original) => ({ ...(await original<object>()), DATA_DIR: dir }));
    const { checkHealth } = await import('./health.ts');
    const { getDb } = await import('./db/runtime.ts');
    const opened = () => (globalThis as Record<symbol, unknown>)[Symbol.for('thalify.db')];
    expect(opened()).toBeUndefined();
    const first = await checkHealth();
    expect(first.status).toBe('ok');
    // The check itself opened the process's database, before anything else asked for it.
    expect(opened()).toBeInstanceOf(Promise);
    const tables = await (await getDb()).query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_name in ('orders', 'identity_sessions')",
    );
    expect(tables.rows.map((r) => r.name).sort()).toEqual(['identity_sessions', 'orders']);
    // A second check reuses what the first opened: the same database handle.
    const db = await getDb();
    expect((await checkHealth()).status).toBe('ok');
    expect(await getDb()).toBe(db);
    // Creating a new database (in a child process) and opening it takes seconds on a busy machine.
  }, 90_000);
});
