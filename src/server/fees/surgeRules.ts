/**
 * The surge rules in force in this process: the operators' data file and database rows, set by
 * the fees service as they change. Cards, menus, the cart and the bill read them here and apply
 * the one rule of src/lib/surgeFees.ts, so the fee shown is the fee charged.
 */
import { surgeFeeAt, type SurgeFee, type SurgeRule } from '#src/lib/surgeFees.ts';

let rules: readonly SurgeRule[] = [];
let version = 0;

/** Replaces the rules in force (the fees service calls this on start and on every change). */
export function setSurgeRules(next: readonly SurgeRule[]): void {
  rules = next;
  version += 1;
}

/** The rules in force. */
export function surgeRules(): readonly SurgeRule[] {
  return rules;
}

/** A number that changes whenever the rules do: part of the key of every held answer that shows a fee. */
export function surgeRulesVersion(): number {
  return version;
}

/** The surge fee of `city` (a city slug) at `ms` under the rules in force. */
export function surgeNow(city: string, ms: number = Date.now()): SurgeFee | null {
  return surgeFeeAt(rules, city, ms);
}
