import { afterEach, describe, expect, it } from 'vitest';
import type { MenuRestaurantInfo, RestaurantCard } from '#src/lib/catalogTypes.ts';
import { andheri, catalog, data, fixtureNow, gridOf, inputs, koramangala } from '#test/catalog/catalogFixture.ts';
import { createCatalog } from './catalog.ts';
import { pagingMinutes } from './homeCards.ts';
import { decodePageToken } from './pageToken.ts';
import { setSurgeRules } from '../fees/surgeRules.ts';
import { setKitchenLoad } from './kitchenLoad.ts';
import { hoursOf } from './hours.ts';

const rain = { id: 'rain-blr', reason: 'rain' as const, amount: 2500, cities: ['bangalore'] };
const infoOf = (id: string): MenuRestaurantInfo | undefined => {
  for (const card of catalog.menu(id, koramangala)?.data.cards ?? [])
    if ('card' in card && card.card.card['@type'] === 'RestaurantInfo') return card.card.card.info;
  return undefined;
};
const opens = (cards: readonly RestaurantCard[]) => cards.map((c) => c.info.isOpen);
const openFirst = (flags: (boolean | undefined)[]) => flags.every((open, i) => open || !flags.slice(i).some(Boolean));

describe('what cards, menus, search and collections say of the moment', () => {
  afterEach(() => {
    setSurgeRules([]);
    setKitchenLoad(new Map());
  });

  it('the menu gives the week of hours, the kitchen’s time, the minimum and the open state with its words', () => {
    const id = gridOf(catalog.home(koramangala).cards)[0]?.info.id ?? '';
    const info = infoOf(id);
    const r = Number(id) - 100001;
    expect(info?.timings).toEqual(hoursOf(data, r));
    expect(info?.prepMinutes).toBe(data.prepMinutes[r]);
    expect(info?.isOpen).toBe(true);
    expect(info?.availability?.opened).toBe(true);
    expect(info?.availability?.text).toMatch(/^(Open|Closes in \d+ min)$/);
    expect(info?.availability?.nextCloseTime).toMatch(/^2026-11-2\d \d\d:\d\d:00$/);
    expect(info?.surge).toBeNull();
  });

  it('a surge rule shows on every card and menu of its city, with its reason', () => {
    setSurgeRules([rain]);
    const card = gridOf(catalog.home(koramangala).cards)[0];
    expect(card?.info.surge).toEqual({ reason: 'rain', amount: 2500, label: 'Rain fee', ruleId: 'rain-blr' });
    expect(infoOf(card?.info.id ?? '')?.surge?.amount).toBe(2500);
    expect(gridOf(catalog.home(andheri).cards)[0]?.info.surge).toBeNull();
  });

  it('closed restaurants come after open ones in collections and search, and closed cards say when they open', () => {
    const collection = catalog.collectionRestaurants('biryani', koramangala);
    const cards = (collection?.data.cards ?? []).slice(1).map((c) => c.card.card as RestaurantCard);
    expect(openFirst(opens(cards))).toBe(true);
    const closed = cards.find((c) => !c.info.isOpen);
    if (closed) expect(closed.info.availability?.text).toMatch(/^(Closed · opens at|Opens (tomorrow|\w+day) at) /);
    const search = catalog.singleSearch(koramangala, 'dosa');
    const groups = search.data.cards[0];
    const map = groups && 'groupedCard' in groups ? groups.groupedCard.cardGroupMap : undefined;
    const found = (map?.RESTAURANT?.cards ?? []).map((c) => c.card.card as RestaurantCard);
    expect(found.length).toBeGreaterThan(0);
    expect(openFirst(opens(found))).toBe(true);
    const dishes = (map?.DISH?.cards ?? []).map((c) => c.card.card);
    expect(dishes.length).toBeGreaterThan(0);
    for (const dish of dishes)
      expect(typeof (dish as { restaurant: { info: { isOpen?: boolean } } }).restaurant.info.isOpen).toBe('boolean');
  });

  it('a kitchen’s load lengthens its delivery time on cards and moves it in "Sort: Delivery Time", from the next minute', () => {
    let now = fixtureNow;
    const clocked = createCatalog(inputs, { now: () => now });
    const sorted = () => gridOf(clocked.home(koramangala, { sortBy: 'deliveryTime' }).cards);
    const first = sorted()[0];
    const id = first?.info.id ?? '';
    const before = first?.info.sla.deliveryTime ?? 0;
    setKitchenLoad(new Map([[id, 10]]));
    expect(clocked.restaurantFacts(id, koramangala)?.deliveryMinutes).toBe(before + 20);
    expect(clocked.getRestaurant(id, koramangala)?.info.sla.deliveryTime).toBe(before + 20);
    // The order of a minute holds for all of it.
    expect(sorted()[0]?.info.id).toBe(id);
    now += 60_000;
    expect(sorted()[0]?.info.id).not.toBe(id);
  });

  it('pages later in the first page’s order while it is recent, so no restaurant shows twice as kitchens open', () => {
    let now = Date.parse('2026-11-25T10:59:00+05:30');
    const clocked = createCatalog(inputs, { now: () => now });
    const first = clocked.home(andheri);
    const ids = gridOf(first.cards).map((c) => c.info.id);
    let token = first.pageOffset.nextOffset;
    // Eleven o'clock: the all-day kitchens open while the diner scrolls.
    now += 2 * 60_000;
    while (token) {
      const state = decodePageToken(token);
      if (!state) throw new Error('bad token');
      expect(state.at).toBe(Date.parse('2026-11-25T10:59:00+05:30'));
      const page = clocked.page(andheri, state.offset, state.filters, state.at);
      ids.push(...gridOf(page.cards).map((c) => c.info.id));
      token = page.pageOffset.nextOffset;
    }
    expect(new Set(ids).size).toBe(ids.length);
    // A token older than the paging window is answered in the order of now.
    now += pagingMinutes * 60_000;
    const late = clocked.page(andheri, 16, {}, Date.parse('2026-11-25T10:59:00+05:30'));
    expect(decodePageToken(late.pageOffset.nextOffset ?? '')?.at).toBe(Math.floor(now / 60_000) * 60_000);
  });
});
