/**
 * How busy each kitchen is now: the orders in progress per restaurant, which the order service
 * counts every few seconds and sets here. A card's delivery estimate adds minutes for the load
 * (`loadMinutes`), read from memory so that the listing never asks the database per card.
 */

let load: ReadonlyMap<string, number> = new Map();
let version = 0;

/** Minutes added to a kitchen's estimate for each order ahead of a new one. */
export const minutesPerQueuedOrder = 2;
/** The most minutes load adds to an estimate. */
export const maxLoadMinutes = 20;

/** Replaces the counts of orders in progress, by restaurant id. */
export function setKitchenLoad(next: ReadonlyMap<string, number>): void {
  load = next;
  version += 1;
}

/** Orders in progress at restaurant `id`. */
export function ordersInProgressAt(id: string): number {
  return load.get(id) ?? 0;
}

/** Minutes the current load adds to restaurant `id`'s delivery estimate. */
export function loadMinutes(id: string): number {
  return Math.min(maxLoadMinutes, ordersInProgressAt(id) * minutesPerQueuedOrder);
}

/** Changes whenever the counts do. */
export function kitchenLoadVersion(): number {
  return version;
}
