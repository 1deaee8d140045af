/**
 * Opening hours, minimum orders and dish serving windows of the demo catalog, generated
 * believably from each restaurant's main cuisine (breakfast places, split hours with an afternoon
 * break, all day, late-night kitchens, a weekly day off) plus the editors' holidays and overrides
 * (data/hours.json). Each restaurant draws from its own random stream, so adding these left every
 * other column of the catalog as it was. Weeks are stored once each (`hoursTable`) and named per
 * restaurant by index, so the open state is worked out per distinct week, not per restaurant.
 */
import type { Opening, WeeklyHours } from '#src/lib/openingHours.ts';
import type { GeneratorInputs } from './catalogSchemas.ts';
import { mixSeeds, mulberry32, pick, pickWeighted, type Random } from './random.ts';

/** The kinds of hours the generator gives, in the order of `HoursColumns.hoursKind`. */
export const hoursKinds = ['breakfast', 'breakfastLunch', 'split', 'allDay', 'lateNight'] as const;
/** One of `hoursKinds`. */
export type HoursKind = (typeof hoursKinds)[number];
/** `hoursKind` of a restaurant whose hours an editor set in data/hours.json. */
export const editorsHours = 255;

/** The restaurant columns of hours, minimums and serving windows (part of the catalog's columns). */
export interface HoursColumns {
  /** Each restaurant's week (holidays included), as an index into `hoursTable`. */
  hoursId: Uint16Array;
  /** The distinct weeks of the catalog. */
  hoursTable: WeeklyHours[];
  /** The kind of each restaurant's hours (an index of `hoursKinds`, or `editorsHours`). */
  hoursKind: Uint8Array;
  /** The smallest item total a restaurant accepts, in rupees; 0: any. */
  minOrder: Uint8Array;
  /** Which of a restaurant's dishes are served only in their window (`windowBits`). */
  dishWindows: Uint8Array;
}

/** What the hours are generated from: the catalog's count, cities, cuisines and seeds. */
export interface HoursSource extends HoursColumns {
  count: number;
  inputs: GeneratorInputs;
  city: Uint16Array;
  cuisines: Uint8Array;
  seed32: Uint32Array;
}

/** The serving windows of dishes by category, and the bit of `dishWindows` that turns each on. */
export const servingWindows: Readonly<Record<string, { bit: number; window: Opening }>> = {
  // Breakfast dishes in the morning only, at kitchens that stay open past it.
  Breakfast: { bit: 1, window: { open: 7 * 60, close: 11 * 60 + 30 } },
  // Thalis at lunch only.
  Thalis: { bit: 2, window: { open: 12 * 60, close: 16 * 60 } },
};

/** The minimum orders a restaurant may set, in rupees. */
export const minimumOrders = [99, 149, 199] as const;

const h = (hour: number, minute = 0) => hour * 60 + minute;
const breakfastCuisines = new Set(['south-indian', 'cafe', 'bakery']);
const lateCuisines = new Set([
  'biryani',
  'fast-food',
  'burgers',
  'pizzas',
  'kebabs',
  'hyderabadi',
  'mughlai',
  'street-food',
  'arabian',
  'lebanese',
]);
// Weights of breakfast, breakfastLunch, split, allDay, lateNight.
const kindWeights = {
  breakfast: [30, 25, 0, 45, 0],
  late: [0, 0, 15, 40, 45],
  other: [0, 0, 35, 55, 10],
};

/** One day's openings of a kind. */
function dayOf(kind: HoursKind, random: Random): Opening[] {
  switch (kind) {
    case 'breakfast':
      return [{ open: h(7), close: h(11) }];
    case 'breakfastLunch':
      return [{ open: h(7), close: h(15) }];
    case 'split':
      return [
        { open: h(12), close: h(15, 30) },
        { open: h(19), close: h(23) },
      ];
    case 'allDay':
      return [{ open: h(11), close: h(23) }];
    case 'lateNight':
      // Till 1 to 4 am, from lunch or from the evening.
      return [{ open: random() < 0.3 ? h(18) : h(12), close: h(25 + Math.floor(random() * 4)) }];
  }
}

/** The columns before any restaurant has hours. */
export function emptyHoursColumns(count: number): HoursColumns {
  return {
    hoursId: new Uint16Array(count),
    hoursTable: [],
    hoursKind: new Uint8Array(count),
    minOrder: new Uint8Array(count),
    dishWindows: new Uint8Array(count),
  };
}

