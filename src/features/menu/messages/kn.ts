/**
 * Kannada: the menu's texts.
 * Before launch, a native Kannada copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant, dish and section names, coupon codes.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { menuMessages, offerMessages } from './en.ts';

export default {
  menu: {
    browseMenu: 'ಮೆನು ನೋಡಿ',
    close: 'ಮುಚ್ಚಿ',
    primary: 'ಪ್ರೈಮರಿ',
    oldPrice: 'ಹಳೆಯ ಬೆಲೆ ',
    moreAbout: '{dish} ಬಗ್ಗೆ ಇನ್ನಷ್ಟು',
    more: 'ಇನ್ನಷ್ಟು',
    customisable: 'ಕಸ್ಟಮೈಸ್ ಮಾಡಬಹುದು',
    orderingAhead: 'ನೀವು ಮುಂಚಿತವಾಗಿ ಆರ್ಡರ್ ಮಾಡುತ್ತಿದ್ದೀರಿ: ಖಾದ್ಯಗಳನ್ನು ಸೇರಿಸಿ, ನಂತರ ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ಡೆಲಿವರಿ ಸಮಯವನ್ನು ಆರಿಸಿ.',
    closedBrowse: '{state}. ಮೆನು ನೋಡಿ, ನಂತರಕ್ಕಾಗಿ ಮುಂಚಿತವಾಗಿ ಆರ್ಡರ್ ಮಾಡಿ.',
    orderAhead: 'ಮುಂಚಿತವಾಗಿ ಆರ್ಡರ್ ಮಾಡಿ',
    searchInMenu: 'ಮೆನುವಿನಲ್ಲಿ ಹುಡುಕಿ',
    ratings: 'ರೇಟಿಂಗ್‌ಗಳು',
    rated: 'ರೇಟಿಂಗ್ ',
    orderingFromHere: 'ಇಲ್ಲಿಂದ ಆರ್ಡರ್ ಮಾಡುವುದು',
    dealsForYou: 'ನಿಮಗಾಗಿ ಆಫರ್‌ಗಳು',
    codeAtCheckout: 'ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ {code} ಕೋಡ್ ಬಳಸಿ',
    code: 'ಕೋಡ್',
    tapToUse: '· ಬಳಸಲು ಟ್ಯಾಪ್ ಮಾಡಿ',
    backToMenu: 'ಮೆನುಗೆ ಹಿಂತಿರುಗಿ',
    searchDishes: 'ಖಾದ್ಯಗಳನ್ನು ಹುಡುಕಿ',
    searchIn: '{restaurant}ನಲ್ಲಿ ಹುಡುಕಿ',
    clearSearch: 'ಹುಡುಕಾಟ ಅಳಿಸಿ',
    found: { one: '{count} ಖಾದ್ಯ ಸಿಕ್ಕಿದೆ', other: '{count} ಖಾದ್ಯಗಳು ಸಿಕ್ಕಿವೆ' },
    noMatch: '“{text}”ಗೆ ಹೊಂದುವ ಖಾದ್ಯಗಳಿಲ್ಲ',
    matching: 'ಹೊಂದುವ ಖಾದ್ಯಗಳು',
    loading: 'ಮೆನು ಲೋಡ್ ಆಗುತ್ತಿದೆ',
    loadFailed: 'ಈ ಮೆನು ಲೋಡ್ ಆಗಲಿಲ್ಲ.',
    tryAgain: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    outOfReach: 'ನಿಮ್ಮ ಪ್ರದೇಶಕ್ಕೆ ಡೆಲಿವರಿ ಇಲ್ಲ',
    km: '{km} ಕಿ.ಮೀ',
    backInStock: '{dish} ಮತ್ತೆ ಲಭ್ಯವಿದೆ.',
    soldOutNow: '{dish} ಈಗ ಖಾಲಿಯಾಗಿದೆ.',
    locatePrompt: 'ಈ ರೆಸ್ಟೋರೆಂಟ್ ಎಷ್ಟು ದೂರದಲ್ಲಿದೆ, ಡೆಲಿವರಿ ಸಮಯ ಮತ್ತು ಡೆಲಿವರಿ ಶುಲ್ಕ ನೋಡಲು ನಿಮ್ಮ ಡೆಲಿವರಿ ಸ್ಥಳವನ್ನು ಆರಿಸಿ.',
    setLocation: 'ಡೆಲಿವರಿ ಸ್ಥಳವನ್ನು ಆರಿಸಿ',
    minutesRange: '{from}-{to} ನಿಮಿಷ',
    ratingsCount: '{count} ರೇಟಿಂಗ್‌ಗಳು',
    costForTwo: 'ಇಬ್ಬರಿಗೆ {amount}',
    deliveryLocation: 'ಡೆಲಿವರಿ ಸ್ಥಳ',
  },
  'menu.offers': {
    above: '{amount} ಮೇಲೆ',
    freeDelivery: 'ಉಚಿತ ಡೆಲಿವರಿ',
    anyOrder: 'ಯಾವುದೇ ಆರ್ಡರ್‌ಗೆ',
    upto: '{amount}ವರೆಗೆ',
    percentOff: '{percent}% ರಿಯಾಯಿತಿ',
    amountOff: '{amount} ರಿಯಾಯಿತಿ',
    flat: 'ಫ್ಲಾಟ್ {off}',
    withCode: '{code} ಕೋಡ್',
  },
} satisfies CatalogueFile<typeof menuMessages | typeof offerMessages>;
