/**
 * Marathi: what a diner reads when a review call is refused. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify; order, review and rating as diners say them (ऑर्डर, रिव्यू, रेटिंग).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { reviewServerMessages } from './en.ts';

export default {
  'server.reviews': {
    signIn: 'तुमच्या ऑर्डरला रेटिंग देण्यासाठी साइन इन करा',
    alreadyRated: 'तुम्ही या ऑर्डरला आधीच रेटिंग दिले आहे.',
    notDelivered: 'ऑर्डर डिलिव्हर झाल्यानंतर तुम्ही रेटिंग देऊ शकता.',
    cancelled: 'रद्द झालेल्या ऑर्डरला रेटिंग देता येत नाही.',
    tooLate: 'डिलिव्हरीनंतर {days} दिवसांपर्यंत रेटिंग देता येते; या ऑर्डरची ती वेळ संपली आहे.',
    editClosed: 'रेटिंग लिहिल्यानंतर {days} दिवसांपर्यंत बदलता येते; तुम्ही अजूनही ते हटवू शकता.',
    noReview: 'तुम्ही या ऑर्डरला रेटिंग दिलेले नाही.',
    dishNotInOrder: 'तुम्ही फक्त या ऑर्डरमधील डिशना रेटिंग देऊ शकता.',
    photoMissing: 'तुमचा एक फोटो सापडला नाही. कृपया तो पुन्हा जोडा.',
    reviewNotFound: 'हा रिव्ह्यू आता उपलब्ध नाही.',
    ownReview: 'तुम्ही स्वतःचा रिव्ह्यू रिपोर्ट करू शकत नाही.',
    tooManyReviews: 'गेल्या तासाभरात तुम्ही अनेक ऑर्डरना रेटिंग दिले आहे. कृपया थोड्या वेळाने प्रयत्न करा.',
    tooManyPhotos: 'गेल्या तासाभरात तुम्ही अनेक फोटो जोडले आहेत. कृपया थोड्या वेळाने प्रयत्न करा.',
    tooManyReports: 'गेल्या तासाभरात तुम्ही अनेक रिपोर्ट पाठवले आहेत. कृपया थोड्या वेळाने प्रयत्न करा.',
  },
} satisfies CatalogueFile<typeof reviewServerMessages>;
