/** Order notifications' texts in English (the spec's words); the other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/** "Notify me about this order" and what it says in each state. */
export const notifyMessages = defineMessages('push', {
  button: 'Notify me about this order',
  stop: 'Stop notifications',
  offHint: 'Get a notification at every step, even with this page closed.',
  asking: 'Asking your browser…',
  on: 'You will be notified about this order on this device.',
  blocked:
    'Notifications are blocked for this site. To allow them, open the site settings (the icon beside the web address), set Notifications to Allow, then reload this page.',
  unsupported: params(
    'This browser cannot show notifications from {site}. On an iPhone or iPad, add {site} to your Home Screen and open it from there.',
  ),
  unavailable: 'Order notifications are not available right now.',
  failed: 'We could not turn on notifications. Please try again.',
});
