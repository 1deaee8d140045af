/** The search page's texts in English (the spec's words); the other languages beside this file. */
import { count, defineMessages, params } from '#src/i18n/define.ts';

/** The search box, its suggestions, the single-restaurant view and what the live region says. */
export const searchMessages = defineMessages('search', {
  placeholder: 'Search for restaurants and food',
  pageTitle: params('{query} – Search'),
  pageDescription: 'Search for restaurants and dishes near your delivery address.',
  clear: 'Clear search',
  suggestions: 'Suggestions',
  loadingSuggestions: 'Loading suggestions',
  suggestionsFailed: params('Could not load suggestions: {error}'),
  tryAgain: 'Try again',
  noResultsFor: params('No results found for “{query}”'),
  tryAnother: 'Try another name, or pick one of the popular cuisines below.',
  loadingCuisines: 'Loading popular cuisines',
  popularCuisines: 'Popular Cuisines',
  resultsFor: params('Results for “{query}”'),
  results: 'Search results',
  tabRestaurants: 'Restaurants',
  tabDishes: 'Dishes',
  resultsFailed: params('Could not load the results: {error}'),
  loadingResults: 'Loading results',
  noRestaurantsFor: params('No restaurants found for “{query}”.'),
  noDishesFor: params('No dishes found for “{query}”.'),
  by: params('By {restaurant}'),
  rated: 'Rated',
  minutes: params('{minutes} mins'),
  noSuggestions: 'No suggestions found',
  suggestionsFound: count({
    one: '{count} suggestion found. Use the up and down arrow keys to move and Enter to choose.',
    other: '{count} suggestions found. Use the up and down arrow keys to move and Enter to choose.',
  }),
  restaurantsCount: count({ one: '{count} restaurant', other: '{count} restaurants' }),
  dishesCount: count({ one: '{count} dish', other: '{count} dishes' }),
  resultsFound: params('{restaurants} and {dishes} found'),
  needLocation: 'Set your delivery location to search.',
});
