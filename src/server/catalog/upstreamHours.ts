/**
 * An upstream catalog's opening hours checked at the edge: a menu's `RestaurantInfo.timings` must
 * be a week of openings (minutes after midnight IST, Monday first; a close past 1440 runs past
 * midnight) and holidays as IST dates. A menu without timings is taken as always open; timings of
 * another shape are taken as never open (an order is refused rather than taken while the kitchen
 * may be shut) and the server log says why.
 */
import { z } from 'astro/zod';
import type { WeeklyHours } from '#src/lib/openingHours.ts';
import { describeIssues } from '../http/http.ts';

const minute = z.number({ error: 'must be minutes after midnight' }).int({ error: 'must be whole minutes' });
const opening = z
  .looseObject({ open: minute.min(0).max(1439), close: minute.min(1).max(2880) })
  .refine((o) => o.close > o.open && o.close - o.open <= 1440, { error: 'must close after it opens, within a day' });

/** The `timings` of an upstream menu's RestaurantInfo card. */
export const upstreamTimingsSchema = z.looseObject({
  days: z
    .array(z.array(opening, { error: 'must be a list of openings' }), { error: 'must be a list of 7 days' })
    .length(7, {
      error: 'must be a list of 7 days, Monday first',
    }),
  holidays: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written 2026-12-25' })).optional(),
});

/** A week that never opens: what malformed timings are taken as. */
export const neverOpen: WeeklyHours = { days: [[], [], [], [], [], [], []], holidays: [] };

/**
 * The opening hours an upstream restaurant's `timings` say: undefined when it sends none (always
 * open), `neverOpen` when they are malformed (logged with the restaurant's id).
 */
export function upstreamHours(timings: unknown, restaurantId: string): WeeklyHours | undefined {
  if (timings === undefined || timings === null) return undefined;
  const checked = upstreamTimingsSchema.safeParse(timings);
  if (checked.success) {
    const days = checked.data.days.map((day) => day.map(({ open, close }) => ({ open, close })));
    return { days, holidays: checked.data.holidays ?? [] };
  }
  console.warn(
    `[catalog] upstream restaurant ${restaurantId} sent opening hours that cannot be read, taken as closed: ${describeIssues(checked.error)}`,
  );
  return neverOpen;
}
