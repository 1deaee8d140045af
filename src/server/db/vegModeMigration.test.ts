/** Migration 014 over a database that already holds accounts: each keeps no veg-only mode until one is chosen, and only the three modes fit. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from './db.ts';
import { migrate, migrations } from './migrate.ts';

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'thalify-veg-mode-'));
  db = await openPglite(dir, 'relaxed');
  await migrate(
    db,
    migrations.filter((m) => m.id < '014'),
  );
  await db.query(
    "INSERT INTO users (id, phone, name, email, database, created_at) VALUES ('u1', '+919800000001', 'Asha', 'a@example.in', 'db1', now())",
  );
  expect(
    await migrate(
      db,
      migrations.filter((m) => m.id < '015'),
    ),
  ).toEqual(['014_veg_mode']);
}, 60_000);

afterAll(async () => {
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('migration 014', () => {
  it('leaves every account without a mode, and takes all, veg and egg only', async () => {
    const mode = async () =>
      (await db.query<{ veg_mode: string | null }>("SELECT veg_mode FROM users WHERE id = 'u1'")).rows[0]?.veg_mode;
    expect(await mode()).toBeNull();
    for (const value of ['veg', 'egg', 'all']) {
      await db.query("UPDATE users SET veg_mode = $1 WHERE id = 'u1'", [value]);
      expect(await mode()).toBe(value);
    }
    await expect(db.query("UPDATE users SET veg_mode = 'vegan' WHERE id = 'u1'")).rejects.toThrow(/veg_mode/);
    expect(await mode()).toBe('all');
  });
});
