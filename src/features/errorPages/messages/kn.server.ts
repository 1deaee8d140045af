/**
 * Kannada: the 404 and 500 pages' texts. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, URL and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { errorPageMessages } from './en.ts';

export default {
  'pages.errors': {
    notFoundTitle: 'ಪುಟ ಸಿಗಲಿಲ್ಲ',
    notFoundDescription: 'ನೀವು ಹುಡುಕುತ್ತಿರುವ ಪುಟ ಇಲ್ಲ. ನಿಮ್ಮ ಹತ್ತಿರದ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳನ್ನು ಹುಡುಕಿ ಮತ್ತು ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಊಟ ಆರ್ಡರ್ ಮಾಡಿ.',
    noRoute: 'ಈ URL ಗೆ ಯಾವುದೇ ಪುಟ ಇಲ್ಲ: {path}',
    noPage: 'ನೀವು ಹುಡುಕುತ್ತಿರುವ ಪುಟ ಇಲ್ಲ.',
    goBack: 'ಹಿಂದೆ ಹೋಗಿ',
    downTitle: 'ಶೀಘ್ರದಲ್ಲೇ ಮರಳಿ ಬರುತ್ತೇವೆ',
    downText: 'ತಾತ್ಕಾಲಿಕ ತೊಂದರೆಯನ್ನು ಸರಿಪಡಿಸುತ್ತಿದ್ದೇವೆ. ಅನಾನುಕೂಲಕ್ಕಾಗಿ ಕ್ಷಮಿಸಿ.',
  },
} satisfies CatalogueFile<typeof errorPageMessages>;
