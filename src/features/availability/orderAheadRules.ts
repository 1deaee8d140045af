/**
 * The words of an order ahead on its page: when it arrives, when the kitchen starts on it and
 * whether cancelling is still free. Apart from availabilityRules.ts so the menu does not carry them.
 */
import { textsOf } from '#src/i18n/useMessages.ts';
import { clockText, type HoursTexts, istClock, slotLabel } from '#src/lib/openingHours.ts';
import type { OrderStatus } from '#src/lib/orderTypes.ts';
import { hoursMessages } from './messages/en.ts';

/** When `ms` falls, as a diner reads it seen at `now`: "6:15 pm", "tomorrow at 6:15 am". */
export function whenText(ms: number, now: number, t: HoursTexts = textsOf(hoursMessages)): string {
  const at = istClock(ms);
  const days = Math.round((at.dayStart - istClock(now).dayStart) / 86_400_000);
  const time = clockText(at.minute);
  return days === 0 ? time : days === 1 ? t.tomorrowAt({ time }) : t.dateAt({ date: at.date, time });
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
  t: HoursTexts = textsOf(hoursMessages),
): AheadTexts | null {
  if (!order.slot || order.status === 'cancelled' || order.status === 'delivered') return null;
  const arriving = t.arriving({ slot: slotLabel(Date.parse(order.slot.start), now, t) });
  if (!order.kitchenStartsAt) return { arriving, kitchen: null, freeCancel: null };
  const starts = Date.parse(order.kitchenStartsAt);
  const waiting = !kitchenAtWork.has(order.status) && now < starts;
  return waiting
    ? {
        arriving,
        kitchen: t.kitchenStarts({ when: whenText(starts, now, t) }),
        freeCancel: t.freeCancel,
      }
    : { arriving, kitchen: t.kitchenStarted({ when: whenText(starts, now, t) }), freeCancel: null };
}
