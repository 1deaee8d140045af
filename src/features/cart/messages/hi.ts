/**
 * Hindi: the cart's, delivery fees' and coupons' texts.
 * Before launch, a native Hindi copy editor who orders food online proofreads this file.
 * Kept in English on purpose: dish and restaurant names, coupon codes; ₹ amounts come from rupees().
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { cartMessages, feeMessages } from './en.ts';

export default {
  cart: {
    title: 'आपका कार्ट',
    pageDescription: 'ऑर्डर करने से पहले अपने कार्ट की डिश और बिल देख लें।',
    loading: 'आपका कार्ट लोड हो रहा है',
    signInToSee: 'अपना कार्ट देखने के लिए साइन इन करें।',
    empty: 'आपका कार्ट खाली है',
    emptyNote: 'और रेस्टोरेंट देखने के लिए होम पेज पर जाएँ।',
    seeRestaurants: 'आस-पास के रेस्टोरेंट देखें',
    dishesInCart: 'आपके कार्ट की डिश',
    billDetails: 'बिल की जानकारी',
    itemTotal: 'आइटम टोटल',
    deliveryFee: 'डिलीवरी फ़ीस',
    free: 'मुफ़्त',
    taxes: 'टैक्स और शुल्क',
    toPay: 'कुल भुगतान',
    proceed: 'चेकआउट पर जाएँ',
    conflictTitle: 'कार्ट में पहले से आइटम हैं',
    conflictText: 'आपके कार्ट में दूसरे रेस्टोरेंट के आइटम हैं। क्या आप इस रेस्टोरेंट से आइटम जोड़ने के लिए कार्ट खाली करना चाहेंगे?',
    no: 'नहीं',
    startAfresh: 'हाँ, नए सिरे से शुरू करें',
    beforeYouOrder: 'ऑर्डर करने से पहले',
    chooseDeliveryTime: 'डिलीवरी का समय चुनें',
    add: '{dish} जोड़ें',
    addButton: 'जोड़ें',
    quantity: '{item} की मात्रा',
    removeOne: 'एक {item} कम करें',
    addOneMore: 'एक और {item} जोड़ें',
    inCart: { one: 'कार्ट में {count} आइटम', other: 'कार्ट में {count} आइटम' },
  },
  'cart.fees': {
    far: 'दूर ({km} किमी)',
    kms: '{km} किमी',
    freeAbove: '{amount} से ऊपर मुफ़्त',
    freeFrom: '{amount} से मुफ़्त',
    feeLine: '{distance} | {fee} डिलीवरी फ़ीस लगेगी, {free}',
    validOnce: 'हर ग्राहक के लिए एक बार मान्य',
    validFirstOrder: 'सिर्फ़ आपके पहले ऑर्डर पर मान्य',
    couponUnknown: '{code} कोई मान्य कोड नहीं है। रेस्टोरेंट के मेन्यू पर ऑफ़र देखें।',
    couponExpired: '{code} की अवधि खत्म हो गई: यह {day} तक इस्तेमाल हो सकता था।',
    couponForeign: '{code} {restaurant} का ऑफ़र नहीं है। इसी रेस्टोरेंट के ऑफ़र में से कोई कोड इस्तेमाल करें।',
    couponBelowMinimum: '{code} के लिए आइटम टोटल कम से कम {minimum} होना चाहिए: इसे इस्तेमाल करने के लिए {more} और जोड़ें।',
    onePerOrder: 'एक ऑर्डर पर सिर्फ़ एक कूपन इस्तेमाल हो सकता है।',
    couponUsedOnce: '{code} हर ग्राहक एक बार ही इस्तेमाल कर सकता है, और आप इसे पिछले ऑर्डर पर इस्तेमाल कर चुके हैं।',
    couponFirstOrder: '{code} सिर्फ़ आपके पहले ऑर्डर के लिए है।',
    couponCopied: '{code} कॉपी हो गया: चेकआउट पर लग जाएगा',
    couponApplied: '{code} चेकआउट पर लग जाएगा',
  },
} satisfies CatalogueFile<typeof cartMessages | typeof feeMessages>;
