// The fee a menu promises is the fee on the bill: five restaurants at different distances.
import { describe, expect, it } from 'vitest';
import type { Dish, MenuResponse } from '#src/lib/catalogTypes.ts';
import { priceOf } from '#src/lib/money.ts';
import { createLocalBackend } from '../catalog/backend.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import { restaurantId } from '../catalog/generator.ts';
import { distanceKm } from '#src/lib/geo.ts';
import { freeDeliveryFrom } from '#src/lib/pricing.ts';
import { billFor } from './bill.ts';
import { backendDishLookup } from './catalogDishes.ts';

const catalog = loadCatalog();
const lookup = backendDishLookup(() => createLocalBackend(catalog, 'test-secret'));
const koramangala = { lat: 12.9352, lng: 77.6245 };

/** One restaurant in each 2 km ring around the point, nearest ring first. */
function restaurantsByRing(): { id: string; km: number }[] {
  const picked = new Map<number, { id: string; km: number }>();
  const { data } = catalog;
  for (let r = 0; r < data.count && picked.size < 5; r++) {
    const km = distanceKm(koramangala.lat, koramangala.lng, data.lat[r] ?? 0, data.lng[r] ?? 0);
    const ring = Math.floor(km / 2);
    if (ring < 5 && !picked.has(ring)) picked.set(ring, { id: restaurantId(r), km });
  }
  return [...picked.entries()].sort(([a], [b]) => a - b).map(([, v]) => v);
}

function rupeesIn(text: string): number {
  return Math.round(Number(text.replace(/,/g, '')) * 100);
}

function cheapestDishId(menu: MenuResponse): string {
  const group = menu.data.cards.find((c) => 'groupedCard' in c);
  const sections =
    group && 'groupedCard' in group ? group.groupedCard.cardGroupMap.REGULAR.cards.map((c) => c.card.card) : [];
  const dishes: Dish[] = sections.flatMap((s) =>
    [...(s.itemCards ?? []), ...(s.categories ?? []).flatMap((c) => c.itemCards)].map((i) => i.card.info),
  );
  dishes.sort((a, b) => (priceOf(a) ?? Infinity) - (priceOf(b) ?? Infinity));
  return dishes[0]?.id ?? '';
}

describe('delivery fee: the menu’s promise is the bill’s charge', () => {
  const restaurants = restaurantsByRing();

  it('finds restaurants at five different distances', () => {
    expect(restaurants).toHaveLength(5);
    expect(new Set(restaurants.map((r) => Math.floor(r.km / 2))).size).toBe(5);
  });

  it.each(restaurants.map((r) => [r.km.toFixed(1), r.id]))('at %s km (restaurant %s)', async (_, id) => {
    const menu = catalog.menu(id, koramangala);
    const info = menu?.data.cards.find((c) => 'card' in c && c.card.card['@type'] === 'RestaurantInfo');
    const message =
      info && 'card' in info && info.card.card['@type'] === 'RestaurantInfo'
        ? (info.card.card.info.feeDetails.message ?? '')
        : '';
    // "free above ₹499" (the everyday rule), or "free from ₹199" (the restaurant's own offer).
    const promise = /₹([\d,.]+) Delivery fee will apply, free (above|from) ₹([\d,.]+)/.exec(message);
    expect(promise, message).not.toBeNull();
    const fee = rupeesIn(promise?.[1] ?? '');
    const threshold = rupeesIn(promise?.[3] ?? '');
    const from = promise?.[2] === 'from';

    const entry = await lookup(id, cheapestDishId(menu as MenuResponse));
    const price = entry?.dish.price ?? 0;
    expect(price).toBeGreaterThan(0);
    // The cart's bill, with the offers the cart's catalog entry carries (as the cart service bills it).
    const bill = (quantity: number) => billFor([{ price, quantity }], freeDeliveryFrom(entry?.offers))?.deliveryFee;
    // Below the threshold: the promised fee; at it ("from") or past it ("above"): free, as promised.
    const under = Math.ceil(threshold / price) - 1;
    if (under >= 1) expect(bill(under)).toBe(fee);
    expect(bill(from ? Math.ceil(threshold / price) : Math.floor(threshold / price) + 1)).toBe(0);
  });
});
