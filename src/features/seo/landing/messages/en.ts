/** The prebuilt landing pages' texts in English (city, neighbourhood, cuisine and best-restaurant pages); other languages beside this file. */
import { count, defineMessages, params } from '#src/i18n/define.ts';

/** Words every landing page shares: the breadcrumb, the near-you section, lists. */
export const landingMessages = defineMessages('seo.landing', {
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  deliverToYou: 'Restaurants that deliver to you',
  restaurants: 'Restaurants',
  restaurantsInSentence: 'restaurants',
  openLateLede: 'Kitchens that keep cooking after 11 pm on some nights of the week.',
  // City pages
  cityTitle: params('Order food online in {city}: restaurants near you'),
  cityDescription: params(
    'Order food online from {count} restaurants in {city}, {state}: {cuisines} and more, delivered to your door.',
  ),
  cityHeading: params('Food delivery in {city}'),
  cityTotal: params('{count} restaurants deliver across {city}, {state}.'),
  cityIntro: params(
    'Restaurants across {city}, {state}, deliver through us: {count} of them, with their menus, prices and ratings.',
  ),
  cityIntroCuisines: params('Diners here order {cuisines} most often.'),
  seeBestIn: params('See the best restaurants in {city}'),
  restaurantsIn: params('Restaurants in {city}'),
  openLateIn: params('Open late in {city}'),
  localitiesIn: params('Localities we deliver to in {city}'),
  popularCuisinesIn: params('Popular cuisines in {city}'),
  bestIn: params('Best restaurants in {city}'),
  allIn: params('All restaurants in {city}'),
  backTo: params('Back to {city}'),
  // A city's best restaurants
  bestTitle: params('Best restaurants in {city}, ranked by diners'),
  bestDescription: params(
    "The {count} best-rated restaurants in {city}, {state}, ranked by diners' ratings, with cuisines, cost for two and delivery times.",
  ),
  bestCrumb: 'Best restaurants',
  rankedLede: 'Ranked by the average rating diners gave them.',
  // Neighbourhood pages
  localityTitle: params('Food delivery in {locality}, {city}: restaurants near you'),
  localityDescription: params(
    'Order food online from restaurants near {locality}, {city}: {cuisines} and more, with menus, prices and ratings.',
  ),
  localFavourites: 'local favourites',
  localityHeading: params('Food delivery in {locality}, {city}'),
  localityLede: params('The {count} restaurants of {city} nearest {locality}, all within {distance} of it.'),
  restaurantsNear: params('Restaurants near {locality}'),
  restaurantsNearIn: params('Restaurants near {locality}, {city}'),
  openLateNear: params('Open late near {locality}'),
  openLateNearLede: 'The nearest kitchens that keep cooking after 11 pm on some nights of the week.',
  cuisinesNear: params('Cuisines near {locality}'),
  localitiesNear: params('Localities near {locality}'),
  // Cuisine pages
  cuisineTitle: params('{cuisine} restaurants near me: order {cuisine} food online'),
  cuisineDescription: params('Order {cuisine} food online from {count} restaurants in {cities} cities.'),
  cuisineHeading: params('{cuisine} restaurants near me'),
  cuisineNearYou: params('{cuisine} restaurants that deliver to you'),
  cuisineRestaurants: params('{cuisine} restaurants'),
  cuisineTop: params('Top {cuisine} restaurants'),
  cuisineCities: params('Cities where {cuisine} food is delivered'),
  cuisineIntroCities: params<{ cuisine: string; restaurants: number }>(
    count({
      one: '{restaurants} restaurants in {count} city serve {cuisine} food.',
      other: '{restaurants} restaurants in {count} cities serve {cuisine} food.',
    }),
  ),
  cuisineIntroNext: 'Set your delivery location to see those that deliver to you.',
  // Restaurants near me, and the best near me
  nearMeTitle: 'Restaurants near me: order food online',
  nearMeDescription:
    'Find restaurants near you that deliver now, with ratings, delivery times and offers, and order food online across India.',
  nearMeHeading: 'Restaurants near me',
  popular: 'Popular restaurants',
  bestNearMeTitle: 'Best restaurants near me, ranked by diners',
  bestNearMeDescription:
    "The best-rated restaurants near you and across India, ranked by diners' ratings, with delivery times and cost for two.",
  bestNearMeHeading: 'Best restaurants near me',
  bestNearYou: 'Best-rated restaurants that deliver to you',
  bestRestaurants: 'Best restaurants',
  bestInSentence: 'best restaurants',
  bestAcrossIndia: 'Best-rated across India',
  bestRated: 'Best-rated restaurants',
});

/** The site footer: its headings, links and directories. */
export const footerMessages = defineMessages('seo.footer', {
  company: 'Company',
  workWithUs: 'Work with us',
  blog: 'Blog',
  corporate: params('{site} Corporate'),
  partner: 'Partner with us',
  ride: 'Ride with us',
  getApp: 'Get the app',
  appStore: 'Download on the App Store',
  googlePlay: 'Get it on Google Play',
  followUs: 'Follow us',
  socialLinks: 'Social links',
  copyright: params('© {year} {site} Technologies Limited'),
  about: 'About',
  team: 'Team',
  careers: 'Careers',
  bugBounty: 'Bug Bounty',
  support: 'Help & Support',
  terms: 'Terms & Conditions',
  refunds: 'Refund & Cancellation',
  privacy: 'Privacy Policy',
  cookies: 'Cookie Policy',
  offerTerms: 'Offer Terms',
  phishing: 'Phishing & Fraud',
  corporateTerms: 'Corporate – Terms & Conditions',
  corporateDiscounts: 'Corporate – Discounts',
  weDeliverTo: 'We deliver to',
  cityColumn: params('Cities, column {number}'),
  bestPlaces: 'Best Places to Eat Across Cities',
  bestInCity: params('Best Restaurants in {city}'),
  cuisinesNearYou: 'Cuisines near you',
  cuisineNearMe: params('{cuisine} Restaurants Near Me'),
});
