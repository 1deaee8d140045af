/** The veg-only mode in the catalog's answers: the listing and its pages, carousels, search and collections. */
import { describe, expect, it } from 'vitest';
import type { ListingFilters, VegClass } from '#src/lib/catalogTypes.ts';
import type { VegMode } from '#src/lib/vegRules.ts';
import { cardOf, catalog, data, gridOf } from '#test/catalog/catalogFixture.ts';
import { lightestVegOf } from './dietClasses.ts';
import type { Point } from './geo.ts';
import { listingPageSize } from './homeCards.ts';
import { decodePageToken, encodePageToken } from './pageToken.ts';
import { listingQuerySchema, textQuerySchema, updateBodySchema } from './params.ts';

/** Where the first restaurant whose lightest class is `veg` stands: its neighbours see it in their listing. */
function pointOf(veg: VegClass): { point: Point; id: string } {
  for (let r = 0; r < data.count; r++) {
    if (lightestVegOf(data, r) === veg)
      return { point: { lat: data.lat[r] ?? 0, lng: data.lng[r] ?? 0 }, id: String(100001 + r) };
  }
  throw new Error(`no restaurant is ${veg} at its lightest`);
}

const meat = pointOf('NONVEG');
const egg = pointOf('EGG');

/** Every restaurant of the listing, page by page, with each page's size. */
function allPages(point: Point, filters: ListingFilters): { ids: string[]; sizes: number[] } {
  const first = catalog.home(point, filters);
  const ids = gridOf(first.cards).map((r) => r.info.id);
  const sizes = [ids.length];
  let token = first.pageOffset.nextOffset;
  while (token) {
    const state = decodePageToken(token);
    if (!state) throw new Error('bad token');
    const page = catalog.page(point, state.offset, state.filters);
    const grid = gridOf(page.cards).map((r) => r.info.id);
    ids.push(...grid);
    sizes.push(grid.length);
    token = page.pageOffset.nextOffset;
  }
  return { ids, sizes };
}

const lightest = (id: string) => lightestVegOf(data, Number(id) - 100001);

describe('the listing in a veg-only mode', () => {
  it.each<[VegMode, VegClass[]]>([
    ['veg', ['VEG']],
    ['egg', ['VEG', 'EGG']],
  ])(
    '%s: leaves out exactly the restaurants with nothing in it, and every page but the last is full',
    (vegMode, kept) => {
      const all = allPages(meat.point, {});
      const mode = allPages(meat.point, { vegMode });
      expect(all.ids).toContain(meat.id);
      expect(mode.ids).not.toContain(meat.id);
      expect(mode.ids).toEqual(all.ids.filter((id) => kept.includes(lightest(id))));
      expect(mode.sizes.slice(0, -1).every((size) => size === listingPageSize)).toBe(true);
    },
  );

  it('shows a restaurant whose lightest dish has egg in "Veg + egg" only', () => {
    expect(allPages(egg.point, { vegMode: 'egg' }).ids).toContain(egg.id);
    expect(allPages(egg.point, { vegMode: 'veg' }).ids).not.toContain(egg.id);
  });

  it('keeps the mode with the sort and facets across pages (the page token carries it)', () => {
    const first = catalog.home(meat.point, { vegMode: 'veg', sortBy: 'rating' });
    const token = first.pageOffset.nextOffset;
    expect(token && decodePageToken(token)?.filters).toEqual({ sortBy: 'rating', vegMode: 'veg' });
    const state = { offset: 16, filters: { vegMode: 'egg' as const, facets: ['offers' as const] } };
    expect(decodePageToken(encodePageToken(state))).toEqual(state);
    expect(decodePageToken(Buffer.from('{"o":16,"v":"vegan"}').toString('base64url'))).toBeNull();
  });

  it('carries each card’s lightest class, and keeps the offers carousel’s restaurants to the mode', () => {
    const cards = catalog.home(meat.point, { vegMode: 'veg' }).cards;
    for (const card of gridOf(cards)) expect(card.info.lightestVeg).toBe('VEG');
    const items = cardOf(cards, 'topical_banner').gridElements.infoWithStyle.info;
    const menus = items.filter((item) => item.id.startsWith('menu-'));
    expect(menus.length).toBeGreaterThan(0);
    for (const item of menus) expect(item.lightestVeg).toBe('VEG');
    const unfiltered = cardOf(catalog.home(meat.point, {}).cards, 'topical_banner').gridElements.infoWithStyle.info;
    expect(unfiltered.every((item) => !item.id.startsWith('menu-') || item.lightestVeg !== undefined)).toBe(true);
  });
});

