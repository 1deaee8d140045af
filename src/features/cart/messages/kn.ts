/**
 * Kannada: the cart's, delivery fees' and coupons' texts.
 * Before launch, a native Kannada copy editor who orders food online proofreads this file.
 * Kept in English on purpose: dish and restaurant names, coupon codes; ₹ amounts come from rupees().
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { cartMessages, feeMessages } from './en.ts';

export default {
  cart: {
    title: 'ನಿಮ್ಮ ಕಾರ್ಟ್',
    pageDescription: 'ಆರ್ಡರ್ ಮಾಡುವ ಮೊದಲು ನಿಮ್ಮ ಕಾರ್ಟ್‌ನ ಖಾದ್ಯಗಳು ಮತ್ತು ಬಿಲ್ ಪರಿಶೀಲಿಸಿ.',
    loading: 'ನಿಮ್ಮ ಕಾರ್ಟ್ ಲೋಡ್ ಆಗುತ್ತಿದೆ',
    signInToSee: 'ನಿಮ್ಮ ಕಾರ್ಟ್ ನೋಡಲು ಸೈನ್ ಇನ್ ಮಾಡಿ.',
    empty: 'ನಿಮ್ಮ ಕಾರ್ಟ್ ಖಾಲಿಯಾಗಿದೆ',
    emptyNote: 'ಇನ್ನಷ್ಟು ರೆಸ್ಟೋರೆಂಟ್‌ಗಳನ್ನು ನೋಡಲು ಹೋಮ್ ಪೇಜ್‌ಗೆ ಹೋಗಿ.',
    seeRestaurants: 'ಹತ್ತಿರದ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳನ್ನು ನೋಡಿ',
    dishesInCart: 'ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿರುವ ಖಾದ್ಯಗಳು',
    billDetails: 'ಬಿಲ್ ವಿವರಗಳು',
    itemTotal: 'ಐಟಂ ಒಟ್ಟು',
    deliveryFee: 'ಡೆಲಿವರಿ ಶುಲ್ಕ',
    free: 'ಉಚಿತ',
    taxes: 'ತೆರಿಗೆಗಳು ಮತ್ತು ಶುಲ್ಕಗಳು',
    toPay: 'ಪಾವತಿಸಬೇಕಾದದ್ದು',
    proceed: 'ಚೆಕ್‌ಔಟ್‌ಗೆ ಮುಂದುವರಿಯಿರಿ',
    conflictTitle: 'ಕಾರ್ಟ್‌ನಲ್ಲಿ ಈಗಾಗಲೇ ಐಟಂಗಳಿವೆ',
    conflictText: 'ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿ ಬೇರೆ ರೆಸ್ಟೋರೆಂಟ್‌ನ ಐಟಂಗಳಿವೆ. ಈ ರೆಸ್ಟೋರೆಂಟ್‌ನಿಂದ ಐಟಂಗಳನ್ನು ಸೇರಿಸಲು ಕಾರ್ಟ್ ರೀಸೆಟ್ ಮಾಡಬೇಕೆ?',
    no: 'ಬೇಡ',
    startAfresh: 'ಹೌದು, ಹೊಸದಾಗಿ ಶುರು ಮಾಡಿ',
    beforeYouOrder: 'ಆರ್ಡರ್ ಮಾಡುವ ಮೊದಲು',
    chooseDeliveryTime: 'ಡೆಲಿವರಿ ಸಮಯ ಆರಿಸಿ',
    add: '{dish} ಸೇರಿಸಿ',
    addButton: 'ಸೇರಿಸಿ',
    quantity: '{item} ಪ್ರಮಾಣ',
    removeOne: 'ಒಂದು {item} ಕಡಿಮೆ ಮಾಡಿ',
    addOneMore: 'ಇನ್ನೊಂದು {item} ಸೇರಿಸಿ',
    inCart: { one: 'ಕಾರ್ಟ್‌ನಲ್ಲಿ {count} ಐಟಂ', other: 'ಕಾರ್ಟ್‌ನಲ್ಲಿ {count} ಐಟಂಗಳು' },
  },
  'cart.fees': {
    far: 'ದೂರ ({km} ಕಿ.ಮೀ)',
    kms: '{km} ಕಿ.ಮೀ',
    freeAbove: '{amount} ಮೇಲೆ ಉಚಿತ',
    freeFrom: '{amount}ರಿಂದ ಉಚಿತ',
    feeLine: '{distance} | {fee} ಡೆಲಿವರಿ ಶುಲ್ಕ ಅನ್ವಯಿಸುತ್ತದೆ, {free}',
    validOnce: 'ಪ್ರತಿ ಗ್ರಾಹಕರಿಗೆ ಒಮ್ಮೆ ಮಾತ್ರ',
    validFirstOrder: 'ನಿಮ್ಮ ಮೊದಲ ಆರ್ಡರ್‌ಗೆ ಮಾತ್ರ',
    couponUnknown: '{code} ನಮಗೆ ತಿಳಿದಿರುವ ಕೋಡ್ ಅಲ್ಲ. ರೆಸ್ಟೋರೆಂಟ್ ಮೆನುವಿನಲ್ಲಿರುವ ಆಫರ್‌ಗಳನ್ನು ನೋಡಿ.',
    couponExpired: '{code} ಅವಧಿ ಮುಗಿದಿದೆ: ಇದನ್ನು {day}ವರೆಗೆ ಬಳಸಬಹುದಿತ್ತು.',
    couponForeign: '{code} {restaurant}ನ ಆಫರ್ ಅಲ್ಲ. ಈ ರೆಸ್ಟೋರೆಂಟ್‌ನ ಆಫರ್‌ಗಳಲ್ಲಿನ ಕೋಡ್ ಬಳಸಿ.',
    couponBelowMinimum: '{code}ಗೆ ಐಟಂ ಒಟ್ಟು ಕನಿಷ್ಠ {minimum} ಇರಬೇಕು: ಇದನ್ನು ಬಳಸಲು ಇನ್ನೂ {more} ಸೇರಿಸಿ.',
    onePerOrder: 'ಒಂದು ಆರ್ಡರ್‌ಗೆ ಒಂದೇ ಕೂಪನ್ ಬಳಸಬಹುದು.',
    couponUsedOnce: '{code} ಅನ್ನು ಪ್ರತಿ ಗ್ರಾಹಕರು ಒಮ್ಮೆ ಮಾತ್ರ ಬಳಸಬಹುದು, ನೀವು ಇದನ್ನು ಹಿಂದಿನ ಆರ್ಡರ್‌ನಲ್ಲಿ ಬಳಸಿದ್ದೀರಿ.',
    couponFirstOrder: '{code} ನಿಮ್ಮ ಮೊದಲ ಆರ್ಡರ್‌ಗೆ ಮಾತ್ರ.',
    couponCopied: '{code} ಕಾಪಿ ಆಯಿತು: ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ಅನ್ವಯವಾಗುತ್ತದೆ',
    couponApplied: '{code} ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ಅನ್ವಯವಾಗುತ್ತದೆ',
  },
} satisfies CatalogueFile<typeof cartMessages | typeof feeMessages>;
