/**
 * Tamil: the search page's texts. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant and dish names, and what the diner
 * typed ({query}, {restaurant}). "Enter" is the key's name as printed on keyboards.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { searchMessages } from './en.ts';

export default {
  search: {
    placeholder: 'உணவகங்கள், உணவுகளைத் தேடுங்கள்',
    pageTitle: '{query} – தேடல்',
    pageDescription: 'உங்கள் டெலிவரி முகவரிக்கு அருகிலுள்ள உணவகங்களையும் உணவுகளையும் தேடுங்கள்.',
    clear: 'தேடலை அழி',
    suggestions: 'பரிந்துரைகள்',
    loadingSuggestions: 'பரிந்துரைகள் ஏற்றப்படுகின்றன',
    suggestionsFailed: 'பரிந்துரைகளை ஏற்ற முடியவில்லை: {error}',
    tryAgain: 'மீண்டும் முயலவும்',
    noResultsFor: '“{query}”-க்கு முடிவுகள் இல்லை',
    tryAnother: 'வேறு பெயரை முயலுங்கள், அல்லது கீழே உள்ள பிரபல உணவு வகைகளில் ஒன்றைத் தேர்ந்தெடுங்கள்.',
    loadingCuisines: 'பிரபல உணவு வகைகள் ஏற்றப்படுகின்றன',
    popularCuisines: 'பிரபல உணவு வகைகள்',
    resultsFor: '“{query}”-க்கான முடிவுகள்',
    results: 'தேடல் முடிவுகள்',
    tabRestaurants: 'உணவகங்கள்',
    tabDishes: 'உணவுகள்',
    resultsFailed: 'முடிவுகளை ஏற்ற முடியவில்லை: {error}',
    loadingResults: 'முடிவுகள் ஏற்றப்படுகின்றன',
    noRestaurantsFor: '“{query}”-க்கு உணவகங்கள் எதுவும் இல்லை.',
    noDishesFor: '“{query}”-க்கு உணவுகள் எதுவும் இல்லை.',
    by: '{restaurant} வழங்கும்',
    rated: 'ரேட்டிங்',
    minutes: '{minutes} நிமிடம்',
    noSuggestions: 'பரிந்துரைகள் எதுவும் இல்லை',
    suggestionsFound: {
      one: '{count} பரிந்துரை உள்ளது. மேல், கீழ் அம்புக்குறி விசைகளால் நகர்ந்து Enter அழுத்தித் தேர்ந்தெடுக்கவும்.',
      other: '{count} பரிந்துரைகள் உள்ளன. மேல், கீழ் அம்புக்குறி விசைகளால் நகர்ந்து Enter அழுத்தித் தேர்ந்தெடுக்கவும்.',
    },
    restaurantsCount: { one: '{count} உணவகம்', other: '{count} உணவகங்கள்' },
    dishesCount: { one: '{count} உணவு', other: '{count} உணவுகள்' },
    resultsFound: '{restaurants}, {dishes} கிடைத்தன',
    needLocation: 'தேட உங்கள் டெலிவரி இடத்தை அமைக்கவும்.',
  },
} satisfies CatalogueFile<typeof searchMessages>;
