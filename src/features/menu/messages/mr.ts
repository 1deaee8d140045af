/**
 * Marathi: the menu's texts.
 * Before launch, a native Marathi copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant, dish and section names, coupon codes.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { menuMessages, offerMessages } from './en.ts';

export default {
  menu: {
    browseMenu: 'मेन्यू पाहा',
    close: 'बंद करा',
    primary: 'प्रायमरी',
    oldPrice: 'जुनी किंमत ',
    moreAbout: '{dish} बद्दल अधिक',
    more: 'अधिक',
    customisable: 'कस्टमाइझ करता येते',
    orderingAhead: 'तुम्ही आधीच ऑर्डर करत आहात: डिश जोडा, मग चेकआउटला डिलिव्हरीची वेळ निवडा.',
    closedBrowse: '{state}. मेन्यू पाहा आणि नंतरसाठी आधीच ऑर्डर करा.',
    orderAhead: 'आधीच ऑर्डर करा',
    searchInMenu: 'मेन्यूमध्ये शोधा',
    ratings: 'रेटिंग',
    rated: 'रेटिंग ',
    orderingFromHere: 'इथून ऑर्डर करताना',
    dealsForYou: 'तुमच्यासाठी ऑफर',
    codeAtCheckout: 'चेकआउटला {code} कोड वापरा',
    code: 'कोड',
    tapToUse: '· वापरण्यासाठी टॅप करा',
    backToMenu: 'मेन्यूवर परत',
    searchDishes: 'डिश शोधा',
    searchIn: '{restaurant} मध्ये शोधा',
    clearSearch: 'शोध पुसा',
    found: { one: '{count} डिश सापडली', other: '{count} डिश सापडल्या' },
    noMatch: '“{text}” शी जुळणारी डिश नाही',
    matching: 'जुळणाऱ्या डिश',
    loading: 'मेन्यू लोड होत आहे',
    loadFailed: 'हा मेन्यू लोड होऊ शकला नाही.',
    tryAgain: 'पुन्हा प्रयत्न करा',
    outOfReach: 'तुमच्या भागात डिलिव्हरी करत नाही',
    km: '{km} किमी',
    backInStock: '{dish} पुन्हा उपलब्ध आहे.',
    soldOutNow: '{dish} आता संपले आहे.',
    locatePrompt: 'हे रेस्टॉरंट किती दूर आहे, डिलिव्हरीची वेळ आणि डिलिव्हरी शुल्क पाहण्यासाठी तुमचे डिलिव्हरीचे ठिकाण निवडा.',
    setLocation: 'डिलिव्हरीचे ठिकाण निवडा',
    minutesRange: '{from}-{to} मिनिटे',
    ratingsCount: '{count} रेटिंग',
    costForTwo: 'दोघांसाठी {amount}',
    deliveryLocation: 'डिलिव्हरीचे ठिकाण',
  },
  'menu.offers': {
    above: '{amount} पेक्षा जास्त',
    freeDelivery: 'मोफत डिलिव्हरी',
    anyOrder: 'कोणत्याही ऑर्डरवर',
    upto: '{amount} पर्यंत',
    percentOff: '{percent}% सूट',
    amountOff: '{amount} सूट',
    flat: 'फ्लॅट {off}',
    withCode: 'कोड {code}',
  },
} satisfies CatalogueFile<typeof menuMessages | typeof offerMessages>;
