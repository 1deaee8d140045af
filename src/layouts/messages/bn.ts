/**
 * Bengali: the header's texts. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { headerMessages } from './en.ts';

export default {
  header: {
    home: '{site} হোম',
    skipToContent: 'মূল অংশে যান',
    mainNav: 'প্রধান',
    search: 'খুঁজুন',
    offers: 'অফার',
    new: 'নতুন',
    help: 'সাহায্য',
    cart: 'কার্ট',
    deliveryAddress: 'ডেলিভারির ঠিকানা: ',
    setLocation: 'ডেলিভারির জায়গা বেছে নিন',
    language: 'ভাষা',
    languageOffer: '{site} কি {language}য় পড়বেন?',
    languageOfferYes: 'বদলান',
    languageOfferNo: 'না, ধন্যবাদ',
  },
} satisfies CatalogueFile<typeof headerMessages>;
