/** The cart's texts in English (the spec's words); the other languages beside this file. */
import { count, defineMessages, params } from '#src/i18n/define.ts';

/** The cart page, its bill, the add control and the other-restaurant question. */
export const cartMessages = defineMessages('cart', {
  title: 'Your cart',
  pageDescription: 'Review the dishes in your cart and the bill before you order.',
  loading: 'Loading your cart',
  signInToSee: 'Sign in to see your cart.',
  empty: 'Your cart is empty',
  emptyNote: 'You can go to the home page to view more restaurants.',
  seeRestaurants: 'See restaurants near you',
  dishesInCart: 'Dishes in your cart',
  billDetails: 'Bill details',
  itemTotal: 'Item Total',
  deliveryFee: 'Delivery Fee',
  free: 'FREE',
  taxes: 'Taxes and Charges',
  toPay: 'TO PAY',
  proceed: 'Proceed to checkout',
  conflictTitle: 'Items already in cart',
  conflictText:
    'Your cart contains items from another restaurant. Would you like to reset your cart for adding items from this restaurant?',
  no: 'No',
  startAfresh: 'Yes, start afresh',
  beforeYouOrder: 'Before you order',
  chooseDeliveryTime: 'Choose a delivery time',
  add: params('Add {dish}'),
  addButton: 'ADD',
  quantity: params('{item} quantity'),
  removeOne: params('Remove one {item}'),
  addOneMore: params('Add one more {item}'),
  inCart: count({ one: '{count} items in cart', other: '{count} items in cart' }),
});

/** Delivery fees, coupons and their rules, in words (src/lib/pricing.ts, coupons.ts, src/stores/coupon.ts). */
export const feeMessages = defineMessages('cart.fees', {
  far: params('Far ({km} kms)'),
  kms: params('{km} kms'),
  freeAbove: params('free above {amount}'),
  freeFrom: params('free from {amount}'),
  feeLine: params('{distance} | {fee} Delivery fee will apply, {free}'),
  validOnce: 'Valid once per customer',
  validFirstOrder: 'Valid on your first order only',
  couponUnknown: params("{code} is not a code we know. Check the offers on the restaurant's menu."),
  couponExpired: params('{code} has expired: it could be used until {day}.'),
  couponForeign: params("{code} is not offered by {restaurant}. Use a code from this restaurant's offers."),
  couponBelowMinimum: params('{code} needs an item total of {minimum} or more: add {more} more to use it.'),
  onePerOrder: 'Only one coupon can be used on an order.',
  couponUsedOnce: params('{code} can be used once per customer, and you have used it on an earlier order.'),
  couponFirstOrder: params('{code} is for your first order only.'),
  couponCopied: params('{code} copied: it is applied at checkout'),
  couponApplied: params('{code} is applied at checkout'),
});
