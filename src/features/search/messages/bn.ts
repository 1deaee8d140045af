/**
 * Bengali: the search page's texts. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant and dish names, and what the diner
 * typed ({query}, {restaurant}). "Enter" is the key's name as printed on keyboards.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { searchMessages } from './en.ts';

export default {
  search: {
    placeholder: 'রেস্তোরাঁ আর খাবার খুঁজুন',
    pageTitle: '{query} – খোঁজ',
    pageDescription: 'আপনার ডেলিভারির ঠিকানার কাছে রেস্তোরাঁ আর ডিশ খুঁজুন।',
    clear: 'খোঁজ মুছুন',
    suggestions: 'সাজেশন',
    loadingSuggestions: 'সাজেশন লোড হচ্ছে',
    suggestionsFailed: 'সাজেশন লোড করা গেল না: {error}',
    tryAgain: 'আবার চেষ্টা করুন',
    noResultsFor: '“{query}”-এর জন্য কিছু পাওয়া যায়নি',
    tryAnother: 'অন্য নাম দিয়ে দেখুন, বা নিচের জনপ্রিয় কুইজিনগুলোর একটি বেছে নিন।',
    loadingCuisines: 'জনপ্রিয় কুইজিন লোড হচ্ছে',
    popularCuisines: 'জনপ্রিয় কুইজিন',
    resultsFor: '“{query}”-এর ফলাফল',
    results: 'খোঁজের ফলাফল',
    tabRestaurants: 'রেস্তোরাঁ',
    tabDishes: 'ডিশ',
    resultsFailed: 'ফলাফল লোড করা গেল না: {error}',
    loadingResults: 'ফলাফল লোড হচ্ছে',
    noRestaurantsFor: '“{query}”-এর জন্য কোনো রেস্তোরাঁ পাওয়া যায়নি।',
    noDishesFor: '“{query}”-এর জন্য কোনো ডিশ পাওয়া যায়নি।',
    by: '{restaurant}-এর',
    rated: 'রেটিং',
    minutes: '{minutes} মিনিট',
    noSuggestions: 'কোনো সাজেশন পাওয়া যায়নি',
    suggestionsFound: {
      one: '{count}টি সাজেশন পাওয়া গেছে। ওপর-নিচের তীর কী দিয়ে সরান আর বেছে নিতে Enter চাপুন।',
      other: '{count}টি সাজেশন পাওয়া গেছে। ওপর-নিচের তীর কী দিয়ে সরান আর বেছে নিতে Enter চাপুন।',
    },
    restaurantsCount: { one: '{count}টি রেস্তোরাঁ', other: '{count}টি রেস্তোরাঁ' },
    dishesCount: { one: '{count}টি ডিশ', other: '{count}টি ডিশ' },
    resultsFound: '{restaurants} আর {dishes} পাওয়া গেছে',
    needLocation: 'খুঁজতে ডেলিভারির জায়গা বেছে নিন।',
  },
} satisfies CatalogueFile<typeof searchMessages>;
