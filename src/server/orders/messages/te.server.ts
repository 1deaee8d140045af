/**
 * Telugu: what the order endpoints tell a diner, an order's history notes and what reordering changed. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant, dish and add-on names; order, cart, payment, rider, tip, slot and refund as diners say them (ऑर्डर, कार्ट, पेमेंट, राइडर, टिप, स्लॉट, रिफ़ंड).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { orderServerMessages, orderNoteMessages, reorderMessages } from './en.ts';

export default {
  'server.orders': {
    signIn: 'ఆర్డర్ చేయడానికి సైన్ ఇన్ చేయండి',
    emptyCart: 'మీ కార్ట్ ఖాళీగా ఉంది. ఆర్డర్ చేసే ముందు డిష్‌లు జోడించండి.',
    dishGone: 'మీ కార్ట్‌లోని ఒక డిష్ ఇప్పుడు అందుబాటులో లేదు. కార్ట్ చూసి మళ్లీ ఆర్డర్ చేయండి.',
    restaurantGone: 'ఈ రెస్టారెంట్ ఇప్పుడు ఆర్డర్‌లు తీసుకోవడం లేదు.',
    outsideRadius: 'ఈ అడ్రస్ {restaurant} డెలివరీ ప్రాంతం బయట ఉంది. రెస్టారెంట్‌కు దగ్గరగా ఉన్న అడ్రస్ ఎంచుకోండి.',
    totalChanged: 'బిల్ మారింది: ఇప్పుడు మొత్తం {total}. బిల్ చూసి మళ్లీ ఆర్డర్ చేయండి.',
    cartChanged: 'ఆర్డర్ చేస్తున్నప్పుడు మీ కార్ట్ మారింది. చూసి మళ్లీ ఆర్డర్ చేయండి.',
    notPayable: 'ఈ ఆర్డర్‌కు ఇప్పుడు పేమెంట్ చేయలేరు.',
    paid: 'ఈ ఆర్డర్‌కు ఇప్పటికే పేమెంట్ అయింది.',
    notCancellable: 'ఈ ఆర్డర్‌ను ఇక రద్దు చేయలేరు: రెస్టారెంట్ దాన్ని తయారు చేయడం మొదలుపెట్టింది.',
    providerDown: 'పేమెంట్ సర్వీస్‌ను చేరుకోలేకపోయాం. మీ ఆర్డర్ సేవ్ అయింది: ఒక నిమిషం తర్వాత మళ్లీ చెల్లించండి.',
    slotGone: 'ఆ డెలివరీ స్లాట్ ఇప్పుడు అందుబాటులో లేదు. వేరే స్లాట్ ఎంచుకోండి.',
    tipNotDelivered: 'ఆర్డర్ డెలివర్ అయిన తర్వాత మీ రైడర్‌కు టిప్ ఇవ్వవచ్చు.',
    tipTooLate: 'డెలివరీ తర్వాత {days} రోజుల వరకు టిప్ ఇవ్వవచ్చు.',
    tipped: 'ఈ ఆర్డర్‌కు మీ రైడర్‌కు ఇప్పటికే టిప్ ఇచ్చారు. ధన్యవాదాలు!',
    tipProviderDown: 'పేమెంట్ సర్వీస్‌ను చేరుకోలేకపోయాం. ఒక నిమిషం తర్వాత మళ్లీ టిప్ ఇవ్వండి.',
    cartReplaced: 'మీ కార్ట్‌లో ఇప్పుడు ఈ ఆర్డర్ డిష్‌లు ఉన్నాయి.',
    paymentExpired: '{minutes} నిమిషాల్లో పేమెంట్ జరగనందున ఈ ఆర్డర్ రద్దయింది. ఏ డబ్బూ కట్ అవ్వలేదు.',
  },
  'server.orders.notes': {
    'Payment not completed in time': 'సమయానికి పేమెంట్ పూర్తి కాలేదు',
    'Payment not completed in time. Its dishes are back in your cart.':
      'సమయానికి పేమెంట్ పూర్తి కాలేదు. దాని డిష్‌లు మళ్లీ మీ కార్ట్‌లో ఉన్నాయి.',
    'Pay in cash on delivery': 'డెలివరీ సమయంలో క్యాష్‌తో చెల్లించండి',
    'Cancelled by you': 'మీరు రద్దు చేశారు',
    'Trying the payment again': 'పేమెంట్ మళ్లీ ప్రయత్నిస్తున్నాం',
    'The payment was declined': 'పేమెంట్ తిరస్కరించబడింది',
    received: '{amount} అందింది',
    refund: '{amount} రీఫండ్ మొదలైంది',
  },
  'server.orders.reorder': {
    lineGone: '{line} ఇప్పుడు అందుబాటులో లేదు.',
    leftOut: '{line} జోడించలేదు: {why}',
    leftOutRule: '{line} జోడించలేదు: {why} దాన్ని జోడించడానికి మెనూలో {rule}.',
    choicesChanged: 'దాని ఎంపికలు మారాయి.',
    lostSentence: '{lost}.',
    soldOutOne: '{names} అమ్ముడైపోయింది',
    soldOutMany: '{names} అమ్ముడైపోయాయి',
    goneOne: '{names} ఇప్పుడు అందించడం లేదు',
    goneMany: '{names} ఇప్పుడు అందించడం లేదు',
    both: '{first} మరియు {second}',
    addedWithoutIt: '{lost}, కాబట్టి {dish} అది లేకుండా జోడించాం.',
    addedWithoutThem: '{lost}, కాబట్టి {dish} అవి లేకుండా జోడించాం.',
    priceChanged: '{line} ధర ఇప్పుడు {price} (ఇంతకు ముందు {was}).',
  },
} satisfies CatalogueFile<typeof orderServerMessages | typeof orderNoteMessages | typeof reorderMessages>;
