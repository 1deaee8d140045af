/** What the order endpoints tell a diner, in English (the spec's words); the other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/** The order, payment, tip and ordering-ahead refusals a diner reads. */
export const orderServerMessages = defineMessages('server.orders', {
  signIn: 'Sign in to order',
  emptyCart: 'Your cart is empty. Add dishes before you place an order.',
  dishGone: 'A dish in your cart is no longer available. Review your cart and place the order again.',
  restaurantGone: 'This restaurant is not taking orders right now.',
  outsideRadius: params<{ restaurant: string }>(
    "This address is outside {restaurant}'s delivery area. Choose an address closer to the restaurant.",
  ),
  totalChanged: params<{ total: string }>(
    'The bill has changed: the total is now {total}. Check the bill and place the order again.',
  ),
  cartChanged: 'Your cart changed while the order was being placed. Check it and place the order again.',
  notPayable: 'This order cannot be paid now.',
  paid: 'This order is paid already.',
  notCancellable: 'This order can no longer be cancelled: the restaurant has started preparing it.',
  providerDown: 'We could not reach the payment service. Your order is saved: try paying again in a minute.',
  slotGone: 'That delivery slot is no longer available. Choose another slot.',
  tipNotDelivered: 'You can tip your rider once the order is delivered.',
  tipTooLate: params<{ days: number }>('A tip can be given for {days} days after delivery.'),
  tipped: 'You have already tipped your rider for this order. Thank you!',
  tipProviderDown: 'We could not reach the payment service. Try your tip again in a minute.',
  cartReplaced: 'Your cart was replaced with this order’s dishes.',
  paymentExpired: params<{ minutes: number }>(
    'This order was cancelled because it was not paid within {minutes} minutes. Nothing was charged.',
  ),
});

/** An order's history notes, keyed by the English the order's history keeps; read in the diner's language. */
export const orderNoteMessages = defineMessages('server.orders.notes', {
  'Payment not completed in time': 'Payment not completed in time',
  'Payment not completed in time. Its dishes are back in your cart.':
    'Payment not completed in time. Its dishes are back in your cart.',
  'Pay in cash on delivery': 'Pay in cash on delivery',
  'Cancelled by you': 'Cancelled by you',
  'Trying the payment again': 'Trying the payment again',
  'The payment was declined': 'The payment was declined',
  received: params<{ amount: string }>('{amount} received'),
  refund: params<{ amount: string }>('Refund of {amount} started'),
});

/** What reordering tells the diner changed: a dish gone, a choice sold out or no longer offered, a price. */
export const reorderMessages = defineMessages('server.orders.reorder', {
  lineGone: params<{ line: string }>('{line} is no longer available.'),
  leftOut: params<{ line: string; why: string }>('{line} was left out: {why}'),
  leftOutRule: params<{ line: string; why: string; rule: string }>(
    '{line} was left out: {why} {rule} on the menu to add it.',
  ),
  choicesChanged: 'its choices have changed.',
  lostSentence: params<{ lost: string }>('{lost}.'),
  soldOutOne: params<{ names: string }>('{names} is sold out'),
  soldOutMany: params<{ names: string }>('{names} are sold out'),
  goneOne: params<{ names: string }>('{names} is no longer offered'),
  goneMany: params<{ names: string }>('{names} are no longer offered'),
  both: params<{ first: string; second: string }>('{first} and {second}'),
  addedWithoutIt: params<{ lost: string; dish: string }>('{lost}, so {dish} was added without it.'),
  addedWithoutThem: params<{ lost: string; dish: string }>('{lost}, so {dish} was added without them.'),
  priceChanged: params<{ line: string; price: string; was: string }>('{line} now costs {price} (was {was}).'),
});
