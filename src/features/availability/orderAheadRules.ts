/**
 * The words of an order ahead on its page: when it arrives, when the kitchen starts on it and
 * whether cancelling is still free. Apart from availabilityRules.ts so the menu does not carry them.
 */
import { clockText, istClock, slotLabel } from '#src/lib/openingHours.ts';
import type { OrderStatus } from '#src/lib/orderTypes.ts';

/** When `ms` falls, as a diner reads it seen at `now`: "6:15 pm", "tomorrow at 6:15 am". */
export function whenText(ms: number, now: number): string {
  const at = istClock(ms);
  const days = Math.round((at.dayStart - istClock(now).dayStart) / 86_400_000);
  const time = clockText(at.minute);
  return days === 0 ? time : days === 1 ? `tomorrow at ${time}` : `${at.date} at ${time}`;
}

/** The words of an order ahead on its page: when it arrives, when the kitchen starts, and whether cancelling is still free. */
export interface AheadTexts {
  arriving: string;
  kitchen: string | null;
  freeCancel: string | null;
}

const kitchenAtWork: ReadonlySet<OrderStatus> = new Set(['preparing', 'picked_up', 'on_the_way', 'delivered']);

/** The order-ahead lines of an order with `slot` and `kitchenStartsAt`, at `now`; null for an order delivered now, cancelled or delivered. */
export function aheadTexts(
  order: { status: OrderStatus; slot?: { start: string } | null; kitchenStartsAt?: string | null },
  now: number,
): AheadTexts | null {
  if (!order.slot || order.status === 'cancelled' || order.status === 'delivered') return null;
  const arriving = `Arriving ${slotLabel(Date.parse(order.slot.start), now)}`;
  if (!order.kitchenStartsAt) return { arriving, kitchen: null, freeCancel: null };
  const starts = Date.parse(order.kitchenStartsAt);
  const waiting = !kitchenAtWork.has(order.status) && now < starts;
  return waiting
    ? {
        arriving,
        kitchen: `The kitchen starts on it at ${whenText(starts, now)}`,
        freeCancel: 'Cancelling is free until then.',
      }
    : { arriving, kitchen: `The kitchen started on it at ${whenText(starts, now)}`, freeCancel: null };
}
