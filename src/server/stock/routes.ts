/**
 * POST /api/fleet/stock: a restaurant's system marks dishes and choices out of or back in stock,
 * in a call signed like the fleet webhook (X-Thalify-Signature over `<timestamp>.<body>`, with
 * RESTAURANT_WEBHOOK_SECRET), its body checked field by field.
 */
import { z } from 'astro/zod';
import type { Db } from '../db/db.ts';
import { endpoint, type RouteModule } from '../http/endpoint.ts';
import { json } from '../http/http.ts';
import { changedBy, signedBody } from '../http/signedCalls.ts';
import { setStock } from './stockHolder.ts';
import { recordStock } from './stockService.ts';

/** Most items one call may change. */
export const maxStockItems = 100;

const catalogId = z
  .string({ error: 'must be text' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, _ or -' });

/** Body of the stock webhook: one restaurant's items, each in stock or not. */
export const stockCallBody = z.strictObject({
  restaurantId: catalogId,
  items: z
    .array(z.strictObject({ itemId: catalogId, inStock: z.boolean({ error: 'must be true or false' }) }), {
      error: 'must be a list of items',
    })
    .min(1, { error: 'must name at least one item' })
    .max(maxStockItems, { error: `must be at most ${maxStockItems} items` }),
  by: changedBy,
});

/** The stock webhook over the process's database and secret; 404 while no secret is set. */
export function createStockRoute(db: () => Promise<Db>, secret: () => string | null): RouteModule<'POST'> {
  return endpoint({
    method: 'POST',
    handle: async ({ context }) => {
      const call = await signedBody(context.request, secret(), stockCallBody);
      await recordStock(await db(), call.restaurantId, call.items, call.by ?? 'restaurant');
      // This process's menus and carts follow at once; every process when the announcement reaches it.
      for (const item of call.items) setStock(call.restaurantId, item.itemId, item.inStock);
      return json({ ok: true, changed: call.items.length });
    },
  });
}
