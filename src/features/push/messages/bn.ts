/**
 * Bengali: order notifications' texts. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}), iPhone, iPad.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { notifyMessages } from './en.ts';

export default {
  push: {
    button: 'এই অর্ডারের খবর আমাকে জানান',
    stop: 'নোটিফিকেশন বন্ধ করুন',
    offHint: 'এই পেজ বন্ধ থাকলেও, প্রতিটি ধাপে নোটিফিকেশন পান।',
    asking: 'আপনার ব্রাউজারকে জিজ্ঞেস করা হচ্ছে…',
    on: 'এই ডিভাইসে এই অর্ডারের খবর আপনাকে জানানো হবে।',
    blocked:
      'এই সাইটের নোটিফিকেশন ব্লক করা আছে। চালু করতে সাইট সেটিংস খুলুন (ওয়েব ঠিকানার পাশের আইকন), Notifications-কে Allow করুন, তারপর এই পেজটি রিলোড করুন।',
    unsupported:
      'এই ব্রাউজার {site}-এর নোটিফিকেশন দেখাতে পারে না। iPhone বা iPad-এ {site}-কে আপনার Home Screen-এ যোগ করে সেখান থেকে খুলুন।',
    unavailable: 'অর্ডারের নোটিফিকেশন এখন পাওয়া যাচ্ছে না।',
    failed: 'নোটিফিকেশন চালু করা গেল না। আবার চেষ্টা করুন।',
  },
} satisfies CatalogueFile<typeof notifyMessages>;
