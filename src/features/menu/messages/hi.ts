/**
 * Hindi: the menu's texts.
 * Before launch, a native Hindi copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant, dish and section names, coupon codes.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { menuMessages, offerMessages } from './en.ts';

export default {
  menu: {
    browseMenu: 'मेन्यू देखें',
    close: 'बंद करें',
    primary: 'प्राइमरी',
    oldPrice: 'पुरानी कीमत ',
    moreAbout: '{dish} के बारे में और',
    more: 'और देखें',
    customisable: 'कस्टमाइज़ कर सकते हैं',
    orderingAhead: 'आप पहले से ऑर्डर कर रहे हैं: डिश जोड़ें, फिर चेकआउट पर डिलीवरी का समय चुनें।',
    closedBrowse: '{state}। मेन्यू देखें और बाद के लिए पहले से ऑर्डर करें।',
    orderAhead: 'पहले से ऑर्डर करें',
    searchInMenu: 'मेन्यू में खोजें',
    ratings: 'रेटिंग',
    rated: 'रेटिंग ',
    orderingFromHere: 'यहाँ से ऑर्डर करने की जानकारी',
    dealsForYou: 'आपके लिए ऑफ़र',
    codeAtCheckout: 'चेकआउट पर कोड {code} इस्तेमाल करें',
    code: 'कोड',
    tapToUse: '· इस्तेमाल के लिए टैप करें',
    backToMenu: 'मेन्यू पर वापस',
    searchDishes: 'डिश खोजें',
    searchIn: '{restaurant} में खोजें',
    clearSearch: 'खोज साफ़ करें',
    found: { one: '{count} डिश मिली', other: '{count} डिश मिलीं' },
    noMatch: '“{text}” से मिलती कोई डिश नहीं',
    matching: 'मिलती-जुलती डिश',
    loading: 'मेन्यू लोड हो रहा है',
    loadFailed: 'यह मेन्यू लोड नहीं हो सका।',
    tryAgain: 'फिर कोशिश करें',
    outOfReach: 'आपके इलाके में डिलीवरी नहीं करता',
    km: '{km} किमी',
    backInStock: '{dish} फिर से उपलब्ध है।',
    soldOutNow: '{dish} अब स्टॉक में नहीं है।',
    locatePrompt:
      'यह रेस्टोरेंट कितनी दूर है, डिलीवरी में कितना समय लगेगा और डिलीवरी फ़ीस कितनी है, यह देखने के लिए अपनी डिलीवरी की जगह चुनें।',
    setLocation: 'डिलीवरी की जगह चुनें',
    minutesRange: '{from}-{to} मिनट',
    ratingsCount: '{count} रेटिंग',
    costForTwo: 'दो लोगों के लिए {amount}',
    deliveryLocation: 'डिलीवरी की जगह',
  },
  'menu.offers': {
    above: '{amount} से ऊपर',
    freeDelivery: 'फ्री डिलीवरी',
    anyOrder: 'किसी भी ऑर्डर पर',
    upto: '{amount} तक',
    percentOff: '{percent}% छूट',
    amountOff: '{amount} की छूट',
    flat: 'फ्लैट {off}',
    withCode: 'कोड {code}',
  },
} satisfies CatalogueFile<typeof menuMessages | typeof offerMessages>;
