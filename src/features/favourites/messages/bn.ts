/**
 * Bengali: the favourites' texts. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant names ({name}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { favouritesMessages } from './en.ts';

export default {
  favourites: {
    signIn: 'প্রিয় রেস্তোরাঁ সেভ করতে সাইন ইন করুন।',
    notFavourite: 'এই রেস্তোরাঁটি আপনার ফেভারিটে নেই।',
    tooMany: 'আপনি সর্বোচ্চ 200টি প্রিয় রেস্তোরাঁ সেভ করতে পারেন। নতুন যোগ করতে একটি সরান।',
    saved: 'ফেভারিটে সেভ হয়েছে',
    removed: 'ফেভারিট থেকে সরানো হয়েছে',
    heartSave: '{name} ফেভারিটে সেভ করুন',
    heartRemove: '{name} ফেভারিট থেকে সরান',
    thisRestaurant: 'এই রেস্তোরাঁ',
    listLabel: 'আপনার প্রিয় রেস্তোরাঁ',
    gone: 'এই রেস্তোরাঁটি আর সাইটে নেই।',
    signInToSee: 'সেভ করা রেস্তোরাঁগুলো দেখতে সাইন ইন করুন।',
    title: 'আপনার ফেভারিট',
    description: 'আপনার সেভ করা রেস্তোরাঁ, আপনার ঠিকানায় তাদের রেটিং আর ডেলিভারির সময় সহ।',
    cannotShow: 'এখন আপনার ফেভারিট দেখানো যাচ্ছে না। এক মিনিট পরে আবার চেষ্টা করুন।',
    empty: 'আপনি এখনও কোনো রেস্তোরাঁ সেভ করেননি। কোনো রেস্তোরাঁ এখানে রাখতে তার হার্টে ট্যাপ করুন।',
    seeNearYou: 'কাছের রেস্তোরাঁ দেখুন',
  },
} satisfies CatalogueFile<typeof favouritesMessages>;
