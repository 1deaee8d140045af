/** The dish add control's rules (the spec's section 4), as pure functions. */

/** Highest quantity of one dish: plus acts while the count is 10 or less, so it reaches 11. */
export const maxDishQuantity = 11;

/** What a press does: the next count, and whether the cart is called to add or remove. */
export interface Step {
  next: number;
  call: 'add' | 'remove' | null;
}

/** 'ADD' at 0 adds the dish and sets the count to 1. */
export function pressAdd(count: number): Step {
  return count === 0 ? { next: 1, call: 'add' } : { next: count, call: null };
}

/** Plus adds again and increments only when the count is 10 or less. */
export function pressPlus(count: number): Step {
  return count <= 10 ? { next: count + 1, call: 'add' } : { next: count, call: null };
}

/** Minus removes by dish id and decrements when the count is 1 or more. */
export function pressMinus(count: number): Step {
  return count >= 1 ? { next: count - 1, call: 'remove' } : { next: count, call: null };
}

/** What − on a dish's control does: remove one of its only line, or (on several lines) send the diner to the cart to pick one. */
export function minusOnLines(
  lines: readonly { lineId: string }[],
  dishId: string,
): { call: 'remove'; lineId: string } | { call: 'several' } {
  if (lines.length > 1) return { call: 'several' };
  return { call: 'remove', lineId: lines[0]?.lineId ?? dishId };
}
