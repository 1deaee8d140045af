/** The home listing's texts in English (the spec's words); the other languages beside this file. */
import { defineMessages, params } from '#src/i18n/define.ts';

/** The restaurant grid, its chips and cards, and the near-me box of SEO pages (islands). */
export const listingMessages = defineMessages('listing', {
  sortRelevance: 'Relevance',
  sortDeliveryTime: 'Delivery Time',
  sortRating: 'Rating',
  facetPureVeg: 'Pure Veg',
  facetRating4: 'Ratings 4.0+',
  facetFastDelivery: 'Fast Delivery',
  facetOffers: 'Offers',
  sortChip: params('Sort: {sort}'),
  sortedBy: params('Sorted by {sort}'),
  sortedByOnly: params('Sorted by {sort}, {facets} only'),
  withVegMode: params('{summary}, {vegMode}: {mode}'),
  chipsLabel: 'Sort and filter restaurants',
  restaurants: 'Restaurants',
  tryAgain: 'Try again',
  seenAll: 'You have seen all the restaurants that deliver here.',
  showMore: 'Show more restaurants',
  loading: 'Looking for great food near you ...',
  unserviceable: "Location Unserviceable - We don't have any services here till now. Try changing location.",
  rated: params('Rated {rating} out of 5'),
  deliveringTo: params('Delivering to {address}'),
  noServices: "We don't have any services here till now. Try changing location.",
  nearMePrompt: params('Set your delivery location to see {what} that deliver to you.'),
  nearMeNone: params('No {what} deliver to this address yet.'),
  nearMeList: params('{what} that deliver to you'),
});

/** The home page's own texts, drawn on the server only (the app block, link lists, the unserviceable screen). */
export const listingPageMessages = defineMessages('listing.page', {
  title: 'Order food online from restaurants near you',
  description:
    'Browse restaurants that deliver to your address, with offers, ratings and delivery times, and order food online.',
  restaurantsNearYou: 'Restaurants near you',
  appTitle: params('For better experience, download the {site} app now'),
  getTheApp: 'Get the app',
  googlePlay: 'Get it on Google Play',
  appStore: 'Download on the App Store',
  showMore: 'Show More',
  scrollLeft: params('Scroll {title} left'),
  scrollRight: params('Scroll {title} right'),
  unserviceableTitle: 'Location Unserviceable',
  unserviceable: "Location Unserviceable - We don't have any services here till now. Try changing location.",
  citiesWeDeliverTo: 'Cities we deliver to',
});
