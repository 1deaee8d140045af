/** The shared rules' texts in English (the spec's words): errors, profile, reviews and help. Other languages beside this file. */
import { count, defineMessages, params } from '#src/i18n/define.ts';

/** What a diner reads when a call fails, by what went wrong (src/lib/dinerMessages.ts). */
export const errorMessages = defineMessages('errors', {
  generic: 'Something went wrong. Please try again.',
  offline: 'You seem to be offline. Please check your connection and try again.',
  busy: 'Too many attempts. Please wait a minute and try again.',
  signIn: 'Please log in to continue.',
  quantityCap: 'You have added the most of this dish we can deliver in one order.',
  dishGone: 'This dish is not available right now.',
  notInCart: 'This dish is no longer in your cart.',
  otherRestaurant: 'Your cart has dishes from another restaurant.',
  unavailable: 'This is not available right now. Please try again in a little while.',
  cartOutOfReach: params<{ restaurant: string; area: string }>(
    '{restaurant} does not deliver to {area}. Your cart is kept; choose another area or another restaurant.',
  ),
});

/** The profile form's checks and the devices list's words (src/lib/profileRules.ts). */
export const profileRuleMessages = defineMessages('profile.rules', {
  nameMissing: 'Please enter your name.',
  nameTooLong: params<{ max: number }>('Please keep your name to {max} characters.'),
  emailMissing: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  emailTaken: 'Another account already uses this email address.',
  saved: 'Your profile is saved.',
  signedOut: 'Please sign in again to change your profile.',
  loggedOut: 'That device is logged out.',
  loggedOutOthers: 'All your other devices are logged out.',
  aBrowser: 'A browser',
  browserOn: params<{ browser: string; system: string }>('{browser} on {system}'),
  deviceKind: params<{ device: string; kind: string }>('{device} ({kind})'),
  phone: 'phone',
  tablet: 'tablet',
  computer: 'computer',
  tv: 'TV',
});

/** What the review rules say (src/lib/reviewRules.ts). */
export const reviewRuleMessages = defineMessages('reviews.rules', {
  noLinks: 'Please leave out links: reviews are about the food and the delivery.',
  noPhones: 'Please leave out phone numbers: reviews are read by everyone.',
  noAbuse: 'Please keep your review free of abusive words.',
  aDiner: 'A diner',
  stars: count({ one: '{count} star', other: '{count} stars' }),
  dishLikes: params<{ percent: number; votes: number }>('{percent}% liked ({votes})'),
});

/** Why a diner reports a review (src/lib/reviewTypes.ts). */
export const reportReasonMessages = defineMessages('reviews.reportReasons', {
  spam: 'Spam or advertising',
  offensive: 'Abusive or hateful',
  not_about_order: 'Not about the food or delivery',
  personal_info: 'Shares personal details',
  fake: 'Looks fake',
});

/** Why a diner asks for help (src/lib/helpTypes.ts). */
export const helpReasonMessages = defineMessages('help.reasons', {
  missing_item: 'An item is missing',
  wrong_item: 'I got the wrong item',
  damaged: 'An item was spilled or damaged',
  late: 'My order came late',
  charged_twice: 'I was charged twice',
});

/** What a diner reads of the help rules' and the server's refusals and answers (src/lib/helpTypes.ts). */
export const helpAnswerMessages = defineMessages('help.answers', {
  signIn: 'Please sign in to ask for help with an order.',
  orderNotFound: 'We could not find this order.',
  notYet: 'You can ask for help with this once your order is on its way or delivered.',
  tooLate: params<{ days: number }>(
    'Help with an order can be asked for {days} days after delivery. Write to us at help@thalify.in.',
  ),
  cancelled: 'This order was cancelled. Any payment is refunded in full.',
  alreadyOpen: 'You have already asked about this. We will answer you here soon.',
  tooMany: 'You have asked for help many times this month. Please write to us at help@thalify.in.',
  dishesNeeded: 'Please choose the dishes this is about.',
  notOnOrder: 'Please choose dishes from this order.',
  photoMissing: 'One of the photos could not be attached. Please add it again.',
  refundedAtOnce: 'Sorry about that. We have refunded these items to your payment; banks take up to 5 working days.',
  queued: 'Thanks for telling us. Our team will look at this and answer here, usually within a few hours.',
  refundedByTeam: 'We have refunded this to your payment; banks take up to 5 working days.',
});
