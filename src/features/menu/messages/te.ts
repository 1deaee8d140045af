/**
 * Telugu: the menu's texts.
 * Before launch, a native Telugu copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant, dish and section names, coupon codes.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { menuMessages, offerMessages } from './en.ts';

export default {
  menu: {
    browseMenu: 'మెనూ చూడండి',
    close: 'మూసివేయండి',
    primary: 'ప్రైమరీ',
    oldPrice: 'పాత ధర ',
    moreAbout: '{dish} గురించి మరింత',
    more: 'మరింత',
    customisable: 'కస్టమైజ్ చేయవచ్చు',
    orderingAhead: 'మీరు ముందుగానే ఆర్డర్ చేస్తున్నారు: వంటకాలను జోడించి, తర్వాత చెక్అవుట్‌లో డెలివరీ సమయాన్ని ఎంచుకోండి.',
    closedBrowse: '{state}. మెనూ చూసి, తర్వాతి కోసం ముందుగానే ఆర్డర్ చేయండి.',
    orderAhead: 'ముందుగానే ఆర్డర్ చేయండి',
    searchInMenu: 'మెనూలో వెతకండి',
    ratings: 'రేటింగ్‌లు',
    rated: 'రేటింగ్ ',
    orderingFromHere: 'ఇక్కడ నుండి ఆర్డర్ చేయడం',
    dealsForYou: 'మీ కోసం ఆఫర్లు',
    codeAtCheckout: 'చెక్అవుట్‌లో {code} కోడ్ వాడండి',
    code: 'కోడ్',
    tapToUse: '· వాడటానికి ట్యాప్ చేయండి',
    backToMenu: 'మెనూకి తిరిగి',
    searchDishes: 'వంటకాలు వెతకండి',
    searchIn: '{restaurant}లో వెతకండి',
    clearSearch: 'సెర్చ్ క్లియర్ చేయండి',
    found: { one: '{count} వంటకం దొరికింది', other: '{count} వంటకాలు దొరికాయి' },
    noMatch: '“{text}”కి సరిపోయే వంటకాలు లేవు',
    matching: 'సరిపోయే వంటకాలు',
    loading: 'మెనూ లోడ్ అవుతోంది',
    loadFailed: 'ఈ మెనూ లోడ్ కాలేదు.',
    tryAgain: 'మళ్లీ ప్రయత్నించండి',
    outOfReach: 'మీ ప్రాంతానికి డెలివరీ చేయదు',
    km: '{km} కి.మీ',
    backInStock: '{dish} మళ్లీ అందుబాటులో ఉంది.',
    soldOutNow: '{dish} ఇప్పుడు అయిపోయింది.',
    locatePrompt: 'ఈ రెస్టారెంట్ ఎంత దూరంలో ఉందో, డెలివరీ సమయం, డెలివరీ ఫీజు చూడటానికి మీ డెలివరీ స్థలాన్ని ఎంచుకోండి.',
    setLocation: 'డెలివరీ స్థలాన్ని ఎంచుకోండి',
    minutesRange: '{from}-{to} నిమి',
    ratingsCount: '{count} రేటింగ్‌లు',
    costForTwo: 'ఇద్దరికి {amount}',
    deliveryLocation: 'డెలివరీ స్థలం',
  },
  'menu.offers': {
    above: '{amount} పైన',
    freeDelivery: 'ఉచిత డెలివరీ',
    anyOrder: 'ఏ ఆర్డర్‌కైనా',
    upto: '{amount} వరకు',
    percentOff: '{percent}% తగ్గింపు',
    amountOff: '{amount} తగ్గింపు',
    flat: 'ఫ్లాట్ {off}',
    withCode: '{code} కోడ్',
  },
} satisfies CatalogueFile<typeof menuMessages | typeof offerMessages>;
