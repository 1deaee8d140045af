/**
 * Opening hours, read in India's time whatever the server's zone: whether a restaurant is open at
 * a moment, when that changes, the words a card shows, and the delivery slots of ordering ahead.
 * One copy for the cards, the menu, the server's checks and the slot picker, so they never disagree.
 * India keeps no daylight saving, so IST is UTC + 5:30 all year and no time-zone library is needed.
 */

import { hoursMessages } from '#src/features/availability/messages/en.ts';
import { intlTag, translate } from '#src/i18n/define.ts';
import { currentLocale } from '#src/i18n/here.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { textsOf } from '#src/i18n/useMessages.ts';

/** The words of hours and slots in a language (the page's or request's unless given). */
export type HoursTexts = (typeof hoursMessages)['base'];

const hoursTexts = (): HoursTexts => textsOf(hoursMessages);

/** India's offset from UTC in minutes. */
export const istOffsetMinutes = 330;
const minuteMs = 60_000;
const dayMinutes = 1440;
const dayMs = dayMinutes * minuteMs;
const offsetMs = istOffsetMinutes * minuteMs;

/** One opening of a day in minutes after midnight IST; a `close` above 1440 runs past midnight (a late-night kitchen). */
export interface Opening {
  open: number;
  close: number;
}

/** A restaurant's week: `days[0]` is Monday, `days[6]` Sunday (an empty day is its day off); `holidays` are IST dates ("2026-11-08") it stays shut. */
export interface WeeklyHours {
  days: Opening[][];
  holidays: string[];
}

/** Whether a restaurant is open at a moment, and when that changes (epoch ms; null: it does not open within a week). */
export interface OpenState {
  open: boolean;
  changesAt: number | null;
}

/** The IST calendar date, weekday (0 Monday) and minute of the day of epoch ms `ms`. */
export function istClock(ms: number): { date: string; weekday: number; minute: number; dayStart: number } {
  const local = ms + offsetMs;
  const days = Math.floor(local / dayMs);
  const date = new Date(days * dayMs).toISOString().slice(0, 10);
  // 1970-01-01 was a Thursday (weekday 3 counting from Monday).
  return {
    date,
    weekday: (days + 3) % 7,
    minute: Math.floor((local - days * dayMs) / minuteMs),
    dayStart: days * dayMs - offsetMs,
  };
}

/** The openings of the days around `ms` as absolute [start, end) epoch-ms intervals, merged where they touch. */
function intervalsAround(hours: WeeklyHours, ms: number, daysAhead: number): [number, number][] {
  const { dayStart } = istClock(ms);
  const out: [number, number][] = [];
  for (let d = -1; d <= daysAhead; d++) {
    const start = dayStart + d * dayMs;
    const clock = istClock(start);
    if (hours.holidays.includes(clock.date)) continue;
    for (const opening of hours.days[clock.weekday] ?? []) {
      const from = start + opening.open * minuteMs;
      const to = start + opening.close * minuteMs;
      const last = out[out.length - 1];
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else out.push([from, to]);
    }
  }
  return out;
}

/** Whether `hours` are open at `ms`, and the next change within a week. */
export function openStateAt(hours: WeeklyHours, ms: number): OpenState {
  for (const [from, to] of intervalsAround(hours, ms, 7)) {
    if (ms < from) return { open: false, changesAt: from };
    if (ms < to) return { open: true, changesAt: to };
  }
  return { open: false, changesAt: null };
}

/** True when `hours` are open at `ms`. */
export function isOpenAt(hours: WeeklyHours, ms: number): boolean {
  return openStateAt(hours, ms).open;
}

/** A minute of the day as diners read a clock in the language being drawn: "7 am", "6:30 pm", "12 pm". */
export function clockText(minuteOfDay: number): string {
  return clockTextIn(minuteOfDay, currentLocale());
}

/** A minute of the day as diners read a clock in `locale` (minutes only when not on the hour). */
export function clockTextIn(minuteOfDay: number, locale: Locale): string {
  const minute = ((minuteOfDay % dayMinutes) + dayMinutes) % dayMinutes;
  // Making a formatter costs a hundred times more than using one: each time is worded once per language.
  const key = `${locale}:${minute}`;
  let text = clockTexts.get(key);
  if (text === undefined) {
    const options: Intl.DateTimeFormatOptions = { hour: 'numeric', timeZone: 'UTC' };
    if (minute % 60) options.minute = '2-digit';
    text = new Intl.DateTimeFormat(intlTag(locale), options).format(minute * minuteMs);
    clockTexts.set(key, text);
  }
  return text;
}

/** Clock times as worded, by language and minute of the day (at most 1,440 per language). */
const clockTexts = new Map<string, string>();

/** Weekday names as worded, by language and weekday. */
const weekdayNames = new Map<string, string>();

/** A weekday's name in `locale` (0 Monday). */
function weekdayName(weekday: number, locale: Locale = currentLocale()): string {
  const key = `${locale}:${weekday}`;
  let name = weekdayNames.get(key);
  if (name === undefined) {
    // 2024-01-01 was a Monday.
    name = new Intl.DateTimeFormat(intlTag(locale), { weekday: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2024, 0, 1 + weekday),
    );
    weekdayNames.set(key, name);
  }
  return name;
}

/** Moment `at` as seen from `now`: how many IST days later (0 today), its weekday and its clock time. */
function dayAndTime(
  at: number,
  now: number,
  locale: Locale = currentLocale(),
): { days: number; weekday: string; time: string } {
  const clock = istClock(at);
  return {
    days: Math.round((clock.dayStart - istClock(now).dayStart) / dayMs),
    weekday: weekdayName(clock.weekday, locale),
    time: clockTextIn(clock.minute, locale),
  };
}

