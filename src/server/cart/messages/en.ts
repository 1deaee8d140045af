/** What the cart's endpoints tell a diner, in English (the spec's words); the other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/** The cart's refusals and the problems that keep an order from being placed. */
export const cartServerMessages = defineMessages('server.cart', {
  signIn: 'Sign in to use the cart',
  closedOpens: params<{ restaurant: string; opens: string }>(
    '{restaurant} is closed now and opens {opens}. You can order ahead for a time after it opens.',
  ),
  closedWeek: params<{ restaurant: string }>('{restaurant} is closed and not taking orders this week.'),
  soldOut: params<{ item: string }>('{item} is sold out. Remove it from your cart to place your order.'),
  notServedAt: params<{ dish: string; when: string }>(
    '{dish} is not served at that time ({when}). Remove it or choose another time.',
  ),
  notServedNow: params<{ dish: string; when: string }>(
    '{dish} is not served right now ({when}). Remove it or choose another time.',
  ),
  belowMinimum: params<{ short: string; minimum: string }>('Add {short} more to order: the minimum here is {minimum}.'),
  addSoldOut: params<{ item: string }>('{item} is sold out right now. Try another dish.'),
});
