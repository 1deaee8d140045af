import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http/http.ts';

describe('checkHealth, a probe of the host', () => {
  let dir = '';
  afterAll(async () => {
    vi.doUnmock('astro:env/server');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('opens nothing itself: 503 until the host has started, ok after, 503 once it stops', async () => {
    dir = await mkdtemp(join(tmpdir(), 'thalify-health-'));
    // The process's database in a folder of its own: DATA_DIR as the server would read it.
    vi.doMock('astro:env/server', async (original) => ({ ...(await original<object>()), DATA_DIR: dir }));
    const { checkHealth, healthTexts } = await import('./health.ts');
    const { processHost } = await import('./processHost.ts');
    const refusal = (error: unknown) => (error instanceof HttpError ? [error.status, error.message] : error);
    expect(await checkHealth().catch(refusal)).toEqual([503, healthTexts.starting]);
    // The probe opened no database.
    expect(processHost().db).toBeUndefined();

    const { host } = await import('./host.ts');
    await host.start();
    const db = await processHost().db;
    const tables = await db?.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_name in ('orders', 'identity_sessions')",
    );
    expect(tables?.rows.map((r) => r.name).sort()).toEqual(['identity_sessions', 'orders']);
    const health = await checkHealth();
    expect(health.status).toBe('ok');
    expect(health.answerCache).toBeDefined();
    // Asking again reuses what the host opened: the same database handle.
    await checkHealth();
    expect(await processHost().db).toBe(db);

    await host.stop();
    expect(host.state).toBe('stopped');
    expect(processHost().db).toBeUndefined();
    expect(await checkHealth().catch(refusal)).toEqual([503, healthTexts.starting]);
    // Creating a new database (in a child process) and opening it takes seconds on a busy machine.
  }, 90_000);
});
