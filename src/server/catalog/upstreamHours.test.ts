import { describe, expect, it, vi } from 'vitest';
import type { MenuResponse } from '#src/lib/catalogTypes.ts';
import { catalog, koramangala } from '#test/catalog/catalogFixture.ts';
import { factsFromMenu } from './restaurantFacts.ts';
import { neverOpen, upstreamHours } from './upstreamHours.ts';

/** The embedded catalog's menu of a restaurant with its RestaurantInfo's timings replaced. */
function menuWithTimings(timings: unknown): MenuResponse {
  const menu = structuredClone(catalog.menu('100001', koramangala)) as MenuResponse;
  for (const card of menu.data.cards)
    if ('card' in card && card.card.card['@type'] === 'RestaurantInfo') {
      const info = card.card.card.info as unknown as Record<string, unknown>;
      if (timings === undefined) delete info.timings;
      else info.timings = timings;
    }
  return menu;
}

describe('an upstream catalog’s opening hours', () => {
  it('are read when they are a week of openings', () => {
    const week = { days: Array.from({ length: 7 }, () => [{ open: 720, close: 1560 }]), holidays: ['2026-12-25'] };
    expect(upstreamHours(week, '1')).toEqual(week);
    expect(factsFromMenu(menuWithTimings(week))?.hours).toEqual(week);
  });

  it('are taken as always open when the menu sends none, and as never open (logged) when malformed', () => {
    expect(factsFromMenu(menuWithTimings(undefined))?.hours).toBeUndefined();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of [
      { days: [[{ open: 720, close: 1560 }]] },
      { days: Array.from({ length: 7 }, () => [{ open: '12:00', close: '23:00' }]) },
      { days: Array.from({ length: 7 }, () => [{ open: 900, close: 600 }]) },
      'always',
    ])
      expect(factsFromMenu(menuWithTimings(bad))?.hours).toEqual(neverOpen);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^\[catalog\] upstream restaurant 100001 sent opening hours that cannot be read/,
    );
    warn.mockRestore();
  });

  it('come with the menu’s preparation time, minimum order and city', () => {
    const facts = factsFromMenu(menuWithTimings(undefined));
    expect(facts).toMatchObject({ prepMinutes: expect.any(Number), minOrderValue: expect.any(Number), city: 'abohar' });
  });
});
