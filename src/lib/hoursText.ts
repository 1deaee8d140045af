/**
 * A restaurant's week of hours in words, for pages built once that must not claim "Open" at a
 * moment they cannot know: "12 pm – 3:30 pm, 7 pm – 11 pm · Closed on Mondays", "Open till 2 am".
 */
import { hoursMessages } from '#src/features/availability/messages/en.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { clockText, type HoursTexts, type Opening, type WeeklyHours } from './openingHours.ts';

const dayKeys = ['mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays'] as const;

const dayText = (day: readonly Opening[]): string =>
  day.map((o) => `${clockText(o.open)} – ${clockText(o.close)}`).join(', ');

/** The week in words: one day's hours when the open days agree, the days off, or "Hours vary by day". */
export function hoursSummary(hours: WeeklyHours, t: HoursTexts = textsOf(hoursMessages)): string {
  const open = hours.days.filter((day) => day.length > 0);
  if (open.length === 0) return t.closed;
  const texts = new Set(open.map(dayText));
  if (texts.size > 1) return t.hoursVary;
  const off = hours.days.flatMap((day, i) => (day.length === 0 ? [t[dayKeys[i] ?? 'sundays']] : []));
  const first = [...texts][0] ?? '';
  if (off.length === 0) return t.hours({ hours: first });
  const days = off.slice(1).reduce((all, day) => t.daysAnd({ days: all, day }), off[0] ?? '');
  return t.hoursDaysOff({ hours: first, days });
}

/** The minute past midnight a restaurant open after 11 pm closes latest, or null when it never is. */
export function latestClose(hours: WeeklyHours): number | null {
  let latest: number | null = null;
  for (const day of hours.days)
    for (const o of day) if (o.close > 23 * 60 && (latest === null || o.close > latest)) latest = o.close;
  return latest;
}

/** "Open till 2 am" (or "Open till midnight") for a restaurant open after 11 pm; null otherwise. */
export function openLateText(hours: WeeklyHours, t: HoursTexts = textsOf(hoursMessages)): string | null {
  const close = latestClose(hours);
  if (close === null) return null;
  return close % 1440 === 0 ? t.openTillMidnight : t.openTill({ time: clockText(close) });
}
