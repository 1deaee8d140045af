/** What pushes and the push endpoints say, in English (the spec's words); the other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/** A push's title and body: one text per status, and the rider's "arriving". */
export const pushMessages = defineMessages('server.push', {
  title: params<{ number: string }>('Order #{number}'),
  placed: 'We have your order and are sending it to the restaurant.',
  payment_pending: 'Your payment is waiting. Open the order to finish paying.',
  paid: 'Payment received. We are sending your order to the restaurant.',
  payment_failed: 'Your payment did not go through. Open the order to pay again.',
  accepted: 'The restaurant has accepted your order.',
  preparing: 'The kitchen is preparing your food.',
  picked_up: 'Your rider has picked up your food.',
  on_the_way: 'Your food is on the way.',
  delivered: 'Your order has been delivered. Enjoy your meal!',
  cancelled: 'Your order was cancelled. Open it to see what happens to your money.',
  arriving: 'Your rider is arriving. Please be ready at the door.',
  signIn: 'Sign in to get updates about your order',
  off: 'Notifications are not available right now.',
});
