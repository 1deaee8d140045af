/**
 * Bengali: the home listing's texts. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant and cuisine names ({what}, {address}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { listingMessages } from './en.ts';

export default {
  listing: {
    sortRelevance: 'প্রাসঙ্গিকতা',
    sortDeliveryTime: 'ডেলিভারির সময়',
    sortRating: 'রেটিং',
    facetPureVeg: 'পিওর ভেজ',
    facetRating4: 'রেটিং 4.0+',
    facetFastDelivery: 'ফাস্ট ডেলিভারি',
    facetOffers: 'অফার',
    sortChip: 'সাজান: {sort}',
    sortedBy: '{sort} অনুযায়ী সাজানো',
    sortedByOnly: '{sort} অনুযায়ী সাজানো, শুধু {facets}',
    withVegMode: '{summary}, {vegMode}: {mode}',
    chipsLabel: 'রেস্তোরাঁ সাজান ও ফিল্টার করুন',
    restaurants: 'রেস্তোরাঁ',
    tryAgain: 'আবার চেষ্টা করুন',
    seenAll: 'এখানে ডেলিভারি করে এমন সব রেস্তোরাঁ আপনি দেখে ফেলেছেন।',
    showMore: 'আরও রেস্তোরাঁ দেখান',
    loading: 'আপনার কাছাকাছি দারুণ খাবার খুঁজছি ...',
    unserviceable: 'এই জায়গায় পরিষেবা নেই - এখানে এখনও আমাদের পরিষেবা শুরু হয়নি। জায়গা বদলে দেখুন।',
    rated: '5-এর মধ্যে {rating} রেটিং',
    deliveringTo: '{address}-এ ডেলিভারি',
    noServices: 'এখানে এখনও আমাদের পরিষেবা শুরু হয়নি। জায়গা বদলে দেখুন।',
    nearMePrompt: 'আপনার কাছে ডেলিভারি করে এমন {what} দেখতে ডেলিভারির জায়গা বেছে নিন।',
    nearMeNone: 'এই ঠিকানায় এখনও কোনো {what} ডেলিভারি করে না।',
    nearMeList: 'আপনার কাছে ডেলিভারি করে এমন {what}',
  },
} satisfies CatalogueFile<typeof listingMessages>;
