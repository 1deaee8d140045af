/**
 * Kannada: help with an order. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant and dish names ({restaurant}, {name}), the order number and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { helpMessages } from './en.ts';

export default {
  help: {
    title: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗೆ ಸಹಾಯ',
    reason: 'ಏನು ತಪ್ಪಾಯಿತು?',
    dishes: 'ಯಾವ ಡಿಶ್‌ಗಳು?',
    howMany: 'ಎಷ್ಟು',
    words: 'ಇನ್ನಷ್ಟು ತಿಳಿಸಿ (ಐಚ್ಛಿಕ)',
    photos: 'ಫೋಟೋಗಳನ್ನು ಸೇರಿಸಿ ({max} ವರೆಗೆ)',
    submit: 'ಕಳುಹಿಸಿ',
    chooseReason: 'ಏನು ತಪ್ಪಾಯಿತು ಎಂದು ದಯವಿಟ್ಟು ಆಯ್ಕೆಮಾಡಿ.',
    chooseDishes: 'ಇದು ಯಾವ ಡಿಶ್‌ಗಳ ಬಗ್ಗೆ ಎಂದು ದಯವಿಟ್ಟು ಆಯ್ಕೆಮಾಡಿ.',
    photosWaiting: 'ನಿಮ್ಮ ಫೋಟೋಗಳು ಸೇರುವವರೆಗೆ ಕಾಯಿರಿ, ಅಥವಾ ಸೇರಿಸಲಾಗದವನ್ನು ತೆಗೆದುಹಾಕಿ.',
    tooLong: 'ದಯವಿಟ್ಟು ಇದನ್ನು {max} ಅಕ್ಷರಗಳೊಳಗೆ ಇರಿಸಿ.',
    refunded: '{amount} ರಿಫಂಡ್ ಆಗಿದೆ',
    answered: 'ಉತ್ತರಿಸಲಾಗಿದೆ',
    waiting: 'ನಮ್ಮ ತಂಡದ ಉತ್ತರಕ್ಕಾಗಿ ಕಾಯಲಾಗುತ್ತಿದೆ',
    dishLine: '{quantity} × {name}',
    orderFrom: '{restaurant} ನಿಂದ ಆರ್ಡರ್ #{number}',
    cancelled: 'ಈ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ. ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಪಾವತಿಸಿದ ಹಣ ಪೂರ್ತಿಯಾಗಿ ರಿಫಂಡ್ ಆಗುತ್ತದೆ.',
    teamLooking: 'ನಮ್ಮ ತಂಡ ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ನೋಡುತ್ತಿದೆ ಮತ್ತು ಇಲ್ಲೇ ಉತ್ತರಿಸುತ್ತದೆ.',
    notYet: 'ನಿಮ್ಮ ಆರ್ಡರ್ ದಾರಿಯಲ್ಲಿರುವಾಗ ಇಲ್ಲಿ ಸಹಾಯ ಕೇಳಬಹುದು.',
    loadFailed: 'ಸಹಾಯ ಫಾರ್ಮ್ ತೆರೆಯಲು ಆಗಲಿಲ್ಲ. ನಿಮ್ಮ ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    section: 'ಸಹಾಯ',
    yourRequests: 'ನಿಮ್ಮ ವಿನಂತಿಗಳು',
    getHelp: 'ಸಹಾಯ ಪಡೆಯಿರಿ',
  },
} satisfies CatalogueFile<typeof helpMessages>;
