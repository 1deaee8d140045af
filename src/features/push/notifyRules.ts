/**
 * What "Notify me about this order" says in each state: on, off, asking, blocked by the browser
 * (and how to allow it), not possible on this browser, or a failure. Pure, so tests read it
 * without a browser.
 */
import { textsOf } from '#src/i18n/useMessages.ts';
import type { OrderStatus } from '#src/lib/orderTypes.ts';
import type { OrderPushState } from '#src/lib/pushRules.ts';
import { site } from '#src/lib/site.ts';
import { notifyMessages } from './messages/en.ts';

export type { OrderPushState } from '#src/lib/pushRules.ts';

const t = () => textsOf(notifyMessages);

/** The words of each state, read when used in the page's language (the `push` catalogue). */
export const notifyTexts = {
  get button() {
    return t().button;
  },
  get stop() {
    return t().stop;
  },
  get offHint() {
    return t().offHint;
  },
  get asking() {
    return t().asking;
  },
  get on() {
    return t().on;
  },
  get blocked() {
    return t().blocked;
  },
  get unsupported() {
    return t().unsupported({ site: site.name });
  },
  get unavailable() {
    return t().unavailable;
  },
  get failed() {
    return t().failed;
  },
};

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
