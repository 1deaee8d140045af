/**
 * Bengali: what a diner reads when a review call is refused. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify; order, review and rating as diners say them (ऑर्डर, रिव्यू, रेटिंग).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { reviewServerMessages } from './en.ts';

export default {
  'server.reviews': {
    signIn: 'আপনার অর্ডারে রেটিং দিতে সাইন ইন করুন',
    alreadyRated: 'আপনি এই অর্ডারে আগেই রেটিং দিয়েছেন।',
    notDelivered: 'অর্ডার ডেলিভারি হওয়ার পর রেটিং দিতে পারবেন।',
    cancelled: 'বাতিল হওয়া অর্ডারে রেটিং দেওয়া যায় না।',
    tooLate: 'ডেলিভারির পর {days} দিন পর্যন্ত রেটিং দেওয়া যায়; এই অর্ডারের সেই সময় পেরিয়ে গেছে।',
    editClosed: 'রেটিং লেখার পর {days} দিন পর্যন্ত বদলানো যায়; আপনি এখনও এটি মুছতে পারেন।',
    noReview: 'আপনি এই অর্ডারে রেটিং দেননি।',
    dishNotInOrder: 'শুধু এই অর্ডারের ডিশেই রেটিং দিতে পারবেন।',
    photoMissing: 'আপনার একটি ছবি পাওয়া যায়নি। দয়া করে আবার যোগ করুন।',
    reviewNotFound: 'এই রিভিউটি আর পাওয়া যাচ্ছে না।',
    ownReview: 'নিজের রিভিউ রিপোর্ট করা যায় না।',
    tooManyReviews: 'গত এক ঘণ্টায় আপনি অনেক অর্ডারে রেটিং দিয়েছেন। কিছুক্ষণ পরে চেষ্টা করুন।',
    tooManyPhotos: 'গত এক ঘণ্টায় আপনি অনেক ছবি যোগ করেছেন। কিছুক্ষণ পরে চেষ্টা করুন।',
    tooManyReports: 'গত এক ঘণ্টায় আপনি অনেক রিপোর্ট পাঠিয়েছেন। কিছুক্ষণ পরে চেষ্টা করুন।',
  },
} satisfies CatalogueFile<typeof reviewServerMessages>;