describe('search and collections in a veg-only mode', () => {
  it('suggests no non-veg dish and no restaurant with nothing veg', () => {
    const dishNames = new Set(data.inputs.dishes.filter((d) => !d.veg).map((d) => d.name));
    const all = catalog.suggestions(meat.point, 'chicken').data.suggestions;
    expect(all.some((s) => s.type === 'DISH' && dishNames.has(s.text))).toBe(true);
    const veg = catalog.suggestions(meat.point, 'chicken', 'veg').data.suggestions;
    expect(veg.filter((s) => s.type === 'DISH' && dishNames.has(s.text))).toEqual([]);
    const named = data.name[Number(meat.id) - 100001] ?? '';
    expect(catalog.suggestions(meat.point, named).data.suggestions.map((s) => s.restaurantId)).toContain(meat.id);
    expect(catalog.suggestions(meat.point, named, 'veg').data.suggestions.map((s) => s.restaurantId)).not.toContain(
      meat.id,
    );
  });

  it('finds no non-veg dish and no restaurant with nothing veg in a single search', () => {
    const groups = catalog.singleSearch(meat.point, 'chicken', 'veg').data.cards[0]?.groupedCard.cardGroupMap;
    const dishes = groups?.DISH?.cards ?? [];
    const restaurants = groups?.RESTAURANT?.cards ?? [];
    expect(dishes.every(({ card }) => card.card.info.itemAttribute.vegClassifier === 'VEG')).toBe(true);
    expect(restaurants.every(({ card }) => card.card.info.lightestVeg === 'VEG')).toBe(true);
    const egg =
      catalog.singleSearch(meat.point, 'egg', 'egg').data.cards[0]?.groupedCard.cardGroupMap.DISH?.cards ?? [];
    expect(egg.some(({ card }) => card.card.info.itemAttribute.vegClassifier === 'EGG')).toBe(true);
    expect(egg.every(({ card }) => card.card.info.itemAttribute.vegClassifier !== 'NONVEG')).toBe(true);
  });

  it('keeps a collection’s restaurants to the mode', () => {
    const cards = catalog.collectionRestaurants('top-rated', meat.point, 0, 'veg')?.data.cards ?? [];
    const restaurants = cards.flatMap(({ card }) => ('info' in card.card ? [card.card] : []));
    expect(restaurants.length).toBeGreaterThan(0);
    expect(restaurants.every((r) => r.info.lightestVeg === 'VEG')).toBe(true);
  });
});

describe('the mode in the catalog endpoints’ inputs', () => {
  const at = { lat: '12.9352', lng: '77.6245' };

  it('is read from the filters object or its own parameter, and "all" is no filter at all', () => {
    expect(listingQuerySchema.parse({ ...at, filters: '{"vegMode":"veg"}' }).filters).toEqual({ vegMode: 'veg' });
    expect(listingQuerySchema.parse({ ...at, vegMode: 'egg', sortBy: 'rating' }).filters).toEqual({
      sortBy: 'rating',
      vegMode: 'egg',
    });
    expect(listingQuerySchema.parse({ ...at, vegMode: 'all' }).filters).toEqual({});
    expect(updateBodySchema.parse({ lat: 1, lng: 2, nextOffset: null, filters: { vegMode: 'all' } }).filters).toEqual(
      {},
    );
    expect(textQuerySchema.parse({ ...at, str: 'dal', vegMode: 'veg' }).vegMode).toBe('veg');
    expect(textQuerySchema.parse({ ...at, str: 'dal' }).vegMode).toBeUndefined();
  });

  it('refuses a mode it does not know, naming the field', () => {
    const listing = listingQuerySchema.safeParse({ ...at, vegMode: 'vegan' });
    expect(listing.error?.issues[0]).toMatchObject({ path: ['vegMode'], message: 'must be one of all, veg, egg' });
    const filters = listingQuerySchema.safeParse({ ...at, filters: '{"vegMode":"jain"}' });
    expect(filters.error?.issues[0]?.message).toBe('vegMode must be one of all, veg, egg');
    expect(textQuerySchema.safeParse({ ...at, str: 'dal', vegMode: 1 }).error?.issues[0]?.path).toEqual(['vegMode']);
  });
});
