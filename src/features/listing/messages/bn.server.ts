/**
 * Bengali: the home page's own texts (drawn on the server). Before launch, a native Bengali copy editor who
 * orders food online proofreads this file. Kept in English on purpose: the brand name ({site}),
 * App Store and Google Play.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { listingPageMessages } from './en.ts';

export default {
  'listing.page': {
    title: 'কাছের রেস্তোরাঁ থেকে অনলাইনে খাবার অর্ডার করুন',
    description: 'আপনার ঠিকানায় ডেলিভারি করে এমন রেস্তোরাঁ দেখুন, তাদের অফার, রেটিং আর ডেলিভারির সময় সহ, আর অনলাইনে খাবার অর্ডার করুন।',
    restaurantsNearYou: 'আপনার কাছের রেস্তোরাঁ',
    appTitle: 'আরও ভালো অভিজ্ঞতার জন্য এখনই {site} অ্যাপ ডাউনলোড করুন',
    getTheApp: 'অ্যাপ নিন',
    googlePlay: 'Google Play থেকে নিন',
    appStore: 'App Store থেকে ডাউনলোড করুন',
    showMore: 'আরও দেখান',
    scrollLeft: '{title} বাঁদিকে সরান',
    scrollRight: '{title} ডানদিকে সরান',
    unserviceableTitle: 'এই জায়গায় পরিষেবা নেই',
    unserviceable: 'এই জায়গায় পরিষেবা নেই - এখানে এখনও আমাদের পরিষেবা শুরু হয়নি। জায়গা বদলে দেখুন।',
    citiesWeDeliverTo: 'যেসব শহরে আমরা ডেলিভারি করি',
  },
} satisfies CatalogueFile<typeof listingPageMessages>;
