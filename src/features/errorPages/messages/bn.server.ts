/**
 * Bengali: the 404 and 500 pages' texts. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, URL and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { errorPageMessages } from './en.ts';

export default {
  'pages.errors': {
    notFoundTitle: 'পেজটি পাওয়া যায়নি',
    notFoundDescription: 'আপনি যে পেজটি খুঁজছেন সেটি নেই। কাছাকাছি রেস্তোরাঁ খুঁজুন আর অনলাইনে খাবার অর্ডার করুন।',
    noRoute: 'এই URL-এর কোনো পেজ নেই: {path}',
    noPage: 'আপনি যে পেজটি খুঁজছেন সেটি নেই।',
    goBack: 'ফিরে যান',
    downTitle: 'আমরা শিগগিরই ফিরছি',
    downText: 'একটি সাময়িক সমস্যা ঠিক করা হচ্ছে। অসুবিধার জন্য আমরা দুঃখিত।',
  },
} satisfies CatalogueFile<typeof errorPageMessages>;
