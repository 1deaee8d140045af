/**
 * The part of a held answer's key that changes with what the answer shows of the moment: the
 * minute (open states, "Closes in 20 min", dish windows, and kitchen loads, read once a minute),
 * the surge rules in force and, for pages, the stock changes and the verified ratings. A held
 * listing is then never older than its minute nor the last change of fees (a card's rating may
 * trail a new review by that minute); a held page never older than the last change of stock or ratings.
 * docs/decisions/008-live-state-in-held-answers.md says why and how to turn it off.
 */
import { surgeRulesVersion } from '../fees/surgeRules.ts';
import { ratingsVersionOfAll } from '../reviews/ratingsHolder.ts';
import { stockVersionOfAll } from '../stock/stockHolder.ts';
import { minuteOf } from './openNow.ts';

/** The stamp of answers that show open states, delivery times and fees, but no dish (the listing). */
export function listingStamp(now: number): string {
  return `${minuteOf(now)}|s${surgeRulesVersion()}`;
}

/** The stamp of pages, which may show dishes and reviews too (a restaurant page's menu, ratings and likes). */
export function pageStamp(now: number): string {
  return `${listingStamp(now)}|k${stockVersionOfAll()}|r${ratingsVersionOfAll()}`;
}
