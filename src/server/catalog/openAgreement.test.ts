/**
 * The week-long agreement: over a simulated week, every 15 minutes, the listing's cards, a card
 * by id, the menu response and the server's facts (RestaurantFacts, read from the catalog and
 * from the menu as an upstream would send it, with isOpenAt) agree whether each restaurant is
 * open. Restaurants are sampled: one of every pattern of hours (every kind, day off and editor's
 * override), one of every city, and one of every set of holidays the week holds (Christmas).
 */
import { describe, expect, it } from 'vitest';
import type { MenuResponse, MenuRestaurantInfo } from '#src/lib/catalogTypes.ts';
import { isOpenAt, type WeeklyHours } from '#src/lib/openingHours.ts';
import { inputs } from '#test/catalog/catalogFixture.ts';
import { createCatalog } from './catalog.ts';
import { restaurantId } from './generator.ts';
import { factsFromMenu } from './restaurantFacts.ts';

let now = 0;
const catalog = createCatalog(inputs, { now: () => now, menuCacheSize: 4096 });
const { data } = catalog;
const alwaysOpen: WeeklyHours = { days: Array.from({ length: 7 }, () => [{ open: 0, close: 1440 }]), holidays: [] };

/** The restaurants of the sample, and the keys it covers (`p` pattern of days, `c` city, `h` holidays in the week). */
function sample(weekDates: readonly string[]): { restaurants: number[]; keys: Set<string> } {
  const picked = new Map<string, number>();
  for (let r = 0; r < data.count; r++) {
    const week = data.hoursTable[data.hoursId[r] ?? 0] as WeeklyHours;
    const shut = week.holidays.filter((date) => weekDates.includes(date));
    for (const key of [`p${JSON.stringify(week.days)}`, `c${data.city[r]}`, `h${shut.join(',')}`])
      if (!picked.has(key) && (key[0] !== 'h' || shut.length)) picked.set(key, r);
  }
  return { restaurants: [...new Set(picked.values())].sort((a, b) => a - b), keys: new Set(picked.keys()) };
}

function menuInfo(menu: MenuResponse | undefined): MenuRestaurantInfo | undefined {
  for (const card of menu?.data.cards ?? [])
    if ('card' in card && card.card.card['@type'] === 'RestaurantInfo') return card.card.card.info;
  return undefined;
}

describe('card, menu and server over a week', () => {
  const points = [
    { lat: 12.9352, lng: 77.6245 },
    { lat: 19.1197, lng: 72.8468 },
    { lat: 26.9124, lng: 75.7873 },
  ];
  // From Monday 21 December 2026, midnight IST: Christmas falls inside the week.
  const start = Date.parse('2026-12-21T00:00:00+05:30');
  const step = 15 * 60_000;
  const weekDates = Array.from({ length: 7 }, (_, d) =>
    new Date(start + (d + 0.5) * 86_400_000).toISOString().slice(0, 10),
  );
  const { restaurants, keys } = sample(weekDates);

  it('samples every pattern of hours, every city, and restaurants shut for a holiday of the week', () => {
    const patterns = new Set(data.hoursTable.map((w) => JSON.stringify(w.days)));
    expect(new Set(restaurants.map((r) => JSON.stringify(data.hoursTable[data.hoursId[r] ?? 0]?.days))).size).toBe(
      patterns.size,
    );
    expect(new Set(restaurants.map((r) => data.city[r])).size).toBe(inputs.cities.length);
    expect([...keys].some((k) => k.startsWith('h') && k.endsWith('2026-12-25'))).toBe(true);
  });

  it('agree whether each restaurant is open, every 15 minutes of the week', () => {
    let checks = 0;
    let openSeen = 0;
    const disagreements: string[] = [];
    const disagree = (what: string, id: string) =>
      disagreements.push(`${what} of ${id} at ${new Date(now).toISOString()}`);
    for (now = start; now < start + 7 * 24 * 60 * 60_000; now += step) {
      for (const r of restaurants) {
        const id = restaurantId(r);
        const card = catalog.getRestaurant(id)?.info;
        const menuResponse = catalog.menu(id);
        const menu = menuInfo(menuResponse);
        const facts = catalog.restaurantFacts(id, { lat: data.lat[r] ?? 0, lng: data.lng[r] ?? 0 });
        const fromMenu = menuResponse && factsFromMenu(menuResponse);
        const server = isOpenAt(facts?.hours ?? alwaysOpen, now);
        if (card?.isOpen !== server || card.availability?.opened !== server) disagree('the card', id);
        if (menu?.isOpen !== server) disagree('the menu', id);
        if (isOpenAt(fromMenu?.hours ?? alwaysOpen, now) !== server) disagree('the facts read from the menu', id);
        checks++;
        if (server) openSeen++;
      }
      for (const point of points) {
        const grid = catalog.home(point).cards.find((c) => c.card.card.id === 'restaurant_grid_listing');
        const cards = grid && 'gridElements' in grid.card.card ? grid.card.card.gridElements.infoWithStyle : undefined;
        for (const card of cards && 'restaurants' in cards ? cards.restaurants : []) {
          const facts = catalog.restaurantFacts(card.info.id, point);
          if (card.info.isOpen !== isOpenAt(facts?.hours ?? alwaysOpen, now))
            disagree('the listing card', card.info.id);
        }
      }
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(checks).toBe(restaurants.length * 7 * 96);
    // Neither always open nor always closed: the week has both.
    expect(openSeen / checks).toBeGreaterThan(0.2);
    expect(openSeen / checks).toBeLessThan(0.9);
  }, 600_000);
});
