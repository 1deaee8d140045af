/**
 * Bengali: the offline notice's and the offline page's texts (drawn on the server only). Before launch,
 * a native Bengali copy editor who orders food online proofreads this file. Nothing is kept in English.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { pwaMessages } from './en.ts';

export default {
  pwa: {
    offline: 'আপনি অফলাইন আছেন।',
    savedAt: 'এটি এই ডিভাইসে {time}-এ সেভ হয়েছিল, তারপর বদলে থাকতে পারে।',
    reload: 'এখনকার অবস্থা দেখতে পেজটি রিলোড করুন।',
    pageTitle: 'আপনি অফলাইন আছেন',
    pageDescription: 'আপনি অফলাইন আছেন। আগে খোলা পেজ এই ডিভাইসে এখনও সেভ থাকতে পারে।',
    notSaved: 'এই পেজটি এই ডিভাইসে সেভ করা নেই। আপনার ইন্টারনেট কানেকশন দেখে আবার চেষ্টা করুন।',
    recent: 'সম্প্রতি খোলা পেজগুলি, যেমন দেখেছিলেন তেমনই, এখানে এখনও থাকতে পারে:',
    yourCart: 'আপনার কার্ট',
    yourOrders: 'আপনার অর্ডারগুলি',
    tryHome: 'হোম পেজ খুলে দেখুন',
  },
} satisfies CatalogueFile<typeof pwaMessages>;
