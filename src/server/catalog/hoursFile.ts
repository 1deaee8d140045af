/**
 * The editors' opening-hours file (data/hours.json): holidays (a date, the cities it applies to and
 * the share of their restaurants that close) and the hours of particular restaurants, by id. Errors
 * name the file, the entry and the field, like the other editors' files.
 */
import { z } from 'astro/zod';
import { DataFileError, slugPattern, type City } from '#src/lib/dataSchemas.ts';
import type { Opening } from '#src/lib/openingHours.ts';
import { generatorFiles } from './generatorFiles.ts';

/** Weekday names as editors write them, Monday first (the order of `WeeklyHours.days`). */
export const weekdayKeys = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const date = z
  .string({ error: 'must be a date written 2026-12-25' })
  .regex(datePattern, { error: 'must be a date written 2026-12-25' })
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: 'is not a date of the calendar',
  });
const clock = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** "11:00-23:00" as minutes after midnight; a close at or before the open runs past midnight ("18:00-02:00"). */
export function openingOf(text: string): Opening | undefined {
  const [from, to, extra] = text.split('-');
  const a = clock.exec(from?.trim() ?? '');
  const b = clock.exec(to?.trim() ?? '');
  if (!a || !b || extra !== undefined) return undefined;
  const open = Number(a[1]) * 60 + Number(a[2]);
  let close = Number(b[1]) * 60 + Number(b[2]);
  if (open >= 1440 || close > 1440) return undefined;
  if (close <= open) close += 1440;
  return { open, close };
}

const openings = z.array(
  z.string({ error: 'must be times written "11:00-23:00"' }).refine((text) => openingOf(text) !== undefined, {
    error: 'must be times written "11:00-23:00" (a close before the open runs past midnight)',
  }),
  { error: 'must be a list of times such as ["12:00-15:30", "19:00-23:00"] ([] for a day off)' },
);

/** One holiday: on `date`, in `cities` (slugs, or "all"), `share` of the restaurants (0 to 1) stay shut. */
export const holidaySchema = z.object({
  date,
  name: z.string({ error: 'must be a name' }).trim().min(1, { error: 'must be a name' }).max(60),
  cities: z.union([z.literal('all'), z.array(z.string().regex(slugPattern), { error: 'must be city slugs' })], {
    error: 'must be "all" or a list of city slugs',
  }),
  share: z.number({ error: 'must be a share from 0 to 1' }).min(0).max(1, { error: 'must be a share from 0 to 1' }),
});

/** One restaurant's own hours: `daily` on every day, `days` instead on the days it names, and extra dates shut. */
export const hoursOverrideSchema = z.object({
  restaurantId: z.string({ error: 'must be a restaurant id such as "102029"' }).regex(/^\d{6,10}$/, {
    error: 'must be a restaurant id such as "102029"',
  }),
  note: z.string().max(200).optional(),
  daily: openings.optional(),
  days: z
    .partialRecord(z.enum(weekdayKeys, { error: `must be a weekday: ${weekdayKeys.join(', ')}` }), openings, {
      error: `must map weekdays (${weekdayKeys.join(', ')}) to times`,
    })
    .optional(),
  closedOn: z.array(date, { error: 'must be a list of dates' }).optional(),
});

/**
 * Hours every restaurant of one city keeps (a curfew, or a city open round the clock); a
 * restaurant's own hours still win. `allDayMenus`: every dish served whenever its kitchen is open.
 */
export const cityHoursSchema = z.object({
  city: z.string({ error: 'must be a city slug' }).regex(slugPattern, { error: 'must be a city slug' }),
  note: z.string().max(200).optional(),
  daily: openings.optional(),
  days: hoursOverrideSchema.shape.days,
  allDayMenus: z.boolean({ error: 'must be true or false' }).optional(),
});

