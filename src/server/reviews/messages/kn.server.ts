/**
 * Kannada: what a diner reads when a review call is refused. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify; order, review and rating as diners say them (ऑर्डर, रिव्यू, रेटिंग).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { reviewServerMessages } from './en.ts';

export default {
  'server.reviews': {
    signIn: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗೆ ರೇಟಿಂಗ್ ನೀಡಲು ಸೈನ್ ಇನ್ ಮಾಡಿ',
    alreadyRated: 'ನೀವು ಈ ಆರ್ಡರ್‌ಗೆ ಈಗಾಗಲೇ ರೇಟಿಂಗ್ ನೀಡಿದ್ದೀರಿ.',
    notDelivered: 'ಆರ್ಡರ್ ಡೆಲಿವರಿ ಆದ ನಂತರ ರೇಟಿಂಗ್ ನೀಡಬಹುದು.',
    cancelled: 'ರದ್ದಾದ ಆರ್ಡರ್‌ಗೆ ರೇಟಿಂಗ್ ನೀಡಲು ಆಗುವುದಿಲ್ಲ.',
    tooLate: 'ಡೆಲಿವರಿಯ ನಂತರ {days} ದಿನಗಳವರೆಗೆ ರೇಟಿಂಗ್ ನೀಡಬಹುದು; ಈ ಆರ್ಡರ್‌ಗೆ ಆ ಸಮಯ ಮುಗಿದಿದೆ.',
    editClosed: 'ರೇಟಿಂಗ್ ಬರೆದ {days} ದಿನಗಳವರೆಗೆ ಬದಲಾಯಿಸಬಹುದು; ಈಗಲೂ ಅದನ್ನು ಅಳಿಸಬಹುದು.',
    noReview: 'ನೀವು ಈ ಆರ್ಡರ್‌ಗೆ ರೇಟಿಂಗ್ ನೀಡಿಲ್ಲ.',
    dishNotInOrder: 'ಈ ಆರ್ಡರ್‌ನ ಡಿಶ್‌ಗಳಿಗೆ ಮಾತ್ರ ರೇಟಿಂಗ್ ನೀಡಬಹುದು.',
    photoMissing: 'ನಿಮ್ಮ ಫೋಟೋಗಳಲ್ಲಿ ಒಂದು ಸಿಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಸೇರಿಸಿ.',
    reviewNotFound: 'ಈ ವಿಮರ್ಶೆ ಈಗ ಲಭ್ಯವಿಲ್ಲ.',
    ownReview: 'ನಿಮ್ಮದೇ ವಿಮರ್ಶೆಯನ್ನು ವರದಿ ಮಾಡಲು ಆಗುವುದಿಲ್ಲ.',
    tooManyReviews: 'ಕಳೆದ ಒಂದು ಗಂಟೆಯಲ್ಲಿ ನೀವು ಹಲವು ಆರ್ಡರ್‌ಗಳಿಗೆ ರೇಟಿಂಗ್ ನೀಡಿದ್ದೀರಿ. ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಪ್ರಯತ್ನಿಸಿ.',
    tooManyPhotos: 'ಕಳೆದ ಒಂದು ಗಂಟೆಯಲ್ಲಿ ನೀವು ಹಲವು ಫೋಟೋಗಳನ್ನು ಸೇರಿಸಿದ್ದೀರಿ. ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಪ್ರಯತ್ನಿಸಿ.',
    tooManyReports: 'ಕಳೆದ ಒಂದು ಗಂಟೆಯಲ್ಲಿ ನೀವು ಹಲವು ವರದಿಗಳನ್ನು ಕಳುಹಿಸಿದ್ದೀರಿ. ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಪ್ರಯತ್ನಿಸಿ.',
  },
} satisfies CatalogueFile<typeof reviewServerMessages>;
