/**
 * Migrations 012 and 013 over a database that already holds carts and orders: every cart line
 * and order line is kept (as a line without choices, an order line with the class its veg flag
 * said), two customisations of one dish fit afterwards, and migration 009's trigger still
 * announces every cart change.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from './db.ts';
import { migrate, migrations } from './migrate.ts';

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'thalify-upgrade-'));
  db = await openPglite(dir, 'relaxed');
  await migrate(
    db,
    migrations.filter((m) => m.id < '012'),
  );
  await db.query(
    "INSERT INTO users (id, phone, name, email, database, created_at) VALUES ('u1', '+919800000001', 'Asha', 'a@example.in', 'db1', now())",
  );
  await db.query("INSERT INTO cart_items (user_id, dish_id, restaurant_id, quantity) VALUES ('u1', 'd1', 'r1', 3)");
  await db.query(
    `INSERT INTO orders (id, user_id, idempotency_key, request_fingerprint, restaurant_id, restaurant_name, restaurant_area,
       restaurant_image, restaurant_href, address, status, payment_method, item_total, packaging, delivery_fee,
       platform_fee, gst, discount, total)
     VALUES ('o1', 'u1', 'k1', 'f', 'r1', 'R', 'A', 'i', '/r', '{}', 'placed', 'cod', 100, 0, 0, 0, 0, 0, 100)`,
  );
  await db.query(
    `INSERT INTO order_items (order_id, dish_id, name, is_veg, unit_price, quantity, seq)
     VALUES ('o1', 'd1', 'Dal', true, 50, 1, 0), ('o1', 'd2', 'Kebab', false, 50, 1, 1)`,
  );
  // The later migrations (014 on) come after these two.
  expect((await migrate(db)).slice(0, 2)).toEqual(['012_cart_choices', '013_order_choices']);
}, 60_000);

afterAll(async () => {
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('migrations 012 and 013 over existing carts and orders', () => {
  it('keeps every cart line as a line without choices, and takes a second customisation of its dish', async () => {
    await db.query(
      "INSERT INTO cart_items (user_id, dish_id, restaurant_id, choice_key, quantity) VALUES ('u1', 'd1', 'r1', 'qty-full', 1)",
    );
    const { rows } = await db.query('SELECT dish_id, choice_key, quantity FROM cart_items ORDER BY seq');
    expect(rows).toEqual([
      { dish_id: 'd1', choice_key: '', quantity: 3 },
      { dish_id: 'd1', choice_key: 'qty-full', quantity: 1 },
    ]);
    await expect(
      db.query(
        "INSERT INTO cart_items (user_id, dish_id, restaurant_id, choice_key, quantity) VALUES ('u1', 'd1', 'r1', '', 1)",
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('keeps every order line, its class read from its veg flag, and takes two lines of one dish', async () => {
    const { rows } = await db.query('SELECT dish_id, veg_class, choices, choice_key FROM order_items ORDER BY seq');
    expect(rows).toEqual([
      { dish_id: 'd1', veg_class: 'VEG', choices: null, choice_key: '' },
      { dish_id: 'd2', veg_class: 'NONVEG', choices: null, choice_key: '' },
    ]);
    await db.query(
      `INSERT INTO order_items (order_id, dish_id, choice_key, name, is_veg, veg_class, choices, unit_price, quantity, seq)
       VALUES ('o1', 'd1', 'a', 'Dal', false, 'EGG', '[{"id":"a"}]', 70, 1, 2)`,
    );
    await expect(
      db.query(
        "INSERT INTO order_items (order_id, dish_id, name, is_veg, veg_class, unit_price, quantity, seq) VALUES ('o1', 'd3', 'X', true, 'VEGAN', 1, 1, 3)",
      ),
    ).rejects.toThrow();
  });

  it('still announces every change of a cart line on cart_changes', async () => {
    const heard: string[] = [];
    const stop = await db.listen('cart_changes', (payload) => heard.push(payload));
    await db.query("UPDATE cart_items SET quantity = 2 WHERE user_id = 'u1' AND choice_key = 'qty-full'");
    await db.query("DELETE FROM cart_items WHERE user_id = 'u1' AND choice_key = ''");
    await expect.poll(() => heard, { timeout: 5_000 }).toEqual(['u1', 'u1']);
    await stop();
  });
});
