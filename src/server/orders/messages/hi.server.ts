/**
 * Hindi: what the order endpoints tell a diner, an order's history notes and what reordering changed. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant, dish and add-on names; order, cart, payment, rider, tip, slot and refund as diners say them (ऑर्डर, कार्ट, पेमेंट, राइडर, टिप, स्लॉट, रिफ़ंड).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { orderServerMessages, orderNoteMessages, reorderMessages } from './en.ts';

export default {
  'server.orders': {
    signIn: 'ऑर्डर करने के लिए साइन इन करें',
    emptyCart: 'आपका कार्ट खाली है। ऑर्डर करने से पहले डिश जोड़ें।',
    dishGone: 'आपके कार्ट की एक डिश अब उपलब्ध नहीं है। कार्ट देखें और फिर से ऑर्डर करें।',
    restaurantGone: 'यह रेस्टोरेंट अभी ऑर्डर नहीं ले रहा है।',
    outsideRadius: 'यह पता {restaurant} के डिलीवरी एरिया से बाहर है। रेस्टोरेंट के पास का कोई पता चुनें।',
    totalChanged: 'बिल बदल गया है: अब कुल रकम {total} है। बिल देखें और फिर से ऑर्डर करें।',
    cartChanged: 'ऑर्डर करते समय आपका कार्ट बदल गया। उसे देखें और फिर से ऑर्डर करें।',
    notPayable: 'इस ऑर्डर का पेमेंट अभी नहीं हो सकता।',
    paid: 'इस ऑर्डर का पेमेंट पहले ही हो चुका है।',
    notCancellable: 'यह ऑर्डर अब कैंसल नहीं हो सकता: रेस्टोरेंट ने इसे बनाना शुरू कर दिया है।',
    providerDown: 'हम पेमेंट सर्विस तक नहीं पहुँच पाए। आपका ऑर्डर सेव है: एक मिनट बाद फिर से पेमेंट करें।',
    slotGone: 'वह डिलीवरी स्लॉट अब उपलब्ध नहीं है। कोई दूसरा स्लॉट चुनें।',
    tipNotDelivered: 'ऑर्डर डिलीवर होने के बाद आप अपने राइडर को टिप दे सकते हैं।',
    tipTooLate: 'डिलीवरी के बाद {days} दिन तक टिप दी जा सकती है।',
    tipped: 'आप इस ऑर्डर के लिए अपने राइडर को पहले ही टिप दे चुके हैं। धन्यवाद!',
    tipProviderDown: 'हम पेमेंट सर्विस तक नहीं पहुँच पाए। एक मिनट बाद फिर से टिप दें।',
    cartReplaced: 'आपके कार्ट में अब इस ऑर्डर की डिश हैं।',
    paymentExpired: 'यह ऑर्डर कैंसल कर दिया गया क्योंकि {minutes} मिनट में पेमेंट नहीं हुआ। कोई पैसा नहीं कटा।',
  },
  'server.orders.notes': {
    'Payment not completed in time': 'समय पर पेमेंट पूरा नहीं हुआ',
    'Payment not completed in time. Its dishes are back in your cart.':
      'समय पर पेमेंट पूरा नहीं हुआ। इसकी डिश वापस आपके कार्ट में हैं।',
    'Pay in cash on delivery': 'डिलीवरी पर कैश में पेमेंट करें',
    'Cancelled by you': 'आपने कैंसल किया',
    'Trying the payment again': 'पेमेंट फिर से किया जा रहा है',
    'The payment was declined': 'पेमेंट अस्वीकार हो गया',
    received: '{amount} मिल गए',
    refund: '{amount} का रिफ़ंड शुरू हो गया',
  },
  'server.orders.reorder': {
    lineGone: '{line} अब उपलब्ध नहीं है।',
    leftOut: '{line} नहीं जोड़ा गया: {why}',
    leftOutRule: '{line} नहीं जोड़ा गया: {why} इसे जोड़ने के लिए मेन्यू में {rule}।',
    choicesChanged: 'इसके विकल्प बदल गए हैं।',
    lostSentence: '{lost}।',
    soldOutOne: '{names} का स्टॉक ख़त्म है',
    soldOutMany: '{names} का स्टॉक ख़त्म है',
    goneOne: '{names} अब नहीं मिलता',
    goneMany: '{names} अब नहीं मिलते',
    both: '{first} और {second}',
    addedWithoutIt: '{lost}, इसलिए {dish} इसके बिना जोड़ा गया।',
    addedWithoutThem: '{lost}, इसलिए {dish} इनके बिना जोड़ा गया।',
    priceChanged: '{line} की क़ीमत अब {price} है (पहले {was} थी)।',
  },
} satisfies CatalogueFile<typeof orderServerMessages | typeof orderNoteMessages | typeof reorderMessages>;
