/**
 * Bengali: what pushes and the push endpoints say. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify; order, rider, payment and notification are written as diners say them (ऑर्डर, राइडर, पेमेंट).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { pushMessages } from './en.ts';

export default {
  'server.push': {
    title: 'অর্ডার #{number}',
    placed: 'আপনার অর্ডার পেয়েছি, রেস্তোরাঁয় পাঠানো হচ্ছে।',
    payment_pending: 'আপনার পেমেন্ট বাকি আছে। পেমেন্ট শেষ করতে অর্ডারটি খুলুন।',
    paid: 'পেমেন্ট পেয়েছি। আপনার অর্ডার রেস্তোরাঁয় পাঠানো হচ্ছে।',
    payment_failed: 'আপনার পেমেন্ট হয়নি। আবার পেমেন্ট করতে অর্ডারটি খুলুন।',
    accepted: 'রেস্তোরাঁ আপনার অর্ডার গ্রহণ করেছে।',
    preparing: 'কিচেনে আপনার খাবার তৈরি হচ্ছে।',
    picked_up: 'আপনার রাইডার খাবার নিয়ে নিয়েছেন।',
    on_the_way: 'আপনার খাবার পথে আছে।',
    delivered: 'আপনার অর্ডার ডেলিভারি হয়ে গেছে। মজা করে খান!',
    cancelled: 'আপনার অর্ডার বাতিল হয়েছে। আপনার টাকার কী হবে দেখতে অর্ডারটি খুলুন।',
    arriving: 'আপনার রাইডার পৌঁছে যাচ্ছেন। দয়া করে দরজায় তৈরি থাকুন।',
    signIn: 'অর্ডারের আপডেট পেতে সাইন ইন করুন',
    off: 'এই মুহূর্তে নোটিফিকেশন পাওয়া যাচ্ছে না।',
  },
} satisfies CatalogueFile<typeof pushMessages>;
