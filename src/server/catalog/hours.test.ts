import { afterEach, describe, expect, it } from 'vitest';
import type { Dish } from '#src/lib/catalogTypes.ts';
import { isOpenAt } from '#src/lib/openingHours.ts';
import { catalog, data, fixtureNow, gridOf, koramangala } from '#test/catalog/catalogFixture.ts';
import { clearStock, setStock } from '../stock/stockHolder.ts';
import { cuisinesOf, restaurantIndex } from './generator.ts';
import { dishWindowOf, editorsHours, hoursKinds, hoursOf, minOrderValueOf, servingWindows } from './hours.ts';
import { restaurantDishes } from './menu.ts';
import { liveDish, OpenStates } from './openNow.ts';

const h = (hour: number) => hour * 60;
const kindOf = (r: number) => hoursKinds[data.hoursKind[r] ?? 0];
const share = (test: (r: number) => boolean, among: number[]) => among.filter(test).length / among.length;
const all = Array.from({ length: data.count }, (_, r) => r);
const mainCuisine = (r: number) => data.inputs.cuisines[cuisinesOf(data, r)[0] ?? 0]?.slug;

describe('generated opening hours', () => {
  it('give every kind, by cuisine: breakfast places, late-night kitchens, split hours, all day', () => {
    for (const kind of hoursKinds)
      expect(
        share((r) => kindOf(r) === kind, all),
        kind,
      ).toBeGreaterThan(0.02);
    const breakfastPlaces = all.filter((r) => ['south-indian', 'cafe', 'bakery'].includes(mainCuisine(r) ?? ''));
    expect(share((r) => kindOf(r)?.startsWith('breakfast') === true, breakfastPlaces)).toBeGreaterThan(0.4);
    const lateFood = (r: number) => ['biryani', 'fast-food', 'burgers', 'pizzas'].includes(mainCuisine(r) ?? '');
    const isLate = (r: number) => kindOf(r) === 'lateNight';
    expect(share(isLate, all.filter(lateFood))).toBeGreaterThan(0.35);
    expect(
      share(
        isLate,
        all.filter((r) => !lateFood(r)),
      ),
    ).toBeLessThan(0.25);
    const late = all.filter(isLate);
    for (const r of late) {
      const close = Math.max(
        ...hoursOf(data, r)
          .days.flat()
          .map((o) => o.close),
      );
      expect(close).toBeGreaterThanOrEqual(h(25));
      expect(close).toBeLessThanOrEqual(h(28));
    }
    const split = all.find((r) => kindOf(r) === 'split') ?? -1;
    expect(hoursOf(data, split).days.find((d) => d.length)).toEqual([
      { open: h(12), close: h(15) + 30 },
      { open: h(19), close: h(23) },
    ]);
  });

  it('close some restaurants one day a week and on the editors’ holidays, each in its share', () => {
    expect(share((r) => hoursOf(data, r).days.some((d) => d.length === 0), all)).toBeCloseTo(0.125, 1);
    expect(share((r) => hoursOf(data, r).holidays.includes('2027-10-29'), all)).toBeCloseTo(0.4, 1);
    const kolkata = data.inputs.cities.findIndex((c) => c.slug === 'kolkata');
    const puja = (r: number) => hoursOf(data, r).holidays.includes('2027-10-16');
    expect(
      share(
        puja,
        all.filter((r) => data.city[r] === kolkata),
      ),
    ).toBeCloseTo(0.4, 1);
    expect(all.some((r) => data.city[r] !== kolkata && puja(r))).toBe(false);
    // A restaurant shut for a holiday is closed all day.
    const shut = all.find(puja) ?? -1;
    expect(isOpenAt(hoursOf(data, shut), Date.parse('2027-10-16T13:00:00+05:30'))).toBe(false);
  });

  it('take an editor’s own hours for a restaurant, by id', () => {
    const r = restaurantIndex(data, '100001');
    expect(data.hoursKind[r]).toBe(editorsHours);
    expect(hoursOf(data, r).days[4]).toEqual([{ open: h(11), close: h(27) }]);
  });

  it('set a minimum order for about one in four, of ₹99, ₹149 or ₹199', () => {
    expect(share((r) => minOrderValueOf(data, r) > 0, all)).toBeCloseTo(0.25, 1);
    expect(new Set(all.map((r) => minOrderValueOf(data, r)))).toEqual(new Set([0, 9900, 14900, 19900]));
    const grid = gridOf(catalog.home(koramangala).cards);
    for (const card of grid)
      expect(card.info.minOrderValue ?? 0).toBe(minOrderValueOf(data, Number(card.info.id) - 100001));
  });

  it('serve breakfast in the morning and thalis at lunch at some kitchens open around them', () => {
    const windowed = all.filter((r) => (data.dishWindows[r] ?? 0) !== 0);
    expect(windowed.length).toBeGreaterThan(data.count / 10);
    const r = windowed.find((i) => restaurantDishes(data, i).some((d) => d.hours)) ?? -1;
    const dish = restaurantDishes(data, r).find((d) => d.hours) as Dish;
    expect(dish.hours).toEqual(dishWindowOf(data, r, dish.category ?? ''));
    expect(Object.keys(servingWindows)).toContain(dish.category);
    const before = Date.parse('2026-11-25T06:00:00+05:30');
    const window = dish.hours?.[0];
    expect(liveDish('x', dish, before).nextAvailableAtMessage).toBe(
      window?.open === h(7) ? 'Available from 7 am' : 'Available from 12 pm',
    );
    expect(liveDish('x', dish, Date.parse('2026-11-25T23:30:00+05:30')).nextAvailableAtMessage).toMatch(
      /^Available tomorrow from/,
    );
  });
});

