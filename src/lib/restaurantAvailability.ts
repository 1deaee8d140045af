/**
 * When a closed restaurant opens, as a diner's sentence goes on ("It opens tomorrow at 7 am"),
 * over the rules of openingHours.ts: the cart's and checkout's "closed" problem says it.
 */
import { clockText, istClock, openStateAt, type WeeklyHours } from './openingHours.ts';

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
