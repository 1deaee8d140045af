/**
 * Bengali: the /locate page's own texts (drawn on the server). Before launch, a native Bengali copy editor
 * who orders food online proofreads this file. Kept in English on purpose: the brand name ({site}),
 * App Store and Google Play.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { locatePageMessages } from './en.ts';

export default {
  'location.page': {
    title: 'কাছের রেস্তোরাঁ থেকে অনলাইনে খাবার অর্ডার করুন | {site}',
    description:
      '{site} ভারতের {cities}টি শহরে আপনার কাছের সেরা রেস্তোরাঁ থেকে খাবার ডেলিভারি করে। কাছে কী খোলা আছে দেখতে ডেলিভারির জায়গা বেছে নিন।',
    home: 'হোম',
    weDeliverTo: 'আমরা যেখানে ডেলিভারি করি',
    why: 'কেন {site}-এ অর্ডার করবেন',
    noMinimum: 'কোনো মিনিমাম অর্ডার নেই',
    noMinimumText: 'একজনের জন্য হোক বা পুরো দলের জন্য, অর্ডার করুন: কোনো মিনিমাম অর্ডার ভ্যালু নেই।',
    tracking: 'লাইভ অর্ডার ট্র্যাকিং',
    trackingText: 'রেস্তোরাঁর রান্নাঘর থেকে আপনার দরজা পর্যন্ত, দেখুন আপনার অর্ডার কোথায়।',
    fast: 'বিদ্যুৎগতির ডেলিভারি',
    fastText: 'কাছের রেস্তোরাঁ আর কাছাকাছি থাকা রাইডাররা আপনার খাবার গরম গরম, সময়মতো পৌঁছে দেয়।',
    pocket: 'রেস্তোরাঁ আপনার পকেটে',
    pocketText: '{site} অ্যাপ দিয়ে প্রিয় রেস্তোরাঁ থেকে অর্ডার করুন আর যেখানেই থাকুন ট্র্যাক করুন।',
    appStore: 'App Store থেকে ডাউনলোড করুন',
    googlePlay: 'Google Play থেকে নিন',
  },
} satisfies CatalogueFile<typeof locatePageMessages>;
