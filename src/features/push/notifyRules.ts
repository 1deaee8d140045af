/**
 * What "Notify me about this order" says in each state: on, off, asking, blocked by the browser
 * (and how to allow it), not possible on this browser, or a failure. Pure, so tests read it
 * without a browser.
 */
import type { OrderStatus } from '#src/lib/orderTypes.ts';
import type { OrderPushState } from '#src/lib/pushRules.ts';

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
  unavailable: 'Order notifications are not available right now.',
  failed: 'We could not turn on notifications. Please try again.',
} as const;

/** Statuses after which nothing more happens to an order: no notifications to offer. */
const finalStatuses: ReadonlySet<OrderStatus> = new Set(['delivered', 'cancelled']);

/** Whether the order page offers notifications for an order in `status`. */
export function offersNotifications(status: OrderStatus): boolean {
  return !finalStatuses.has(status);
}

/** The line beside the button in each state. */
export function notifyNote(state: OrderPushState): string {
  switch (state) {
    case 'on':
      return notifyTexts.on;
    case 'asking':
      return notifyTexts.asking;
    case 'blocked':
      return notifyTexts.blocked;
    case 'unsupported':
      return notifyTexts.unsupported;
    case 'unavailable':
      return notifyTexts.unavailable;
    case 'failed':
      return notifyTexts.failed;
    default:
      return notifyTexts.offHint;
  }
}

/** Whether "Notify me" can do anything in this state (not when the browser or the server cannot). */
export function canAsk(state: OrderPushState): boolean {
  return state !== 'blocked' && state !== 'unsupported' && state !== 'unavailable' && state !== 'on';
}
