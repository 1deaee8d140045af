import { afterEach, describe, expect, it } from 'vitest';
import type { WeeklyHours } from '#src/lib/openingHours.ts';
import { clearStock, setStock } from '../stock/stockHolder.ts';
import { availabilityProblems, availabilityTexts, type LineStock } from './availability.ts';

/** Open 7 am to 3 pm and 6 pm to 11 pm IST, closed on Mondays. */
const hours: WeeklyHours = {
  days: [
    [],
    ...Array.from({ length: 6 }, () => [
      { open: 420, close: 900 },
      { open: 1080, close: 1380 },
    ]),
  ],
  holidays: [],
};
const ist = (text: string) => Date.parse(`${text}+05:30`);
const lunchOnly: LineStock = {
  lineId: 'd1',
  dishId: 'd1',
  name: 'Thali',
  inStock: true,
  hours: [{ open: 720, close: 900 }],
  choices: [],
};
const withChoice: LineStock = {
  lineId: 'd2~c1',
  dishId: 'd2',
  name: 'Dosa',
  inStock: true,
  choices: [{ id: 'c1', name: 'Extra chutney' }],
};
const rules = { name: 'Udupi Grand', hours, minOrderValue: 0 };

afterEach(() => clearStock());

describe('availability problems', () => {
  it('names when a closed restaurant opens and that ordering ahead is possible', () => {
    // Friday 27 November 2026, 4 pm: the afternoon break.
    const problems = availabilityProblems('r1', rules, [], 0, { now: ist('2026-11-27T16:00:00') });
    expect(problems).toEqual([{ kind: 'closed', message: availabilityTexts.closed('Udupi Grand', 'at 6 pm') }]);
    expect(problems[0]?.message).toBe(
      'Udupi Grand is closed now and opens at 6 pm. You can order ahead for a time after it opens.',
    );
    // Sunday night: Monday is its day off.
    const sunday = availabilityProblems('r1', rules, [], 0, { now: ist('2026-11-29T23:30:00') });
    expect(sunday[0]?.message).toBe(availabilityTexts.closed('Udupi Grand', 'on Tuesday at 7 am'));
  });

  it('says a dish served only at lunch is not served now, and checks a slot at its kitchen start', () => {
    const now = ist('2026-11-27T09:00:00');
    expect(availabilityProblems('r1', rules, [lunchOnly], 0, { now })).toEqual([
      {
        kind: 'notServedNow',
        message: availabilityTexts.notServed('Thali', 'Available from 12 pm', false),
        lineId: 'd1',
      },
    ]);
    expect(
      availabilityProblems('r1', rules, [lunchOnly], 0, { now, kitchenStartsAt: ist('2026-11-27T12:30:00') }),
    ).toEqual([]);
    // Closed now does not stand in the way of an order ahead.
    expect(
      availabilityProblems('r1', rules, [], 0, {
        now: ist('2026-11-27T16:00:00'),
        kitchenStartsAt: ist('2026-11-27T18:30:00'),
      }),
    ).toEqual([]);
  });

  it('finds a choice sold out by the restaurant, and a dish back in stock despite the catalog', () => {
    const now = ist('2026-11-27T19:00:00');
    setStock('r1', 'c1', false);
    expect(availabilityProblems('r1', rules, [withChoice], 0, { now })).toEqual([
      { kind: 'soldOut', message: availabilityTexts.soldOut('Dosa (Extra chutney)'), lineId: 'd2~c1' },
    ]);
    setStock('r1', 'd3', true);
    const back = { ...withChoice, lineId: 'd3', dishId: 'd3', inStock: false, choices: [] };
    expect(availabilityProblems('r1', rules, [back], 0, { now })).toEqual([]);
  });

  it('asks for what is missing to reach the minimum', () => {
    const now = ist('2026-11-27T19:00:00');
    const [problem] = availabilityProblems('r1', { ...rules, minOrderValue: 19_900 }, [], 14_900, { now });
    expect(problem).toEqual({ kind: 'belowMinimum', message: 'Add ₹50 more to order: the minimum here is ₹199.' });
  });
});
