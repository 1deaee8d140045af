/**
 * Telugu: the cart's, delivery fees' and coupons' texts.
 * Before launch, a native Telugu copy editor who orders food online proofreads this file.
 * Kept in English on purpose: dish and restaurant names, coupon codes; ₹ amounts come from rupees().
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { cartMessages, feeMessages } from './en.ts';

export default {
  cart: {
    title: 'మీ కార్ట్',
    pageDescription: 'ఆర్డర్ చేసే ముందు మీ కార్ట్‌లోని వంటకాలు, బిల్లు ఒకసారి చూసుకోండి.',
    loading: 'మీ కార్ట్ లోడ్ అవుతోంది',
    signInToSee: 'మీ కార్ట్ చూడటానికి సైన్ ఇన్ చేయండి.',
    empty: 'మీ కార్ట్ ఖాళీగా ఉంది',
    emptyNote: 'మరిన్ని రెస్టారెంట్లు చూడటానికి హోమ్ పేజీకి వెళ్లండి.',
    seeRestaurants: 'దగ్గరలోని రెస్టారెంట్లు చూడండి',
    dishesInCart: 'మీ కార్ట్‌లోని వంటకాలు',
    billDetails: 'బిల్లు వివరాలు',
    itemTotal: 'ఐటమ్ టోటల్',
    deliveryFee: 'డెలివరీ ఫీజు',
    free: 'ఉచితం',
    taxes: 'పన్నులు, ఛార్జీలు',
    toPay: 'చెల్లించాల్సింది',
    proceed: 'చెక్అవుట్‌కి వెళ్లండి',
    conflictTitle: 'కార్ట్‌లో ఇప్పటికే ఐటమ్‌లు ఉన్నాయి',
    conflictText: 'మీ కార్ట్‌లో మరో రెస్టారెంట్ ఐటమ్‌లు ఉన్నాయి. ఈ రెస్టారెంట్ నుండి ఐటమ్‌లు జోడించడానికి కార్ట్‌ను రీసెట్ చేయాలా?',
    no: 'వద్దు',
    startAfresh: 'అవును, కొత్తగా మొదలుపెట్టండి',
    beforeYouOrder: 'ఆర్డర్ చేసే ముందు',
    chooseDeliveryTime: 'డెలివరీ సమయం ఎంచుకోండి',
    add: '{dish} జోడించండి',
    addButton: 'జోడించు',
    quantity: '{item} పరిమాణం',
    removeOne: 'ఒక {item} తగ్గించండి',
    addOneMore: 'ఇంకో {item} జోడించండి',
    inCart: { one: 'కార్ట్‌లో {count} ఐటమ్', other: 'కార్ట్‌లో {count} ఐటమ్‌లు' },
  },
  'cart.fees': {
    far: 'దూరం ({km} కి.మీ)',
    kms: '{km} కి.మీ',
    freeAbove: '{amount} పైన ఉచితం',
    freeFrom: '{amount} నుండి ఉచితం',
    feeLine: '{distance} | {fee} డెలివరీ ఫీజు వర్తిస్తుంది, {free}',
    validOnce: 'ఒక్కో కస్టమర్‌కు ఒక్కసారి మాత్రమే',
    validFirstOrder: 'మీ మొదటి ఆర్డర్‌కు మాత్రమే',
    couponUnknown: '{code} మాకు తెలిసిన కోడ్ కాదు. రెస్టారెంట్ మెనూలోని ఆఫర్లు చూడండి.',
    couponExpired: '{code} గడువు ముగిసింది: దీన్ని {day} వరకు వాడుకోవచ్చు.',
    couponForeign: '{code} {restaurant} అందించే ఆఫర్ కాదు. ఈ రెస్టారెంట్ ఆఫర్లలోని కోడ్ వాడండి.',
    couponBelowMinimum: '{code} కోసం ఐటమ్ టోటల్ కనీసం {minimum} ఉండాలి: దీన్ని వాడటానికి ఇంకా {more} జోడించండి.',
    onePerOrder: 'ఒక ఆర్డర్‌పై ఒక కూపన్ మాత్రమే వాడవచ్చు.',
    couponUsedOnce: '{code}ని ఒక్కో కస్టమర్ ఒక్కసారే వాడవచ్చు, మీరు దీన్ని ఇంతకు ముందు ఆర్డర్‌లో వాడేశారు.',
    couponFirstOrder: '{code} మీ మొదటి ఆర్డర్‌కు మాత్రమే.',
    couponCopied: '{code} కాపీ అయింది: చెక్అవుట్‌లో వర్తిస్తుంది',
    couponApplied: '{code} చెక్అవుట్‌లో వర్తిస్తుంది',
  },
} satisfies CatalogueFile<typeof cartMessages | typeof feeMessages>;
