/** The location screens' texts in English (the spec's words); the other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/** The /locate screen's search and the header's location panel (islands and the places store). */
export const locationMessages = defineMessages('location', {
  headingMovieMarathon: 'Movie marathon?',
  headingGuests: 'Unexpected guests?',
  headingLateNight: 'Late night at office?',
  headingGameNight: 'Game night?',
  headingHungry: 'Hungry?',
  headingCooking: 'Cooking gone wrong?',
  login: 'Login',
  signUp: 'Sign up',
  sub: 'Order food from favourite restaurants near you.',
  deliveryLocation: 'Delivery location',
  enterLocation: 'Enter your delivery location',
  clear: 'Clear',
  locateMe: 'Locate Me',
  findingFood: 'Finding food',
  findFood: 'FIND FOOD',
  noResults: 'No results',
  popularCities: 'Popular cities in India',
  andMore: '& more.',
  changeLocation: 'Change delivery location',
  searchArea: 'Search for area, street name',
  searchAreaPlaceholder: 'Search for area, street name...',
  cancel: 'Cancel',
  rightLocation: 'Are you sure you entered the right location?',
  currentLocation: 'Get current location',
  usingGps: 'Using GPS',
  suggestions: 'Location suggestions',
  blocked: params(
    'You have blocked {site} from tracking your location. To use this, change your location settings in browser.',
  ),
  noAddress: 'No address found for this place',
});

/** The /locate page's own texts, drawn on the server only: its marketing blocks and city list. */
export const locatePageMessages = defineMessages('location.page', {
  title: params('Order food online from restaurants near you | {site}'),
  description: params(
    '{site} delivers food from the best restaurants near you across {cities} Indian cities. Set your delivery location to see what is open near you.',
  ),
  home: 'Home',
  weDeliverTo: 'WE DELIVER TO',
  why: params('Why order with {site}'),
  noMinimum: 'No Minimum Order',
  noMinimumText: 'Order for one or for the whole group: there is no minimum order value.',
  tracking: 'Live Order Tracking',
  trackingText: 'See where your order is, from the restaurant kitchen to your door.',
  fast: 'Lightning-Fast Delivery',
  fastText: 'Restaurants near you and riders close by bring your food hot and on time.',
  pocket: 'Restaurants in your pocket',
  pocketText: params('Order from your favourite restaurants and track it on the go, with the {site} app.'),
  appStore: 'Download on the App Store',
  googlePlay: 'Get it on Google Play',
});
