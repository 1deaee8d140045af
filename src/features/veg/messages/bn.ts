/**
 * Bengali: the veg-only mode's texts. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none ("veg" and "non-veg" are written as diners say them).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { vegMessages } from './en.ts';

export default {
  veg: {
    title: 'ভেজ মোড',
    off: 'বন্ধ',
    offNote: 'সব ডিশ দেখান',
    veg: 'ভেজ',
    vegNote: 'শুধু ভেজ ডিশ',
    egg: 'ভেজ + ডিম',
    eggNote: 'ভেজ ডিশ আর ডিমের ডিশ',
    emptyMenuVeg: 'এখানে কোনো ভেজ ডিশ নেই',
    emptyMenuEgg: 'এখানে কোনো ভেজ বা ডিমের ডিশ নেই',
    emptyMenuNote: 'এই রেস্তোরাঁয় ভেজ মোডে কিছু নেই। পুরো মেনু দেখতে ভেজ মোড বন্ধ করুন।',
    emptyListVeg: 'এখানে ভেজ ডিশ আছে এমন কোনো রেস্তোরাঁ নেই',
    emptyListEgg: 'এখানে ভেজ বা ডিমের ডিশ আছে এমন কোনো রেস্তোরাঁ নেই',
    emptyListNote: 'সবগুলো দেখতে ভেজ মোড বন্ধ করুন।',
    showAll: 'ভেজ মোড বন্ধ করুন',
    hiddenFavourites: {
      one: 'আপনার সেভ করা {count}টি রেস্তোরাঁ ভেজ মোডের জন্য লুকানো আছে।',
      other: 'আপনার সেভ করা {count}টি রেস্তোরাঁ ভেজ মোডের জন্য লুকানো আছে।',
    },
    notSaved: 'ভেজ মোড আপনার অ্যাকাউন্টে সেভ করা গেল না। এই ব্রাউজার এটি মনে রাখবে।',
    markVeg: 'ভেজ',
    markEgg: 'ডিম আছে',
    markNonVeg: 'নন-ভেজ',
  },
} satisfies CatalogueFile<typeof vegMessages>;
