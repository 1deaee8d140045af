/** The favourites' texts in English (the spec's words); the other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/** The hearts, their toasts, the favourites page, and the favourites API's answers a diner reads. */
export const favouritesMessages = defineMessages('favourites', {
  signIn: 'Please sign in to save your favourite restaurants.',
  notFavourite: 'This restaurant is not in your favourites.',
  tooMany: 'You can save up to 200 favourite restaurants. Remove one to add another.',
  saved: 'Saved to favourites',
  removed: 'Removed from favourites',
  heartSave: params('Save {name} to favourites'),
  heartRemove: params('Remove {name} from favourites'),
  thisRestaurant: 'this restaurant',
  listLabel: 'Your favourite restaurants',
  gone: 'This restaurant is no longer on the site.',
  signInToSee: 'Sign in to see the restaurants you saved.',
  title: 'Your favourites',
  description: 'The restaurants you saved, with their rating and delivery time to your address.',
  cannotShow: 'We cannot show your favourites right now. Please try again in a minute.',
  empty: 'You have not saved any restaurants yet. Tap the heart on a restaurant to keep it here.',
  seeNearYou: 'See restaurants near you',
});
