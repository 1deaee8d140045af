/**
 * Surge fees: what operators set (a city, a time window, an amount and a reason) and the one rule
 * that says which fee applies at a moment. Cards, the menu, the cart and the bill all ask
 * `surgeFeeAt`, so a fee shown anywhere is the fee charged.
 */
import type { SurgeFee, SurgeReason } from './availabilityTypes.ts';
import { istClock } from './openingHours.ts';
import { rupees } from './money.ts';

export type { SurgeFee, SurgeReason };

/** Why a surge fee applies (the wire's `SurgeReason`). */
export const surgeReasons = ['rain', 'late-night', 'high-demand'] as const satisfies readonly SurgeReason[];

/** The fee's name as diners read it, by reason. */
export const surgeLabels: Record<SurgeReason, string> = {
  rain: 'Rain fee',
  'late-night': 'Late night fee',
  'high-demand': 'High demand fee',
};

/**
 * A surge rule. Either recurring every day (`from`/`to`: minutes after midnight IST; `to` below
 * `from` runs past midnight), or between two moments (`startsAt`/`endsAt`, ISO times). `cities`
 * are city slugs, or "all".
 */
export interface SurgeRule {
  id: string;
  reason: SurgeReason;
  /** In paise. */
  amount: number;
  cities: string[] | 'all';
  from?: number | undefined;
  to?: number | undefined;
  startsAt?: string | undefined;
  endsAt?: string | undefined;
}

function ruleApplies(rule: SurgeRule, city: string, ms: number): boolean {
  if (rule.cities !== 'all' && !rule.cities.includes(city)) return false;
  if (rule.startsAt !== undefined || rule.endsAt !== undefined) {
    const starts = rule.startsAt === undefined ? -Infinity : Date.parse(rule.startsAt);
    const ends = rule.endsAt === undefined ? Infinity : Date.parse(rule.endsAt);
    if (!(ms >= starts && ms < ends)) return false;
  }
  if (rule.from !== undefined && rule.to !== undefined) {
    const minute = istClock(ms).minute;
    const inside =
      rule.from <= rule.to ? minute >= rule.from && minute < rule.to : minute >= rule.from || minute < rule.to;
    if (!inside) return false;
  }
  return true;
}

/** The one surge fee of `city` at `ms`: the largest rule that applies (the first of equals); null when none does. */
export function surgeFeeAt(rules: readonly SurgeRule[], city: string, ms: number): SurgeFee | null {
  let best: SurgeRule | null = null;
  for (const rule of rules) {
    if (rule.amount > 0 && ruleApplies(rule, city, ms) && (!best || rule.amount > best.amount)) best = rule;
  }
  return best ? { reason: best.reason, amount: best.amount, label: surgeLabels[best.reason], ruleId: best.id } : null;
}

/** A fee as a card or the menu says it: "₹25 rain fee". */
export function surgeFeeText(fee: SurgeFee): string {
  return `${rupees(fee.amount)} ${fee.label.toLowerCase()}`;
}
