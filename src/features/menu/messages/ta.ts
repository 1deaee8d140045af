/**
 * Tamil: the menu's texts.
 * Before launch, a native Tamil copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant, dish and section names, coupon codes.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { menuMessages, offerMessages } from './en.ts';

export default {
  menu: {
    browseMenu: 'மெனுவைப் பார்க்க',
    close: 'மூடு',
    primary: 'பிரைமரி',
    oldPrice: 'பழைய விலை ',
    moreAbout: '{dish} பற்றி மேலும்',
    more: 'மேலும்',
    customisable: 'தனிப்பயனாக்கலாம்',
    orderingAhead: 'நீங்கள் முன்கூட்டியே ஆர்டர் செய்கிறீர்கள்: உணவுகளைச் சேர்த்து, பிறகு செக்அவுட்டில் டெலிவரி நேரத்தைத் தேர்ந்தெடுங்கள்.',
    closedBrowse: '{state}. மெனுவைப் பார்த்து, பின்னர் டெலிவரிக்கு முன்கூட்டியே ஆர்டர் செய்யுங்கள்.',
    orderAhead: 'முன்கூட்டியே ஆர்டர் செய்யுங்கள்',
    searchInMenu: 'மெனுவில் தேடு',
    ratings: 'மதிப்பீடுகள்',
    rated: 'மதிப்பீடு ',
    orderingFromHere: 'இங்கிருந்து ஆர்டர் செய்ய',
    dealsForYou: 'உங்களுக்கான சலுகைகள்',
    codeAtCheckout: 'செக்அவுட்டில் {code} கோடைப் பயன்படுத்துங்கள்',
    code: 'கோட்',
    tapToUse: '· பயன்படுத்த தட்டவும்',
    backToMenu: 'மெனுவுக்குத் திரும்பு',
    searchDishes: 'உணவுகளைத் தேடு',
    searchIn: '{restaurant}-இல் தேடு',
    clearSearch: 'தேடலை அழி',
    found: { one: '{count} உணவு கிடைத்தது', other: '{count} உணவுகள் கிடைத்தன' },
    noMatch: '“{text}” உடன் பொருந்தும் உணவுகள் இல்லை',
    matching: 'பொருந்தும் உணவுகள்',
    loading: 'மெனு ஏற்றப்படுகிறது',
    loadFailed: 'இந்த மெனுவை ஏற்ற முடியவில்லை.',
    tryAgain: 'மீண்டும் முயலவும்',
    outOfReach: 'உங்கள் பகுதிக்கு டெலிவரி இல்லை',
    km: '{km} கி.மீ',
    backInStock: '{dish} மீண்டும் கிடைக்கிறது.',
    soldOutNow: '{dish} இப்போது தீர்ந்துவிட்டது.',
    locatePrompt:
      'இந்த உணவகம் எவ்வளவு தூரம், டெலிவரி நேரம், டெலிவரி கட்டணம் ஆகியவற்றைப் பார்க்க உங்கள் டெலிவரி இடத்தைத் தேர்ந்தெடுக்கவும்.',
    setLocation: 'டெலிவரி இடத்தைத் தேர்ந்தெடுக்கவும்',
    minutesRange: '{from}-{to} நிமி',
    ratingsCount: '{count} மதிப்பீடுகள்',
    costForTwo: 'இருவருக்கு {amount}',
    deliveryLocation: 'டெலிவரி இடம்',
  },
  'menu.offers': {
    above: '{amount}-க்கு மேல்',
    freeDelivery: 'இலவச டெலிவரி',
    anyOrder: 'எந்த ஆர்டருக்கும்',
    upto: '{amount} வரை',
    percentOff: '{percent}% தள்ளுபடி',
    amountOff: '{amount} தள்ளுபடி',
    flat: 'ஃபிளாட் {off}',
    withCode: '{code} கோட்',
  },
} satisfies CatalogueFile<typeof menuMessages | typeof offerMessages>;
