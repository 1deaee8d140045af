/**
 * Hindi: what a diner reads when a review call is refused. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify; order, review and rating as diners say them (ऑर्डर, रिव्यू, रेटिंग).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { reviewServerMessages } from './en.ts';

export default {
  'server.reviews': {
    signIn: 'अपने ऑर्डर को रेटिंग देने के लिए साइन इन करें',
    alreadyRated: 'आप इस ऑर्डर को पहले ही रेटिंग दे चुके हैं।',
    notDelivered: 'ऑर्डर डिलीवर होने के बाद आप इसे रेटिंग दे सकते हैं।',
    cancelled: 'कैंसल हुए ऑर्डर को रेटिंग नहीं दी जा सकती।',
    tooLate: 'डिलीवरी के बाद {days} दिन तक ऑर्डर को रेटिंग दी जा सकती है; इस ऑर्डर के लिए यह समय निकल चुका है।',
    editClosed: 'रेटिंग लिखने के बाद {days} दिन तक बदली जा सकती है; आप अब भी इसे हटा सकते हैं।',
    noReview: 'आपने इस ऑर्डर को रेटिंग नहीं दी है।',
    dishNotInOrder: 'आप सिर्फ़ इसी ऑर्डर की डिश को रेटिंग दे सकते हैं।',
    photoMissing: 'आपकी एक फ़ोटो नहीं मिली। कृपया उसे फिर से जोड़ें।',
    reviewNotFound: 'यह रिव्यू अब उपलब्ध नहीं है।',
    ownReview: 'आप अपना ही रिव्यू रिपोर्ट नहीं कर सकते।',
    tooManyReviews: 'पिछले एक घंटे में आपने कई ऑर्डर को रेटिंग दी है। कृपया थोड़ी देर बाद कोशिश करें।',
    tooManyPhotos: 'पिछले एक घंटे में आपने कई फ़ोटो जोड़ी हैं। कृपया थोड़ी देर बाद कोशिश करें।',
    tooManyReports: 'पिछले एक घंटे में आपने कई रिपोर्ट भेजी हैं। कृपया थोड़ी देर बाद कोशिश करें।',
  },
} satisfies CatalogueFile<typeof reviewServerMessages>;
