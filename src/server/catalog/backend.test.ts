import { describe, expect, it } from 'vitest';
import type { ListingResponse } from '#src/lib/catalogTypes.ts';
import { answerCell } from './answerCache.ts';
import { createLocalBackend } from './backend.ts';
import { catalog, gridOf, koramangala } from './fixtures/catalogFixture.ts';
import type { Point } from './geo.ts';
import { listingQuerySchema } from './params.ts';

const backend = createLocalBackend(catalog, 'backend-test-secret', 'v1');
const withoutToken = ({ data }: ListingResponse) => data;

/** A point near Koramangala whose second listing page, measured from the point itself, differs from its cell's. */
function pointApartFromItsCell(): Point {
  for (let step = 1; step < 200; step++) {
    const point = { lat: koramangala.lat + step * 0.00003, lng: koramangala.lng - step * 0.00002 };
    const cell = answerCell(point);
    if (JSON.stringify(catalog.page(point, 16)) !== JSON.stringify(catalog.page(cell, 16))) return point;
  }
  throw new Error('no point near Koramangala is measured differently from its cell');
}

describe('the embedded backend answers every point for its answer cell', () => {
  const point = pointApartFromItsCell();
  const cell = answerCell(point);

  it('measures page 2 of the listing from where page 1 was measured', async () => {
    const first = await backend.listing(listingQuerySchema.parse({ lat: String(point.lat), lng: String(point.lng) }));
    const nextOffset = first.data.pageOffset.nextOffset;
    const second = await backend.update({ ...point, nextOffset, filters: {}, _csrf: first.csrfToken });
    expect(withoutToken(second)).toEqual(catalog.page(cell, 16));
    expect(withoutToken(first)).toEqual(catalog.home(cell));
    const firstIds = new Set(gridOf(first.data.cards).map((card) => card.info.id));
    const secondIds = gridOf(second.data.cards).map((card) => card.info.id);
    expect(secondIds.filter((id) => firstIds.has(id))).toEqual([]);
  });

  it('searches, suggests, opens menus, collections and restaurants at the cell', async () => {
    const text = { ...point, str: 'biryani' };
    const atCell = { ...cell, str: 'biryani' };
    expect(await backend.preSearch(point)).toEqual(catalog.preSearch(cell));
    expect(await backend.suggestions(text)).toEqual(catalog.suggestions(cell, 'biryani'));
    expect(JSON.parse(await backend.suggestionsJson(text))).toEqual(await backend.suggestions(atCell));
    expect(await backend.singleSearch(text)).toEqual(catalog.singleSearch(cell, 'biryani'));
    const id = gridOf(catalog.home(cell).cards)[0]?.info.id ?? '';
    expect(await backend.menu({ ...point, restaurantId: id, query: '' })).toEqual(catalog.menu(id, cell));
    expect(await backend.searchedRestaurant({ ...point, restaurantId: id, query: '' })).toEqual(
      catalog.searchInRestaurant(cell, id, ''),
    );
    expect(await backend.collection({ ...point, collection: 'biryani', offset: 0 })).toEqual(
      catalog.collectionRestaurants('biryani', cell, 0),
    );
    expect(await backend.restaurant(id, point)).toEqual(catalog.getRestaurant(id, cell));
    expect(await backend.restaurantFacts(id, point)).toEqual(catalog.restaurantFacts(id, cell));
  });
});
