/**
 * Kannada: what the order endpoints tell a diner, an order's history notes and what reordering changed. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant, dish and add-on names; order, cart, payment, rider, tip, slot and refund as diners say them (ऑर्डर, कार्ट, पेमेंट, राइडर, टिप, स्लॉट, रिफ़ंड).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { orderServerMessages, orderNoteMessages, reorderMessages } from './en.ts';

export default {
  'server.orders': {
    signIn: 'ಆರ್ಡರ್ ಮಾಡಲು ಸೈನ್ ಇನ್ ಮಾಡಿ',
    emptyCart: 'ನಿಮ್ಮ ಕಾರ್ಟ್ ಖಾಲಿಯಾಗಿದೆ. ಆರ್ಡರ್ ಮಾಡುವ ಮೊದಲು ಡಿಶ್‌ಗಳನ್ನು ಸೇರಿಸಿ.',
    dishGone: 'ನಿಮ್ಮ ಕಾರ್ಟ್‌ನ ಒಂದು ಡಿಶ್ ಈಗ ಲಭ್ಯವಿಲ್ಲ. ಕಾರ್ಟ್ ನೋಡಿ ಮತ್ತೆ ಆರ್ಡರ್ ಮಾಡಿ.',
    restaurantGone: 'ಈ ರೆಸ್ಟೋರೆಂಟ್ ಈಗ ಆರ್ಡರ್‌ಗಳನ್ನು ತೆಗೆದುಕೊಳ್ಳುತ್ತಿಲ್ಲ.',
    outsideRadius: 'ಈ ವಿಳಾಸ {restaurant} ಡೆಲಿವರಿ ಪ್ರದೇಶದ ಹೊರಗಿದೆ. ರೆಸ್ಟೋರೆಂಟ್‌ಗೆ ಹತ್ತಿರದ ವಿಳಾಸ ಆಯ್ಕೆ ಮಾಡಿ.',
    totalChanged: 'ಬಿಲ್ ಬದಲಾಗಿದೆ: ಈಗ ಒಟ್ಟು ಮೊತ್ತ {total}. ಬಿಲ್ ನೋಡಿ ಮತ್ತೆ ಆರ್ಡರ್ ಮಾಡಿ.',
    cartChanged: 'ಆರ್ಡರ್ ಮಾಡುವಾಗ ನಿಮ್ಮ ಕಾರ್ಟ್ ಬದಲಾಗಿದೆ. ನೋಡಿ ಮತ್ತೆ ಆರ್ಡರ್ ಮಾಡಿ.',
    notPayable: 'ಈ ಆರ್ಡರ್‌ಗೆ ಈಗ ಪೇಮೆಂಟ್ ಮಾಡಲು ಆಗುವುದಿಲ್ಲ.',
    paid: 'ಈ ಆರ್ಡರ್‌ಗೆ ಈಗಾಗಲೇ ಪೇಮೆಂಟ್ ಆಗಿದೆ.',
    notCancellable: 'ಈ ಆರ್ಡರ್ ಅನ್ನು ಇನ್ನು ರದ್ದು ಮಾಡಲು ಆಗುವುದಿಲ್ಲ: ರೆಸ್ಟೋರೆಂಟ್ ಅದನ್ನು ತಯಾರಿಸಲು ಶುರು ಮಾಡಿದೆ.',
    providerDown: 'ಪೇಮೆಂಟ್ ಸೇವೆಯನ್ನು ತಲುಪಲು ಆಗಲಿಲ್ಲ. ನಿಮ್ಮ ಆರ್ಡರ್ ಉಳಿಸಲಾಗಿದೆ: ಒಂದು ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಪಾವತಿಸಿ.',
    slotGone: 'ಆ ಡೆಲಿವರಿ ಸ್ಲಾಟ್ ಈಗ ಲಭ್ಯವಿಲ್ಲ. ಬೇರೆ ಸ್ಲಾಟ್ ಆಯ್ಕೆ ಮಾಡಿ.',
    tipNotDelivered: 'ಆರ್ಡರ್ ಡೆಲಿವರಿ ಆದ ನಂತರ ನಿಮ್ಮ ರೈಡರ್‌ಗೆ ಟಿಪ್ ನೀಡಬಹುದು.',
    tipTooLate: 'ಡೆಲಿವರಿಯ ನಂತರ {days} ದಿನಗಳವರೆಗೆ ಟಿಪ್ ನೀಡಬಹುದು.',
    tipped: 'ಈ ಆರ್ಡರ್‌ಗೆ ನಿಮ್ಮ ರೈಡರ್‌ಗೆ ಈಗಾಗಲೇ ಟಿಪ್ ನೀಡಿದ್ದೀರಿ. ಧನ್ಯವಾದಗಳು!',
    tipProviderDown: 'ಪೇಮೆಂಟ್ ಸೇವೆಯನ್ನು ತಲುಪಲು ಆಗಲಿಲ್ಲ. ಒಂದು ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಟಿಪ್ ನೀಡಿ.',
    cartReplaced: 'ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿ ಈಗ ಈ ಆರ್ಡರ್‌ನ ಡಿಶ್‌ಗಳಿವೆ.',
    paymentExpired: '{minutes} ನಿಮಿಷಗಳಲ್ಲಿ ಪೇಮೆಂಟ್ ಆಗದ ಕಾರಣ ಈ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ. ಯಾವುದೇ ಹಣ ಕಡಿತವಾಗಿಲ್ಲ.',
  },
  'server.orders.notes': {
    'Payment not completed in time': 'ಸಮಯಕ್ಕೆ ಪೇಮೆಂಟ್ ಪೂರ್ಣಗೊಳ್ಳಲಿಲ್ಲ',
    'Payment not completed in time. Its dishes are back in your cart.':
      'ಸಮಯಕ್ಕೆ ಪೇಮೆಂಟ್ ಪೂರ್ಣಗೊಳ್ಳಲಿಲ್ಲ. ಅದರ ಡಿಶ್‌ಗಳು ಮತ್ತೆ ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿವೆ.',
    'Pay in cash on delivery': 'ಡೆಲಿವರಿ ಸಮಯದಲ್ಲಿ ಕ್ಯಾಶ್ ಮೂಲಕ ಪಾವತಿಸಿ',
    'Cancelled by you': 'ನೀವು ರದ್ದು ಮಾಡಿದ್ದೀರಿ',
    'Trying the payment again': 'ಪೇಮೆಂಟ್ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಲಾಗುತ್ತಿದೆ',
    'The payment was declined': 'ಪೇಮೆಂಟ್ ನಿರಾಕರಿಸಲಾಗಿದೆ',
    received: '{amount} ಸಿಕ್ಕಿದೆ',
    refund: '{amount} ರೀಫಂಡ್ ಆರಂಭವಾಗಿದೆ',
  },
  'server.orders.reorder': {
    lineGone: '{line} ಈಗ ಲಭ್ಯವಿಲ್ಲ.',
    leftOut: '{line} ಸೇರಿಸಿಲ್ಲ: {why}',
    leftOutRule: '{line} ಸೇರಿಸಿಲ್ಲ: {why} ಅದನ್ನು ಸೇರಿಸಲು ಮೆನುವಿನಲ್ಲಿ {rule}.',
    choicesChanged: 'ಅದರ ಆಯ್ಕೆಗಳು ಬದಲಾಗಿವೆ.',
    lostSentence: '{lost}.',
    soldOutOne: '{names} ಮಾರಾಟವಾಗಿದೆ',
    soldOutMany: '{names} ಮಾರಾಟವಾಗಿವೆ',
    goneOne: '{names} ಈಗ ನೀಡಲಾಗುತ್ತಿಲ್ಲ',
    goneMany: '{names} ಈಗ ನೀಡಲಾಗುತ್ತಿಲ್ಲ',
    both: '{first} ಮತ್ತು {second}',
    addedWithoutIt: '{lost}, ಹಾಗಾಗಿ {dish} ಅದಿಲ್ಲದೆ ಸೇರಿಸಲಾಗಿದೆ.',
    addedWithoutThem: '{lost}, ಹಾಗಾಗಿ {dish} ಅವುಗಳಿಲ್ಲದೆ ಸೇರಿಸಲಾಗಿದೆ.',
    priceChanged: '{line} ಬೆಲೆ ಈಗ {price} (ಹಿಂದೆ {was}).',
  },
} satisfies CatalogueFile<typeof orderServerMessages | typeof orderNoteMessages | typeof reorderMessages>;
