/**
 * Bengali: the menu's texts.
 * Before launch, a native Bengali copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant, dish and section names, coupon codes.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { menuMessages, offerMessages } from './en.ts';

export default {
  menu: {
    browseMenu: 'মেনু দেখুন',
    close: 'বন্ধ করুন',
    primary: 'প্রাইমারি',
    oldPrice: 'আগের দাম ',
    moreAbout: '{dish} সম্পর্কে আরও',
    more: 'আরও',
    customisable: 'কাস্টমাইজ করা যায়',
    orderingAhead: 'আপনি আগে থেকে অর্ডার করছেন: ডিশ যোগ করুন, তারপর চেকআউটে ডেলিভারির সময় বেছে নিন।',
    closedBrowse: '{state}। মেনু দেখুন আর পরের জন্য আগে থেকে অর্ডার করুন।',
    orderAhead: 'আগে থেকে অর্ডার করুন',
    searchInMenu: 'মেনুতে খুঁজুন',
    ratings: 'রেটিং',
    rated: 'রেটিং ',
    orderingFromHere: 'এখান থেকে অর্ডার',
    dealsForYou: 'আপনার জন্য অফার',
    codeAtCheckout: 'চেকআউটে {code} কোড ব্যবহার করুন',
    code: 'কোড',
    tapToUse: '· ব্যবহার করতে ট্যাপ করুন',
    backToMenu: 'মেনুতে ফিরুন',
    searchDishes: 'ডিশ খুঁজুন',
    searchIn: '{restaurant}-এ খুঁজুন',
    clearSearch: 'খোঁজ মুছুন',
    found: { one: '{count}টি ডিশ পাওয়া গেছে', other: '{count}টি ডিশ পাওয়া গেছে' },
    noMatch: '“{text}”-এর সঙ্গে মেলে এমন কোনো ডিশ নেই',
    matching: 'মিলে যাওয়া ডিশ',
    loading: 'মেনু লোড হচ্ছে',
    loadFailed: 'এই মেনু লোড করা গেল না।',
    tryAgain: 'আবার চেষ্টা করুন',
    outOfReach: 'আপনার এলাকায় ডেলিভারি করে না',
    km: '{km} কিমি',
    backInStock: '{dish} আবার পাওয়া যাচ্ছে।',
    soldOutNow: '{dish} এখন শেষ হয়ে গেছে।',
    locatePrompt: 'এই রেস্তোরাঁ কত দূরে, ডেলিভারির সময় আর ডেলিভারি ফি দেখতে আপনার ডেলিভারির জায়গা বেছে নিন।',
    setLocation: 'ডেলিভারির জায়গা বেছে নিন',
    minutesRange: '{from}-{to} মিনিট',
    ratingsCount: '{count} রেটিং',
    costForTwo: 'দুজনের জন্য {amount}',
    deliveryLocation: 'ডেলিভারির জায়গা',
  },
  'menu.offers': {
    above: '{amount}-এর বেশি',
    freeDelivery: 'ফ্রি ডেলিভারি',
    anyOrder: 'যেকোনো অর্ডারে',
    upto: '{amount} পর্যন্ত',
    percentOff: '{percent}% ছাড়',
    amountOff: '{amount} ছাড়',
    flat: 'ফ্ল্যাট {off}',
    withCode: 'কোড {code}',
  },
} satisfies CatalogueFile<typeof menuMessages | typeof offerMessages>;
