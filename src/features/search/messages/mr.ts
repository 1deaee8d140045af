/**
 * Marathi: the search page's texts. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant and dish names, and what the diner
 * typed ({query}, {restaurant}). "Enter" is the key's name as printed on keyboards.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { searchMessages } from './en.ts';

export default {
  search: {
    placeholder: 'रेस्टॉरंट आणि जेवण शोधा',
    pageTitle: '{query} – शोध',
    pageDescription: 'तुमच्या डिलिव्हरीच्या पत्त्याजवळ रेस्टॉरंट आणि डिश शोधा.',
    clear: 'शोध काढा',
    suggestions: 'सूचना',
    loadingSuggestions: 'सूचना लोड होत आहेत',
    suggestionsFailed: 'सूचना लोड होऊ शकल्या नाहीत: {error}',
    tryAgain: 'पुन्हा प्रयत्न करा',
    noResultsFor: '“{query}” साठी काहीही सापडले नाही',
    tryAnother: 'दुसरे नाव वापरून पाहा, किंवा खालील लोकप्रिय क्युझिनपैकी एक निवडा.',
    loadingCuisines: 'लोकप्रिय क्युझिन लोड होत आहेत',
    popularCuisines: 'लोकप्रिय क्युझिन',
    resultsFor: '“{query}” चे निकाल',
    results: 'शोधाचे निकाल',
    tabRestaurants: 'रेस्टॉरंट',
    tabDishes: 'डिश',
    resultsFailed: 'निकाल लोड होऊ शकले नाहीत: {error}',
    loadingResults: 'निकाल लोड होत आहेत',
    noRestaurantsFor: '“{query}” साठी एकही रेस्टॉरंट सापडले नाही.',
    noDishesFor: '“{query}” साठी एकही डिश सापडली नाही.',
    by: '{restaurant} कडून',
    rated: 'रेटिंग',
    minutes: '{minutes} मिनिटे',
    noSuggestions: 'एकही सूचना सापडली नाही',
    suggestionsFound: {
      one: '{count} सूचना सापडली. वर-खाली बाणांच्या कीने फिरा आणि निवडण्यासाठी Enter दाबा.',
      other: '{count} सूचना सापडल्या. वर-खाली बाणांच्या कीने फिरा आणि निवडण्यासाठी Enter दाबा.',
    },
    restaurantsCount: { one: '{count} रेस्टॉरंट', other: '{count} रेस्टॉरंट' },
    dishesCount: { one: '{count} डिश', other: '{count} डिश' },
    resultsFound: '{restaurants} आणि {dishes} सापडल्या',
    needLocation: 'शोधण्यासाठी तुमचे डिलिव्हरीचे ठिकाण निवडा.',
  },
} satisfies CatalogueFile<typeof searchMessages>;
