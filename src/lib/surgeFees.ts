/**
 * Surge fees: what operators set (a city, a time window, an amount and a reason) and the one rule
 * that says which fee applies at a moment. Cards, the menu, the cart and the bill all ask
 * `surgeFeeAt`, so a fee shown anywhere is the fee charged.
 */
import type { SurgeFee, SurgeReason } from './availabilityTypes.ts';
import { istClock } from './openingHours.ts';
import { hoursMessages } from '#src/features/availability/messages/en.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { rupees } from './money.ts';

export type { SurgeFee, SurgeReason };

/** Why a surge fee applies (the wire's `SurgeReason`). */
export const surgeReasons = ['rain', 'late-night', 'high-demand'] as const satisfies readonly SurgeReason[];

/** The fee's name as diners read it, by reason, in the language being drawn (read at the moment of use). */
export const surgeLabels: Readonly<Record<SurgeReason, string>> = {
  get rain() {
    return textsOf(hoursMessages).rainFee;
  },
  get 'late-night'() {
    return textsOf(hoursMessages).lateNightFee;
  },
  get 'high-demand'() {
    return textsOf(hoursMessages).highDemandFee;
  },
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

/** A fee as a card or the menu says it: "₹25 rain fee" (named by its reason, in the language being drawn). */
export function surgeFeeText(fee: SurgeFee): string {
  const label = surgeLabels[fee.reason] ?? fee.label;
  return `${rupees(fee.amount)} ${label.toLocaleLowerCase()}`;
}
