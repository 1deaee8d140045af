/**
 * Kannada: what the cart's endpoints tell a diner. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant and dish names; cart and order as diners say them (कार्ट, ऑर्डर).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { cartServerMessages } from './en.ts';

export default {
  'server.cart': {
    signIn: 'ಕಾರ್ಟ್ ಬಳಸಲು ಸೈನ್ ಇನ್ ಮಾಡಿ',
    closedOpens: '{restaurant} ಈಗ ಮುಚ್ಚಿದೆ, {opens} ತೆರೆಯುತ್ತದೆ. ತೆರೆದ ನಂತರದ ಸಮಯಕ್ಕೆ ಮುಂಚಿತವಾಗಿ ಆರ್ಡರ್ ಮಾಡಬಹುದು.',
    closedWeek: '{restaurant} ಮುಚ್ಚಿದೆ, ಈ ವಾರ ಆರ್ಡರ್‌ಗಳನ್ನು ತೆಗೆದುಕೊಳ್ಳುತ್ತಿಲ್ಲ.',
    soldOut: '{item} ಮಾರಾಟವಾಗಿದೆ. ಆರ್ಡರ್ ಮಾಡಲು ಅದನ್ನು ಕಾರ್ಟ್‌ನಿಂದ ತೆಗೆಯಿರಿ.',
    notServedAt: '{dish} ಆ ಸಮಯದಲ್ಲಿ ಸಿಗುವುದಿಲ್ಲ ({when}). ಅದನ್ನು ತೆಗೆಯಿರಿ ಅಥವಾ ಬೇರೆ ಸಮಯ ಆಯ್ಕೆ ಮಾಡಿ.',
    notServedNow: '{dish} ಈಗ ಸಿಗುವುದಿಲ್ಲ ({when}). ಅದನ್ನು ತೆಗೆಯಿರಿ ಅಥವಾ ಬೇರೆ ಸಮಯ ಆಯ್ಕೆ ಮಾಡಿ.',
    belowMinimum: 'ಆರ್ಡರ್ ಮಾಡಲು ಇನ್ನೂ {short} ಸೇರಿಸಿ: ಇಲ್ಲಿ ಕನಿಷ್ಠ ಆರ್ಡರ್ {minimum}.',
    addSoldOut: '{item} ಈಗ ಮಾರಾಟವಾಗಿದೆ. ಬೇರೆ ಡಿಶ್ ಪ್ರಯತ್ನಿಸಿ.',
  },
} satisfies CatalogueFile<typeof cartServerMessages>;
