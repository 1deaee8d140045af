/**
 * Kannada: what pushes and the push endpoints say. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify; order, rider, payment and notification are written as diners say them (ऑर्डर, राइडर, पेमेंट).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { pushMessages } from './en.ts';

export default {
  'server.push': {
    title: 'ಆರ್ಡರ್ #{number}',
    placed: 'ನಿಮ್ಮ ಆರ್ಡರ್ ಸಿಕ್ಕಿದೆ, ಅದನ್ನು ರೆಸ್ಟೋರೆಂಟ್‌ಗೆ ಕಳುಹಿಸುತ್ತಿದ್ದೇವೆ.',
    payment_pending: 'ನಿಮ್ಮ ಪೇಮೆಂಟ್ ಬಾಕಿ ಇದೆ. ಪೇಮೆಂಟ್ ಮುಗಿಸಲು ಆರ್ಡರ್ ತೆರೆಯಿರಿ.',
    paid: 'ಪೇಮೆಂಟ್ ಸಿಕ್ಕಿದೆ. ನಿಮ್ಮ ಆರ್ಡರ್ ಅನ್ನು ರೆಸ್ಟೋರೆಂಟ್‌ಗೆ ಕಳುಹಿಸುತ್ತಿದ್ದೇವೆ.',
    payment_failed: 'ನಿಮ್ಮ ಪೇಮೆಂಟ್ ಆಗಿಲ್ಲ. ಮತ್ತೆ ಪಾವತಿಸಲು ಆರ್ಡರ್ ತೆರೆಯಿರಿ.',
    accepted: 'ರೆಸ್ಟೋರೆಂಟ್ ನಿಮ್ಮ ಆರ್ಡರ್ ಸ್ವೀಕರಿಸಿದೆ.',
    preparing: 'ಅಡುಗೆಮನೆಯಲ್ಲಿ ನಿಮ್ಮ ಊಟ ತಯಾರಾಗುತ್ತಿದೆ.',
    picked_up: 'ನಿಮ್ಮ ರೈಡರ್ ಊಟವನ್ನು ತೆಗೆದುಕೊಂಡಿದ್ದಾರೆ.',
    on_the_way: 'ನಿಮ್ಮ ಊಟ ದಾರಿಯಲ್ಲಿದೆ.',
    delivered: 'ನಿಮ್ಮ ಆರ್ಡರ್ ಡೆಲಿವರಿ ಆಗಿದೆ. ಊಟ ಸವಿಯಿರಿ!',
    cancelled: 'ನಿಮ್ಮ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ. ನಿಮ್ಮ ಹಣಕ್ಕೆ ಏನಾಗುತ್ತದೆ ಎಂದು ನೋಡಲು ಆರ್ಡರ್ ತೆರೆಯಿರಿ.',
    arriving: 'ನಿಮ್ಮ ರೈಡರ್ ಬರುತ್ತಿದ್ದಾರೆ. ದಯವಿಟ್ಟು ಬಾಗಿಲ ಬಳಿ ಸಿದ್ಧವಾಗಿರಿ.',
    signIn: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ನ ಅಪ್‌ಡೇಟ್‌ಗಳನ್ನು ಪಡೆಯಲು ಸೈನ್ ಇನ್ ಮಾಡಿ',
    off: 'ಈಗ ನೋಟಿಫಿಕೇಶನ್‌ಗಳು ಲಭ್ಯವಿಲ್ಲ.',
  },
} satisfies CatalogueFile<typeof pushMessages>;
