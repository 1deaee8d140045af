/**
 * Kannada: the offline notice's and the offline page's texts (drawn on the server only). Before launch,
 * a native Kannada copy editor who orders food online proofreads this file. Nothing is kept in English.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { pwaMessages } from './en.ts';

export default {
  pwa: {
    offline: 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ.',
    savedAt: 'ಇದನ್ನು ಈ ಸಾಧನದಲ್ಲಿ {time}ಕ್ಕೆ ಉಳಿಸಲಾಗಿದೆ, ಅಂದಿನಿಂದ ಬದಲಾಗಿರಬಹುದು.',
    reload: 'ಈಗಿನ ಸ್ಥಿತಿ ನೋಡಲು ಪುಟವನ್ನು ರೀಲೋಡ್ ಮಾಡಿ.',
    pageTitle: 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ',
    pageDescription: 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ. ಹಿಂದೆ ತೆರೆದ ಪುಟಗಳು ಈ ಸಾಧನದಲ್ಲಿ ಇನ್ನೂ ಉಳಿದಿರಬಹುದು.',
    notSaved: 'ಈ ಪುಟ ಈ ಸಾಧನದಲ್ಲಿ ಉಳಿಸಿಲ್ಲ. ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    recent: 'ಇತ್ತೀಚೆಗೆ ತೆರೆದ ಪುಟಗಳು, ನೀವು ನೋಡಿದಂತೆಯೇ, ಇಲ್ಲಿ ಇನ್ನೂ ಇರಬಹುದು:',
    yourCart: 'ನಿಮ್ಮ ಕಾರ್ಟ್',
    yourOrders: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗಳು',
    tryHome: 'ಮುಖಪುಟ ತೆರೆದು ನೋಡಿ',
  },
} satisfies CatalogueFile<typeof pwaMessages>;
