/**
 * Marathi: the cart's, delivery fees' and coupons' texts.
 * Before launch, a native Marathi copy editor who orders food online proofreads this file.
 * Kept in English on purpose: dish and restaurant names, coupon codes; ₹ amounts come from rupees().
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { cartMessages, feeMessages } from './en.ts';

export default {
  cart: {
    title: 'तुमचे कार्ट',
    pageDescription: 'ऑर्डर करण्यापूर्वी तुमच्या कार्टमधील डिश आणि बिल तपासा.',
    loading: 'तुमचे कार्ट लोड होत आहे',
    signInToSee: 'तुमचे कार्ट पाहण्यासाठी साइन इन करा.',
    empty: 'तुमचे कार्ट रिकामे आहे',
    emptyNote: 'आणखी रेस्टॉरंट पाहण्यासाठी होम पेजवर जा.',
    seeRestaurants: 'जवळची रेस्टॉरंट पाहा',
    dishesInCart: 'तुमच्या कार्टमधील डिश',
    billDetails: 'बिलाचा तपशील',
    itemTotal: 'आयटम एकूण',
    deliveryFee: 'डिलिव्हरी शुल्क',
    free: 'मोफत',
    taxes: 'कर आणि शुल्क',
    toPay: 'एकूण देय',
    proceed: 'चेकआउटला पुढे जा',
    conflictTitle: 'कार्टमध्ये आधीच आयटम आहेत',
    conflictText: 'तुमच्या कार्टमध्ये दुसऱ्या रेस्टॉरंटचे आयटम आहेत. या रेस्टॉरंटमधून आयटम जोडण्यासाठी कार्ट रीसेट करायचे का?',
    no: 'नाही',
    startAfresh: 'हो, नव्याने सुरू करा',
    beforeYouOrder: 'ऑर्डर करण्यापूर्वी',
    chooseDeliveryTime: 'डिलिव्हरीची वेळ निवडा',
    add: '{dish} जोडा',
    addButton: 'जोडा',
    quantity: '{item} ची संख्या',
    removeOne: 'एक {item} कमी करा',
    addOneMore: 'आणखी एक {item} जोडा',
    inCart: { one: 'कार्टमध्ये {count} आयटम', other: 'कार्टमध्ये {count} आयटम' },
  },
  'cart.fees': {
    far: 'दूर ({km} किमी)',
    kms: '{km} किमी',
    freeAbove: '{amount} पेक्षा जास्त असल्यास मोफत',
    freeFrom: '{amount} पासून मोफत',
    feeLine: '{distance} | {fee} डिलिव्हरी शुल्क लागू होईल, {free}',
    validOnce: 'प्रत्येक ग्राहकासाठी एकदाच',
    validFirstOrder: 'फक्त तुमच्या पहिल्या ऑर्डरवर',
    couponUnknown: '{code} हा आमच्याकडील कोड नाही. रेस्टॉरंटच्या मेन्यूवरील ऑफर पाहा.',
    couponExpired: '{code} ची मुदत संपली: तो {day} पर्यंत वापरता येत होता.',
    couponForeign: '{code} हा {restaurant} चा ऑफर नाही. या रेस्टॉरंटच्या ऑफरमधील कोड वापरा.',
    couponBelowMinimum: '{code} साठी आयटम एकूण किमान {minimum} हवे: तो वापरण्यासाठी आणखी {more} जोडा.',
    onePerOrder: 'एका ऑर्डरवर एकच कूपन वापरता येते.',
    couponUsedOnce: '{code} प्रत्येक ग्राहक एकदाच वापरू शकतो, आणि तुम्ही तो आधीच्या ऑर्डरवर वापरला आहे.',
    couponFirstOrder: '{code} फक्त तुमच्या पहिल्या ऑर्डरसाठी आहे.',
    couponCopied: '{code} कॉपी झाला: चेकआउटला लागू होईल',
    couponApplied: '{code} चेकआउटला लागू होईल',
  },
} satisfies CatalogueFile<typeof cartMessages | typeof feeMessages>;
