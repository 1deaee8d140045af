/** The menu's texts in English (the spec's words); the other languages beside this file. */
import { count, defineMessages, params } from '#src/i18n/define.ts';

/** The restaurant menu island: header, offers, search, dish rows, Browse Menu. */
export const menuMessages = defineMessages('menu', {
  browseMenu: 'Browse Menu',
  close: 'Close',
  primary: 'Primary',
  oldPrice: 'Old price ',
  moreAbout: params('More about {dish}'),
  more: 'More',
  customisable: 'Customisable',
  orderingAhead: 'You are ordering ahead: add dishes, then choose a delivery time at checkout.',
  closedBrowse: params('{state}. Browse the menu and order ahead for later.'),
  orderAhead: 'Order ahead',
  searchInMenu: 'Search in menu',
  ratings: 'Ratings',
  rated: 'Rated ',
  orderingFromHere: 'Ordering from here',
  dealsForYou: 'Deals for you',
  codeAtCheckout: params('Use code {code} at checkout'),
  code: 'Code',
  tapToUse: '· Tap to use',
  backToMenu: 'Back to menu',
  searchDishes: 'Search dishes',
  searchIn: params('Search in {restaurant}'),
  clearSearch: 'Clear search',
  found: count({ one: '{count} dish found', other: '{count} dishes found' }),
  noMatch: params('No dishes match “{text}”'),
  matching: 'Matching dishes',
  loading: 'Loading menu',
  loadFailed: 'This menu could not be loaded.',
  tryAgain: 'Try again',
  outOfReach: 'Does not deliver to your area',
  km: params('{km} km'),
  backInStock: params('{dish} is back in stock.'),
  soldOutNow: params('{dish} is sold out now.'),
  locatePrompt: 'Set your delivery location to see how far this restaurant is, the delivery time and the delivery fee.',
  setLocation: 'Set delivery location',
  deliveryLocation: 'Delivery location',
  minutesRange: params('{from}-{to} mins'),
  ratingsCount: params('{count} ratings'),
  costForTwo: params('{amount} for two'),
});

/** The restaurant page's title, description and breadcrumb, for search engines and the browser tab. */
export const menuSeoMessages = defineMessages('menu.seo', {
  title: params('{restaurant}, {place}: order online'),
  rated: params(' Rated {rating} ({ratings}).'),
  description: params(
    'Order {cuisines} online from {restaurant} in {place} for home delivery.{rating}{cost} See the full menu with prices.',
  ),
  food: 'food',
  home: 'Home',
});

/** An offer's words on the menu, written from its terms (src/lib/offerTerms.ts); in capitals as deals are shown. */
export const offerMessages = defineMessages('menu.offers', {
  above: params('ABOVE {amount}'),
  freeDelivery: 'FREE DELIVERY',
  anyOrder: 'ON ANY ORDER',
  upto: params('UPTO {amount}'),
  percentOff: params('{percent}% OFF'),
  amountOff: params('{amount} OFF'),
  flat: params('FLAT {off}'),
  withCode: params('USE {code}'),
});