describe('open states and stock from memory', () => {
  afterEach(() => clearStock());

  it('are worked out once per week of hours and minute, and agree with the hours', () => {
    const open = new OpenStates(data);
    for (const r of [0, 500, 5000, data.count - 1]) {
      expect(open.isOpen(r, fixtureNow)).toBe(isOpenAt(hoursOf(data, r), fixtureNow));
      expect(open.of(r, fixtureNow)).toEqual(open.of(r, fixtureNow));
    }
  });

  it('mark a sold-out dish and choices as the stock holder says, on menus and in search', () => {
    const id = gridOf(catalog.home(koramangala).cards)[0]?.info.id ?? '';
    const dishes = restaurantDishes(data, Number(id) - 100001);
    const dish = dishes[0] as Dish;
    const choice = dishes.flatMap((d) => d.variantsV2?.variantGroups.flatMap((g) => g.variations) ?? [])[0];
    setStock(id, dish.id, false);
    if (choice) setStock(id, choice.id, false);
    const menu = JSON.stringify(catalog.menu(id, koramangala));
    expect(menu).toContain(`"id":"${dish.id}"`);
    const shown = liveDish(id, dish, fixtureNow);
    expect(shown).toMatchObject({ inStock: 0, nextAvailableAtMessage: 'Sold out' });
    expect(dish.inStock).toBeUndefined();
    const menuDish = catalog
      .menu(id, koramangala)
      ?.data.cards.flatMap((c) => ('groupedCard' in c ? (c.groupedCard.cardGroupMap.REGULAR?.cards ?? []) : []))
      .flatMap((c) => [...(c.card.card.itemCards ?? []), ...(c.card.card.categories ?? []).flatMap((x) => x.itemCards)])
      .find((c) => c.card.info.id === dish.id)?.card.info;
    expect(menuDish).toMatchObject({ inStock: 0, nextAvailableAtMessage: 'Sold out' });
    if (choice) {
      const withChoice = dishes.find((d) => d.variantsV2?.variantGroups.some((g) => g.variations.includes(choice)));
      const live = liveDish(id, withChoice as Dish, fixtureNow);
      const found = live.variantsV2?.variantGroups.flatMap((g) => g.variations).find((v) => v.id === choice.id);
      expect(found?.inStock).toBe(0);
    }
    setStock(id, dish.id, true);
    expect(liveDish(id, dish, fixtureNow)).toBe(dish);
  });
});
