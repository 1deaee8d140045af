/**
 * Hindi: the search page's texts. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant and dish names, and what the diner
 * typed ({query}, {restaurant}). "Enter" is the key's name as printed on keyboards.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { searchMessages } from './en.ts';

export default {
  search: {
    placeholder: 'रेस्टोरेंट और खाना खोजें',
    pageTitle: '{query} – खोज',
    pageDescription: 'अपनी डिलीवरी के पते के पास रेस्टोरेंट और डिश खोजें।',
    clear: 'खोज हटाएँ',
    suggestions: 'सुझाव',
    loadingSuggestions: 'सुझाव लोड हो रहे हैं',
    suggestionsFailed: 'सुझाव लोड नहीं हो सके: {error}',
    tryAgain: 'फिर से कोशिश करें',
    noResultsFor: '“{query}” के लिए कोई नतीजा नहीं मिला',
    tryAnother: 'कोई दूसरा नाम आज़माएँ, या नीचे दिए लोकप्रिय क्विज़ीन में से चुनें।',
    loadingCuisines: 'लोकप्रिय क्विज़ीन लोड हो रहे हैं',
    popularCuisines: 'लोकप्रिय क्विज़ीन',
    resultsFor: '“{query}” के नतीजे',
    results: 'खोज के नतीजे',
    tabRestaurants: 'रेस्टोरेंट',
    tabDishes: 'डिश',
    resultsFailed: 'नतीजे लोड नहीं हो सके: {error}',
    loadingResults: 'नतीजे लोड हो रहे हैं',
    noRestaurantsFor: '“{query}” के लिए कोई रेस्टोरेंट नहीं मिला।',
    noDishesFor: '“{query}” के लिए कोई डिश नहीं मिली।',
    by: '{restaurant} से',
    rated: 'रेटिंग',
    minutes: '{minutes} मिनट',
    noSuggestions: 'कोई सुझाव नहीं मिला',
    suggestionsFound: {
      one: '{count} सुझाव मिला। ऊपर-नीचे तीर वाली कुंजियों से चुनें और Enter दबाएँ।',
      other: '{count} सुझाव मिले। ऊपर-नीचे तीर वाली कुंजियों से चुनें और Enter दबाएँ।',
    },
    restaurantsCount: { one: '{count} रेस्टोरेंट', other: '{count} रेस्टोरेंट' },
    dishesCount: { one: '{count} डिश', other: '{count} डिश' },
    resultsFound: '{restaurants} और {dishes} मिले',
    needLocation: 'खोजने के लिए अपनी डिलीवरी की जगह चुनें।',
  },
} satisfies CatalogueFile<typeof searchMessages>;
