/**
 * Bengali: the location screens' texts. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}), GPS.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { locationMessages } from './en.ts';

export default {
  location: {
    headingMovieMarathon: 'সিনেমা ম্যারাথন?',
    headingGuests: 'হঠাৎ অতিথি?',
    headingLateNight: 'অফিসে রাত হয়ে গেল?',
    headingGameNight: 'গেম নাইট?',
    headingHungry: 'খিদে পেয়েছে?',
    headingCooking: 'রান্না গড়বড় হয়ে গেল?',
    login: 'লগ ইন',
    signUp: 'সাইন আপ',
    sub: 'কাছের প্রিয় রেস্তোরাঁ থেকে খাবার অর্ডার করুন।',
    deliveryLocation: 'ডেলিভারির জায়গা',
    enterLocation: 'আপনার ডেলিভারির জায়গা লিখুন',
    clear: 'মুছুন',
    locateMe: 'আমার লোকেশন',
    findingFood: 'খাবার খুঁজছি',
    findFood: 'খাবার খুঁজুন',
    noResults: 'কিছু পাওয়া যায়নি',
    popularCities: 'ভারতের জনপ্রিয় শহর',
    andMore: 'আরও।',
    changeLocation: 'ডেলিভারির জায়গা বদলান',
    searchArea: 'এলাকা, রাস্তার নাম খুঁজুন',
    searchAreaPlaceholder: 'এলাকা, রাস্তার নাম খুঁজুন...',
    cancel: 'বাতিল',
    rightLocation: 'আপনি কি ঠিক জায়গাটা লিখেছেন?',
    currentLocation: 'বর্তমান লোকেশন নিন',
    usingGps: 'GPS দিয়ে',
    suggestions: 'জায়গার সাজেশন',
    blocked: 'আপনি {site}-কে আপনার লোকেশন দেখতে বাধা দিয়েছেন। এটি ব্যবহার করতে ব্রাউজারের লোকেশন সেটিং বদলান।',
    noAddress: 'এই জায়গার কোনো ঠিকানা পাওয়া যায়নি',
  },
} satisfies CatalogueFile<typeof locationMessages>;