/** Whether a window of serving makes sense for a week: open when it starts and after it ends, on some day. */
function windowFits(days: readonly Opening[][], window: Opening): boolean {
  const opensBy = days.some((day) => day.some((o) => o.open <= window.open && o.close > window.open));
  return opensBy && days.some((day) => day.some((o) => o.close > window.close));
}

/** Fills the hours columns of `data`; restaurant ids count up from `firstId`. */
export function fillHours(data: HoursSource, firstId: number): void {
  const { holidays, overrides, cities } = data.inputs.tuning.hours;
  const byIndex = new Map(overrides.map((o) => [Number(o.restaurantId) - firstId, o]));
  const byCity = new Map(cities.map((c) => [c.city, c]));
  const interned = new Map<string, number>();
  for (let r = 0; r < data.count; r++) {
    const random = mulberry32(mixSeeds(data.seed32[r] ?? 0, 0x686f7572));
    const main = data.inputs.cuisines[data.cuisines[r * 4] ?? 0]?.slug ?? '';
    const weights = breakfastCuisines.has(main)
      ? kindWeights.breakfast
      : lateCuisines.has(main)
        ? kindWeights.late
        : kindWeights.other;
    const kind = hoursKinds[pickWeighted(random, weights)] as HoursKind;
    const day = dayOf(kind, random);
    // About one in eight closes one day a week, early in the week as kitchens do.
    const dayOff = random() < 0.125 ? pick(random, [0, 0, 1, 1, 2]) : -1;
    let days = Array.from({ length: 7 }, (_, d) => (d === dayOff ? [] : day));
    const city = data.inputs.cities[data.city[r] ?? 0]?.slug ?? '';
    const shut = new Set<string>();
    for (const holiday of holidays) {
      const applies = holiday.cities === 'all' || holiday.cities.includes(city);
      // The coin is drawn for every holiday, so editing one never moves another restaurant's.
      if (random() < holiday.share && applies) shut.add(holiday.date);
    }
    const override = byIndex.get(r);
    const citySet = byCity.get(city);
    if (override) {
      days = override.days;
      for (const date of override.closedOn) shut.add(date);
    } else if (citySet) days = citySet.days;
    data.hoursKind[r] = override || citySet ? editorsHours : hoursKinds.indexOf(kind);
    const week: WeeklyHours = { days, holidays: [...shut].sort() };
    const key = JSON.stringify(week);
    let id = interned.get(key);
    if (id === undefined) {
      id = data.hoursTable.length;
      data.hoursTable.push(week);
      interned.set(key, id);
    }
    data.hoursId[r] = id;
    data.minOrder[r] = random() < 0.25 ? pick(random, minimumOrders) : 0;
    let bits = 0;
    for (const { bit, window } of Object.values(servingWindows))
      if (random() < 0.6 && windowFits(days, window)) bits |= bit;
    data.dishWindows[r] = citySet?.allDayMenus ? 0 : bits;
  }
}

/** Restaurant `r`'s week of opening hours. */
export function hoursOf(data: HoursColumns, r: number): WeeklyHours {
  return data.hoursTable[data.hoursId[r] ?? 0] ?? { days: [[], [], [], [], [], [], []], holidays: [] };
}

/** Restaurant `r`'s minimum order in paise; 0: any. */
export function minOrderValueOf(data: HoursColumns, r: number): number {
  return (data.minOrder[r] ?? 0) * 100;
}

/** The window a dish of `category` is served in at restaurant `r`, or undefined: whenever it is open. */
export function dishWindowOf(data: HoursColumns, r: number, category: string): Opening[] | undefined {
  const serving = servingWindows[category];
  return serving && ((data.dishWindows[r] ?? 0) & serving.bit) !== 0 ? [{ ...serving.window }] : undefined;
}

/** Whether a week stays open past 11 pm on some day (the "Open late" lists of the city pages). */
export function opensLate(hours: WeeklyHours): boolean {
  return hours.days.some((day) => day.some((o) => o.close > h(23)));
}

/** The hours columns as plain JSON (the catalog snapshot). */
export function hoursSnapshot(data: HoursColumns): Record<string, unknown> {
  return {
    hoursId: Array.from(data.hoursId),
    hoursTable: data.hoursTable,
    hoursKind: Array.from(data.hoursKind),
    minOrder: Array.from(data.minOrder),
    dishWindows: Array.from(data.dishWindows),
  };
}
