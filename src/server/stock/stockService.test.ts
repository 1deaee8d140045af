/**
 * The stock service over a real database (PGlite, or PostgreSQL with DATABASE_URL): the signed
 * restaurant webhook records changes, every process's holder follows them through stock_changes,
 * and each change is told to the listeners (the realtime hub).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockChange } from '#src/lib/realtimeChannels.ts';
import { callSignedRoute } from '#test/routeHarness.ts';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import { createStockRoute } from './routes.ts';
import { clearStock, stockOfItem } from './stockHolder.ts';
import { recordStock, type StockService, startStockService } from './stockService.ts';

const secret = 'restaurant-secret-for-tests';
let testDb: TestDb;
let service: StockService;
const heard: StockChange[] = [];

beforeAll(async () => {
  testDb = await openTestDb();
  // Changes made before the process started are in force once it has.
  await recordStock(testDb.db, 'r0', [{ itemId: 'old', inStock: false }], 'test');
  clearStock();
  service = await startStockService(testDb.db);
  service.listen((change) => heard.push(change));
});

afterAll(async () => {
  await service?.stop();
  await testDb?.cleanup();
  clearStock();
});

const route = createStockRoute(
  async () => testDb.db,
  () => secret,
);

/** The webhook called as a restaurant's system calls it. */
const post = (body: unknown, signature?: string) =>
  callSignedRoute<{ changed?: number }>(route, 'fleet/stock', body, secret, signature);

describe('the stock service', () => {
  it('loads the changes in force when it starts', () => {
    expect(stockOfItem('r0', 'old')).toBe(false);
  });

  it('takes a signed call, and every process follows it; the latest change of an item wins', async () => {
    const answer = await post({
      restaurantId: '100001',
      items: [
        { itemId: '10000100003', inStock: false },
        { itemId: 'choice-7', inStock: false },
      ],
      by: 'Kitchen display',
    });
    expect(answer).toEqual({ status: 200, body: { ok: true, changed: 2 } });
    expect(stockOfItem('100001', '10000100003')).toBe(false);
    // Another process records the dish back in stock: this one hears it.
    const other = await testDb.another();
    await recordStock(other, '100001', [{ itemId: '10000100003', inStock: true }], 'test');
    await expect.poll(() => stockOfItem('100001', '10000100003')).toBe(true);
    await expect
      .poll(() => heard.filter((change) => change.itemId === '10000100003').map((change) => change.inStock))
      .toEqual([false, true]);
    expect(heard).toContainEqual({ restaurantId: '100001', itemId: 'choice-7', inStock: false });
  });

  it('refuses a forged or malformed call, naming the field', async () => {
    expect((await post({ restaurantId: '1', items: [] }, `t=1,v1=${'0'.repeat(64)}`)).status).toBe(401);
    const empty = await post({ restaurantId: '1', items: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('items: must name at least one item');
    const bad = await post({ restaurantId: '1', items: [{ itemId: 'a b', inStock: 'no' }] });
    expect(bad.body.message).toMatch(/items\.0\.(itemId|inStock): /);
  });
});