/** Minutes before closing from which an open restaurant says "Closes in N min". */
export const closingSoonMinutes = 60;

/**
 * The words of a restaurant's state at `now`: "Open", "Closes in 20 min", "Closed · opens at 6 pm",
 * "Opens tomorrow at 7 am", "Opens Monday at 7 am", or "Closed" when it does not open within a week.
 */
export function openStateText(state: OpenState, now: number, t: HoursTexts = hoursTexts()): string {
  if (state.open) {
    const left = state.changesAt === null ? Infinity : Math.ceil((state.changesAt - now) / minuteMs);
    return left <= closingSoonMinutes ? t.closesIn({ minutes: left }) : t.open;
  }
  if (state.changesAt === null) return t.closed;
  const { days, weekday, time } = dayAndTime(state.changesAt, now);
  if (days === 0) return t.closedOpensAt({ time });
  if (days === 1) return t.opensTomorrowAt({ time });
  return t.opensDayAt({ day: weekday, time });
}

/**
 * When a closed restaurant next opens after `now`, as a diner's sentence goes on ("It opens
 * tomorrow at 7 am"): "at 6 pm", "tomorrow at 7 am", "on Monday at 7 am"; null when open, or when
 * it does not open within a week.
 */
export function opensWhenText(hours: WeeklyHours, now: number, t: HoursTexts = hoursTexts()): string | null {
  const state = openStateAt(hours, now);
  if (state.open || state.changesAt === null) return null;
  const { days, weekday, time } = dayAndTime(state.changesAt, now);
  if (days === 0) return t.atTime({ time });
  if (days === 1) return t.tomorrowAt({ time });
  return t.onDayAt({ day: weekday, time });
}

/** Length of a delivery slot of ordering ahead, in minutes. */
export const slotMinutes = 30;

/** A delivery slot: when the food arrives, from `start` to `end` (ISO times), and its words ("Today, 6:30 pm – 7 pm"). */
export interface DeliverySlot {
  start: string;
  end: string;
  label: string;
}

/** The words of a slot starting at `start` seen at `now`: "Today, 6:30 pm – 7 pm" or "Tomorrow, 7 am – 7:30 am". */
export function slotLabel(start: number, now: number, t: HoursTexts = hoursTexts()): string {
  const { days, weekday, time } = dayAndTime(start, now);
  const day = days === 0 ? t.today : days === 1 ? t.tomorrow : weekday;
  return t.slot({ day, from: time, to: clockText(istClock(start).minute + slotMinutes) });
}

/**
 * When the kitchen starts an order for a slot starting at `slotStart`: `leadMinutes` (preparing,
 * handing over and riding) before it.
 */
export function kitchenStartFor(slotStart: number, leadMinutes: number): number {
  return slotStart - leadMinutes * minuteMs;
}

/**
 * Whether a slot starting at `slotStart` can be delivered: it starts on a half hour, today or
 * tomorrow (IST), the kitchen would start it no earlier than `now`, and the restaurant is open both
 * when the kitchen starts and when the food leaves (`prepMinutes` later).
 */
export function slotFits(
  hours: WeeklyHours,
  slotStart: number,
  now: number,
  leadMinutes: number,
  prepMinutes: number,
): boolean {
  if (slotStart % (slotMinutes * minuteMs) !== 0) return false;
  const days = Math.round((istClock(slotStart).dayStart - istClock(now).dayStart) / dayMs);
  if (days < 0 || days > 1) return false;
  const kitchenStart = kitchenStartFor(slotStart, leadMinutes);
  if (kitchenStart < now) return false;
  return isOpenAt(hours, kitchenStart) && isOpenAt(hours, kitchenStart + prepMinutes * minuteMs - 1);
}

/** Every slot of today and tomorrow (IST) that `slotFits`, in time order. */
export function deliverySlots(
  hours: WeeklyHours,
  now: number,
  leadMinutes: number,
  prepMinutes: number,
): DeliverySlot[] {
  const step = slotMinutes * minuteMs;
  const end = istClock(now).dayStart + 2 * dayMs;
  const slots: DeliverySlot[] = [];
  for (let start = Math.ceil(now / step) * step; start < end; start += step) {
    if (!slotFits(hours, start, now, leadMinutes, prepMinutes)) continue;
    slots.push({
      start: new Date(start).toISOString(),
      end: new Date(start + step).toISOString(),
      label: slotLabel(start, now),
    });
  }
  return slots;
}

/**
 * An IST time as Swiggy's wire writes `nextOpenTime` and `nextCloseTime`: "2026-11-27 18:00:00".
 */
export function istWireTime(ms: number): string {
  const { date, minute } = istClock(ms);
  const h = String(Math.floor(minute / 60)).padStart(2, '0');
  const m = String(minute % 60).padStart(2, '0');
  return `${date} ${h}:${m}:00`;
}

/**
 * When a dish served only in some hours of the day (`windows`, minutes after midnight IST) is next
 * served after `now`, in words: "Available from 12 pm", "Available tomorrow from 7 am"; null while
 * it is served. In English unless `locale` is given: the catalog keeps live dishes for a minute
 * across requests, whatever their language.
 */
export function dishWindowText(windows: readonly Opening[], now: number, locale: Locale = 'en'): string | null {
  if (windows.length === 0) return null;
  const hours: WeeklyHours = { days: Array.from({ length: 7 }, () => [...windows]), holidays: [] };
  const state = openStateAt(hours, now);
  if (state.open || state.changesAt === null) return null;
  const { days, time } = dayAndTime(state.changesAt, now, locale);
  const t = translate(hoursMessages, locale);
  return days === 0 ? t.availableFrom({ time }) : t.availableTomorrowFrom({ time });
}