/** data/hours.json. */
export const hoursFileSchema = z.object(
  {
    holidays: z.array(holidaySchema, { error: 'must be a list of holidays' }),
    overrides: z.array(hoursOverrideSchema, { error: 'must be a list of restaurants' }),
    cities: z.array(cityHoursSchema, { error: 'must be a list of cities' }).optional(),
  },
  { error: 'the file must hold an object with "holidays" and "overrides"' },
);

/** A holiday as an editor writes it. */
export type Holiday = z.infer<typeof holidaySchema>;

/** A restaurant's hours after reading: its week (Monday first) and extra dates shut. */
export interface HoursOverride {
  restaurantId: string;
  days: Opening[][];
  closedOn: string[];
}

/** The hours file, read. */
export interface HoursFile {
  holidays: Holiday[];
  overrides: HoursOverride[];
  /** Weeks set for whole cities, by city slug, and whether their menus are served all day. */
  cities: { city: string; days: Opening[][]; allDayMenus: boolean }[];
}

/** The overrides' week: `days` where it names the day, else `daily`, else closed. */
function weekOf(entry: Pick<z.infer<typeof hoursOverrideSchema>, 'days' | 'daily'>): Opening[][] {
  return weekdayKeys.map((day) => (entry.days?.[day] ?? entry.daily ?? []).map((text) => openingOf(text) as Opening));
}

/** Validates data/hours.json: dates of the calendar, known city slugs, times, each restaurant once. */
export function validateHoursFile(
  raw: unknown,
  cities: readonly City[],
  file: string = generatorFiles.hours,
): HoursFile {
  const result = hoursFileSchema.safeParse(raw);
  if (!result.success) {
    throw new DataFileError(
      file,
      result.error.issues.map((issue) => {
        const [list, index, ...rest] = issue.path;
        const where =
          list === undefined
            ? 'the file'
            : index === undefined
              ? `"${String(list)}"`
              : `entry "${String(list)}" item ${String(index)}`;
        return `${where}: field "${rest.length ? rest.join('.') : '(entry)'}" ${issue.message}`;
      }),
    );
  }
  const problems: string[] = [];
  const known = new Set(cities.map((c) => c.slug));
  result.data.holidays.forEach((holiday, i) => {
    if (holiday.cities === 'all') return;
    for (const slug of holiday.cities)
      if (!known.has(slug))
        problems.push(
          `entry "holidays" item ${i}: field "cities" names "${slug}", which is not a city of data/cities.json`,
        );
  });
  const seen = new Set<string>();
  result.data.overrides.forEach((entry, i) => {
    if (seen.has(entry.restaurantId))
      problems.push(`entry "overrides" item ${i}: field "restaurantId" lists "${entry.restaurantId}" twice`);
    seen.add(entry.restaurantId);
    if (!entry.daily && !entry.days)
      problems.push(`entry "overrides" item ${i}: field "daily" is required unless "days" names every day it opens`);
  });
  const citiesSeen = new Set<string>();
  (result.data.cities ?? []).forEach((entry, i) => {
    if (!known.has(entry.city))
      problems.push(
        `entry "cities" item ${i}: field "city" names "${entry.city}", which is not a city of data/cities.json`,
      );
    if (citiesSeen.has(entry.city)) problems.push(`entry "cities" item ${i}: field "city" lists "${entry.city}" twice`);
    citiesSeen.add(entry.city);
    if (!entry.daily && !entry.days)
      problems.push(`entry "cities" item ${i}: field "daily" is required unless "days" names every day it opens`);
  });
  if (problems.length) throw new DataFileError(file, problems);
  return {
    cities: (result.data.cities ?? []).map((entry) => ({
      city: entry.city,
      days: weekOf(entry),
      allDayMenus: entry.allDayMenus ?? false,
    })),
    holidays: result.data.holidays,
    overrides: result.data.overrides.map((entry) => ({
      restaurantId: entry.restaurantId,
      days: weekOf(entry),
      closedOn: entry.closedOn ?? [],
    })),
  };
}
