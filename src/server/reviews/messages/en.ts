/** What a diner reads when a review call is refused, in English (the spec's words); the other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/** The review endpoints' refusals. */
export const reviewServerMessages = defineMessages('server.reviews', {
  signIn: 'Sign in to rate your order',
  alreadyRated: 'You have already rated this order.',
  notDelivered: 'You can rate this order once it is delivered.',
  cancelled: 'A cancelled order cannot be rated.',
  tooLate: params<{ days: number }>(
    'Orders can be rated for {days} days after delivery; this one can no longer be rated.',
  ),
  editClosed: params<{ days: number }>(
    'A rating can be changed for {days} days after it is written; you can still delete it.',
  ),
  noReview: 'You have not rated this order.',
  dishNotInOrder: 'You can only rate dishes from this order.',
  photoMissing: 'One of your photos could not be found. Please add it again.',
  reviewNotFound: 'This review is no longer available.',
  ownReview: 'You cannot report your own review.',
  tooManyReviews: 'You have rated many orders in the last hour. Please try again later.',
  tooManyPhotos: 'You have added many photos in the last hour. Please try again later.',
  tooManyReports: 'You have sent many reports in the last hour. Please try again later.',
});
