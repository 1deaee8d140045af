/**
 * Bengali: help with an order. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant and dish names ({restaurant}, {name}), the order number and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { helpMessages } from './en.ts';

export default {
  help: {
    title: 'অর্ডারে সাহায্য',
    reason: 'কী সমস্যা হয়েছে?',
    dishes: 'কোন কোন ডিশ?',
    howMany: 'কতগুলো',
    words: 'আরও জানান (ঐচ্ছিক)',
    photos: 'ছবি যোগ করুন ({max}টি পর্যন্ত)',
    submit: 'পাঠান',
    chooseReason: 'কী সমস্যা হয়েছে, বেছে নিন।',
    chooseDishes: 'এটা কোন ডিশ নিয়ে, বেছে নিন।',
    photosWaiting: 'ছবিগুলো যোগ হওয়া পর্যন্ত অপেক্ষা করুন, বা যেগুলো যোগ করা যায়নি সেগুলো সরিয়ে দিন।',
    tooLong: '{max} অক্ষরের মধ্যে রাখুন।',
    refunded: '{amount} রিফান্ড হয়েছে',
    answered: 'উত্তর দেওয়া হয়েছে',
    waiting: 'আমাদের টিমের উত্তরের অপেক্ষায়',
    dishLine: '{quantity} × {name}',
    orderFrom: '{restaurant} থেকে অর্ডার #{number}',
    cancelled: 'এই অর্ডারটি বাতিল হয়েছে। অনলাইনে করা যেকোনো পেমেন্ট পুরোটাই রিফান্ড করা হয়।',
    teamLooking: 'আমাদের টিম আপনার অনুরোধ দেখছে, এখানেই উত্তর দেবে।',
    notYet: 'অর্ডার রাস্তায় থাকলে এখানে সাহায্য চাইতে পারবেন।',
    loadFailed: 'সাহায্যের ফর্ম খোলা গেল না। কানেকশন দেখে আবার চেষ্টা করুন।',
    section: 'সাহায্য',
    yourRequests: 'আপনার অনুরোধ',
    getHelp: 'সাহায্য নিন',
  },
} satisfies CatalogueFile<typeof helpMessages>;
