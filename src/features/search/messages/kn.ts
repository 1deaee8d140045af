/**
 * Kannada: the search page's texts. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant and dish names, and what the diner
 * typed ({query}, {restaurant}). "Enter" is the key's name as printed on keyboards.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { searchMessages } from './en.ts';

export default {
  search: {
    placeholder: 'ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು ಮತ್ತು ಊಟ ಹುಡುಕಿ',
    pageTitle: '{query} – ಹುಡುಕಾಟ',
    pageDescription: 'ನಿಮ್ಮ ಡೆಲಿವರಿ ವಿಳಾಸದ ಹತ್ತಿರ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು ಮತ್ತು ಖಾದ್ಯಗಳನ್ನು ಹುಡುಕಿ.',
    clear: 'ಹುಡುಕಾಟ ಅಳಿಸಿ',
    suggestions: 'ಸಲಹೆಗಳು',
    loadingSuggestions: 'ಸಲಹೆಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ',
    suggestionsFailed: 'ಸಲಹೆಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ: {error}',
    tryAgain: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    noResultsFor: '“{query}” ಗೆ ಯಾವುದೇ ಫಲಿತಾಂಶ ಸಿಗಲಿಲ್ಲ',
    tryAnother: 'ಬೇರೆ ಹೆಸರು ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ಕೆಳಗಿನ ಜನಪ್ರಿಯ ಖಾದ್ಯ ಶೈಲಿಗಳಲ್ಲಿ ಒಂದನ್ನು ಆರಿಸಿ.',
    loadingCuisines: 'ಜನಪ್ರಿಯ ಖಾದ್ಯ ಶೈಲಿಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ',
    popularCuisines: 'ಜನಪ್ರಿಯ ಖಾದ್ಯ ಶೈಲಿಗಳು',
    resultsFor: '“{query}” ಫಲಿತಾಂಶಗಳು',
    results: 'ಹುಡುಕಾಟದ ಫಲಿತಾಂಶಗಳು',
    tabRestaurants: 'ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು',
    tabDishes: 'ಖಾದ್ಯಗಳು',
    resultsFailed: 'ಫಲಿತಾಂಶಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ: {error}',
    loadingResults: 'ಫಲಿತಾಂಶಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ',
    noRestaurantsFor: '“{query}” ಗೆ ಯಾವುದೇ ರೆಸ್ಟೋರೆಂಟ್ ಸಿಗಲಿಲ್ಲ.',
    noDishesFor: '“{query}” ಗೆ ಯಾವುದೇ ಖಾದ್ಯ ಸಿಗಲಿಲ್ಲ.',
    by: '{restaurant} ಇಂದ',
    rated: 'ರೇಟಿಂಗ್',
    minutes: '{minutes} ನಿಮಿಷ',
    noSuggestions: 'ಯಾವುದೇ ಸಲಹೆ ಸಿಗಲಿಲ್ಲ',
    suggestionsFound: {
      one: '{count} ಸಲಹೆ ಸಿಕ್ಕಿದೆ. ಮೇಲೆ, ಕೆಳಗೆ ಬಾಣದ ಕೀಗಳಿಂದ ಸರಿಸಿ, ಆರಿಸಲು Enter ಒತ್ತಿ.',
      other: '{count} ಸಲಹೆಗಳು ಸಿಕ್ಕಿವೆ. ಮೇಲೆ, ಕೆಳಗೆ ಬಾಣದ ಕೀಗಳಿಂದ ಸರಿಸಿ, ಆರಿಸಲು Enter ಒತ್ತಿ.',
    },
    restaurantsCount: { one: '{count} ರೆಸ್ಟೋರೆಂಟ್', other: '{count} ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು' },
    dishesCount: { one: '{count} ಖಾದ್ಯ', other: '{count} ಖಾದ್ಯಗಳು' },
    resultsFound: '{restaurants} ಮತ್ತು {dishes} ಸಿಕ್ಕಿವೆ',
    needLocation: 'ಹುಡುಕಲು ನಿಮ್ಮ ಡೆಲಿವರಿ ಸ್ಥಳವನ್ನು ಆರಿಸಿ.',
  },
} satisfies CatalogueFile<typeof searchMessages>;
