/**
 * The customisation sheet's rules over the dish's groups (`src/lib/dishChoices.ts` holds the
 * rules the server checks too): what shows in the diner's veg mode, what is chosen at first,
 * what a tap changes, what the line costs, and which group stops the add and why.
 */
import { checkChoices, optionPrice, vegVisible, type ChoiceGroup, type VegMode } from '#src/lib/dishChoices.ts';
import type { VegClass } from '#src/lib/catalogTypes.ts';

/** The groups with only the options the veg mode shows (a group keeps its place when all its options hide). */
export function visibleGroups(groups: readonly ChoiceGroup[], mode: VegMode): ChoiceGroup[] {
  if (mode === 'all') return [...groups];
  return groups.map((group) => ({ ...group, options: group.options.filter((o) => vegVisible(o.veg, mode)) }));
}

/** The groups with each option's stock as last heard live (`live`: item id to in stock) over the menu's word. */
export function withLiveStock(groups: readonly ChoiceGroup[], live: Readonly<Record<string, boolean>>): ChoiceGroup[] {
  return groups.map((group) => ({
    ...group,
    options: group.options.map((o) => (o.id in live ? { ...o, inStock: live[o.id] === true } : o)),
  }));
}

/**
 * The picks after the diner sets an option on or off: a variant replaces its group's choice;
 * an add-on is added (unless its group is full, when nothing changes) or taken off.
 */
export function togglePick(
  groups: readonly ChoiceGroup[],
  picks: readonly string[],
  groupId: string,
  optionId: string,
  on: boolean,
): string[] {
  const group = groups.find((g) => g.id === groupId);
  const option = group?.options.find((o) => o.id === optionId);
  if (!group || !option || (on && !option.inStock)) return [...picks];
  const mine = new Set(group.options.map((o) => o.id));
  if (group.kind === 'variant' || group.max === 1) {
    const others = picks.filter((id) => !mine.has(id));
    return on ? [...others, optionId] : group.kind === 'variant' ? [...picks] : others;
  }
  if (!on) return picks.filter((id) => id !== optionId);
  if (picks.includes(optionId) || picks.filter((id) => mine.has(id)).length >= group.max) return [...picks];
  return [...picks, optionId];
}

/** How many of the group's options are picked. */
export function pickedIn(group: ChoiceGroup, picks: readonly string[]): number {
  return group.options.filter((o) => picks.includes(o.id)).length;
}

/** True when an add-on group holds as many as it may: its other boxes are disabled. */
export function groupFull(group: ChoiceGroup, picks: readonly string[]): boolean {
  return group.kind === 'addon' && group.max > 1 && pickedIn(group, picks) >= group.max;
}

/** The price of one of the line: the dish's price and every picked option's, as priced by the picks (toppings by size). */
export function lineTotal(dishPrice: number, groups: readonly ChoiceGroup[], picks: readonly string[]): number {
  const chosen = new Set(picks);
  let total = dishPrice;
  for (const group of groups)
    for (const option of group.options) if (chosen.has(option.id)) total += optionPrice(group, option, chosen);
  return total;
}

/** The first group that stops the add and the reason shown there ("Choose 1 to 2 breads"), or null when the picks may be added. */
export function firstProblem(
  groups: readonly ChoiceGroup[],
  picks: readonly string[],
  dishVeg: VegClass,
): { groupId: string; reason: string } | null {
  const check = checkChoices(groups, picks, dishVeg);
  if (check.ok) return null;
  return { groupId: check.groupId ?? groups[0]?.id ?? '', reason: check.reason };
}
