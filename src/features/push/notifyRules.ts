/**
 * What "Notify me about this order" says in each state: on, off, asking, blocked by the browser
 * (and how to allow it), not possible on this browser, or a failure. Pure, so tests read it
 * without a browser.
 */
import type { OrderStatus } from '#src/lib/orderTypes.ts';

export type { OrderPushState } from '#src/lib/pushRules.ts';

/** The words of each state. */
export const notifyTexts = {
  button: 'Notify me about this order',
  stop: 'Stop notifications',
  offHint: 'Get a notification at every step, even with this page closed.',
  asking: 'Asking your browser…',
  on: 'You will be notified about this order on this device.',
  blocked:
    'Notifications are blocked for this site. To allow them, open the site settings (the icon beside the web address), set Notifications to Allow, then reload this page.',
  unsupported:
    'This browser cannot show notifications from Thalify. On an iPhone or iPad, add Thalify to your Home Screen and open it from there.',
  failed: 'We could not turn on notifications. Please try again.',
} as const;

/** Statuses after which nothing more happens to an order: no notifications to offer. */
const finalStatuses: ReadonlySet<OrderStatus> = new Set(['delivered', 'cancelled']);

/** Whether the order page offers notifications for an order in `status`. */
export function offersNotifications(status: OrderStatus): boolean {
  return !finalStatuses.has(status);
}
