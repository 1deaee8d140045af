/**
 * Marathi: what the order endpoints tell a diner, an order's history notes and what reordering changed. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant, dish and add-on names; order, cart, payment, rider, tip, slot and refund as diners say them (ऑर्डर, कार्ट, पेमेंट, राइडर, टिप, स्लॉट, रिफ़ंड).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { orderServerMessages, orderNoteMessages, reorderMessages } from './en.ts';

export default {
  'server.orders': {
    signIn: 'ऑर्डर करण्यासाठी साइन इन करा',
    emptyCart: 'तुमचे कार्ट रिकामे आहे. ऑर्डर करण्यापूर्वी डिश जोडा.',
    dishGone: 'तुमच्या कार्टमधील एक डिश आता उपलब्ध नाही. कार्ट तपासा आणि पुन्हा ऑर्डर करा.',
    restaurantGone: 'हे रेस्टॉरंट सध्या ऑर्डर घेत नाही.',
    outsideRadius: 'हा पत्ता {restaurant} च्या डिलिव्हरी क्षेत्राबाहेर आहे. रेस्टॉरंटच्या जवळचा पत्ता निवडा.',
    totalChanged: 'बिल बदलले आहे: आता एकूण रक्कम {total} आहे. बिल तपासा आणि पुन्हा ऑर्डर करा.',
    cartChanged: 'ऑर्डर करताना तुमचे कार्ट बदलले. ते तपासा आणि पुन्हा ऑर्डर करा.',
    notPayable: 'या ऑर्डरचे पेमेंट आत्ता करता येणार नाही.',
    paid: 'या ऑर्डरचे पेमेंट आधीच झाले आहे.',
    notCancellable: 'ही ऑर्डर आता रद्द करता येणार नाही: रेस्टॉरंटने ती बनवायला सुरुवात केली आहे.',
    providerDown: 'पेमेंट सेवेपर्यंत पोहोचता आले नाही. तुमची ऑर्डर सेव्ह आहे: एका मिनिटाने पुन्हा पेमेंट करा.',
    slotGone: 'तो डिलिव्हरी स्लॉट आता उपलब्ध नाही. दुसरा स्लॉट निवडा.',
    tipNotDelivered: 'ऑर्डर डिलिव्हर झाल्यानंतर तुम्ही रायडरला टिप देऊ शकता.',
    tipTooLate: 'डिलिव्हरीनंतर {days} दिवसांपर्यंत टिप देता येते.',
    tipped: 'या ऑर्डरसाठी तुम्ही रायडरला आधीच टिप दिली आहे. धन्यवाद!',
    tipProviderDown: 'पेमेंट सेवेपर्यंत पोहोचता आले नाही. एका मिनिटाने पुन्हा टिप द्या.',
    cartReplaced: 'तुमच्या कार्टमध्ये आता या ऑर्डरच्या डिश आहेत.',
    paymentExpired: '{minutes} मिनिटांत पेमेंट न झाल्यामुळे ही ऑर्डर रद्द झाली. कोणतेही पैसे कापले गेले नाहीत.',
  },
  'server.orders.notes': {
    'Payment not completed in time': 'वेळेत पेमेंट पूर्ण झाले नाही',
    'Payment not completed in time. Its dishes are back in your cart.':
      'वेळेत पेमेंट पूर्ण झाले नाही. त्यातील डिश पुन्हा तुमच्या कार्टमध्ये आहेत.',
    'Pay in cash on delivery': 'डिलिव्हरीच्या वेळी कॅशने पेमेंट करा',
    'Cancelled by you': 'तुम्ही रद्द केली',
    'Trying the payment again': 'पेमेंट पुन्हा केले जात आहे',
    'The payment was declined': 'पेमेंट नाकारले गेले',
    received: '{amount} मिळाले',
    refund: '{amount} चा रिफंड सुरू झाला',
  },
  'server.orders.reorder': {
    lineGone: '{line} आता उपलब्ध नाही.',
    leftOut: '{line} जोडले नाही: {why}',
    leftOutRule: '{line} जोडले नाही: {why} ते जोडण्यासाठी मेन्यूमध्ये {rule}.',
    choicesChanged: 'त्याचे पर्याय बदलले आहेत.',
    lostSentence: '{lost}.',
    soldOutOne: '{names} संपले आहे',
    soldOutMany: '{names} संपले आहेत',
    goneOne: '{names} आता मिळत नाही',
    goneMany: '{names} आता मिळत नाहीत',
    both: '{first} आणि {second}',
    addedWithoutIt: '{lost}, म्हणून {dish} त्याशिवाय जोडले.',
    addedWithoutThem: '{lost}, म्हणून {dish} त्यांच्याशिवाय जोडले.',
    priceChanged: '{line} ची किंमत आता {price} आहे (आधी {was} होती).',
  },
} satisfies CatalogueFile<typeof orderServerMessages | typeof orderNoteMessages | typeof reorderMessages>;
