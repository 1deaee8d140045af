/**
 * A restaurant's availability at a moment in Swiggy's wire shape (`RestaurantAvailability`): open
 * or not, when that changes (IST wire times) and the words a card shows. One composition of the
 * rules of openingHours.ts for the cart, the cards and the menu.
 */
import type { RestaurantAvailability } from './catalogTypes.ts';
import { istClock, istWireTime, openStateAt, openStateText, clockText, type WeeklyHours } from './openingHours.ts';

/** The availability of `hours` at `now` (epoch ms). */
export function availabilityAt(hours: WeeklyHours, now: number): RestaurantAvailability {
  const state = openStateAt(hours, now);
  const availability: RestaurantAvailability = { opened: state.open, text: openStateText(state, now) };
  if (state.changesAt !== null) {
    if (state.open) availability.nextCloseTime = istWireTime(state.changesAt);
    else availability.nextOpenTime = istWireTime(state.changesAt);
  }
  return availability;
}

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'Asia/Kolkata' });

/** When a restaurant next opens after `now`, as a sentence goes on: "at 6 pm", "tomorrow at 7 am", "on Monday at 7 am"; null: not within a week. */
export function opensWhenText(hours: WeeklyHours, now: number): string | null {
  const state = openStateAt(hours, now);
  const at = state.open ? null : state.changesAt;
  if (at === null) return null;
  const days = Math.round((istClock(at).dayStart - istClock(now).dayStart) / 86_400_000);
  const time = clockText(istClock(at).minute);
  if (days === 0) return `at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  return `on ${weekday.format(at)} at ${time}`;
}
