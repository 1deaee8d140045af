/**
 * Telugu: the search page's texts. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant and dish names, and what the diner
 * typed ({query}, {restaurant}). "Enter" is the key's name as printed on keyboards.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { searchMessages } from './en.ts';

export default {
  search: {
    placeholder: 'రెస్టారెంట్లు, ఫుడ్ కోసం వెతకండి',
    pageTitle: '{query} – వెతుకు',
    pageDescription: 'మీ డెలివరీ చిరునామా దగ్గర రెస్టారెంట్లు, వంటకాల కోసం వెతకండి.',
    clear: 'సెర్చ్ తొలగించు',
    suggestions: 'సూచనలు',
    loadingSuggestions: 'సూచనలు లోడ్ అవుతున్నాయి',
    suggestionsFailed: 'సూచనలు లోడ్ కాలేదు: {error}',
    tryAgain: 'మళ్లీ ప్రయత్నించండి',
    noResultsFor: '“{query}” కోసం ఫలితాలు దొరకలేదు',
    tryAnother: 'వేరే పేరు ప్రయత్నించండి, లేదా కింద ఉన్న పాపులర్ వంటకాల్లో ఒకటి ఎంచుకోండి.',
    loadingCuisines: 'పాపులర్ వంటకాలు లోడ్ అవుతున్నాయి',
    popularCuisines: 'పాపులర్ వంటకాలు',
    resultsFor: '“{query}” ఫలితాలు',
    results: 'సెర్చ్ ఫలితాలు',
    tabRestaurants: 'రెస్టారెంట్లు',
    tabDishes: 'వంటకాలు',
    resultsFailed: 'ఫలితాలు లోడ్ కాలేదు: {error}',
    loadingResults: 'ఫలితాలు లోడ్ అవుతున్నాయి',
    noRestaurantsFor: '“{query}” కోసం రెస్టారెంట్లు దొరకలేదు.',
    noDishesFor: '“{query}” కోసం వంటకాలు దొరకలేదు.',
    by: '{restaurant} నుంచి',
    rated: 'రేటింగ్',
    minutes: '{minutes} నిమి',
    noSuggestions: 'సూచనలు ఏవీ దొరకలేదు',
    suggestionsFound: {
      one: '{count} సూచన దొరికింది. పైకి, కిందికి బాణం కీలతో కదిలి, ఎంచుకోవడానికి Enter నొక్కండి.',
      other: '{count} సూచనలు దొరికాయి. పైకి, కిందికి బాణం కీలతో కదిలి, ఎంచుకోవడానికి Enter నొక్కండి.',
    },
    restaurantsCount: { one: '{count} రెస్టారెంట్', other: '{count} రెస్టారెంట్లు' },
    dishesCount: { one: '{count} వంటకం', other: '{count} వంటకాలు' },
    resultsFound: '{restaurants}, {dishes} దొరికాయి',
    needLocation: 'వెతకడానికి మీ డెలివరీ ప్రాంతాన్ని ఎంచుకోండి.',
  },
} satisfies CatalogueFile<typeof searchMessages>;
