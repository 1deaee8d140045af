/**
 * Kannada: the veg-only mode's texts. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none ("veg" and "non-veg" are written as diners say them).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { vegMessages } from './en.ts';

export default {
  veg: {
    title: 'ವೆಜ್ ಮೋಡ್',
    off: 'ಆಫ್',
    offNote: 'ಎಲ್ಲಾ ಖಾದ್ಯಗಳನ್ನು ತೋರಿಸಿ',
    veg: 'ವೆಜ್',
    vegNote: 'ವೆಜ್ ಖಾದ್ಯಗಳು ಮಾತ್ರ',
    egg: 'ವೆಜ್ + ಮೊಟ್ಟೆ',
    eggNote: 'ವೆಜ್ ಖಾದ್ಯಗಳು ಮತ್ತು ಮೊಟ್ಟೆ ಇರುವ ಖಾದ್ಯಗಳು',
    emptyMenuVeg: 'ಇಲ್ಲಿ ವೆಜ್ ಖಾದ್ಯಗಳಿಲ್ಲ',
    emptyMenuEgg: 'ಇಲ್ಲಿ ವೆಜ್ ಅಥವಾ ಮೊಟ್ಟೆ ಖಾದ್ಯಗಳಿಲ್ಲ',
    emptyMenuNote: 'ಈ ರೆಸ್ಟೋರೆಂಟ್‌ನಲ್ಲಿ ವೆಜ್ ಮೋಡ್‌ನಲ್ಲಿ ಏನೂ ಇಲ್ಲ. ಪೂರ್ಣ ಮೆನು ನೋಡಲು ವೆಜ್ ಮೋಡ್ ಆಫ್ ಮಾಡಿ.',
    emptyListVeg: 'ಇಲ್ಲಿ ವೆಜ್ ಖಾದ್ಯಗಳಿರುವ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳಿಲ್ಲ',
    emptyListEgg: 'ಇಲ್ಲಿ ವೆಜ್ ಅಥವಾ ಮೊಟ್ಟೆ ಖಾದ್ಯಗಳಿರುವ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳಿಲ್ಲ',
    emptyListNote: 'ಎಲ್ಲವನ್ನೂ ನೋಡಲು ವೆಜ್ ಮೋಡ್ ಆಫ್ ಮಾಡಿ.',
    showAll: 'ವೆಜ್ ಮೋಡ್ ಆಫ್ ಮಾಡಿ',
    hiddenFavourites: {
      one: 'ನೀವು ಸೇವ್ ಮಾಡಿದ {count} ರೆಸ್ಟೋರೆಂಟ್ ವೆಜ್ ಮೋಡ್‌ನಿಂದ ಮರೆಯಾಗಿದೆ.',
      other: 'ನೀವು ಸೇವ್ ಮಾಡಿದ {count} ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು ವೆಜ್ ಮೋಡ್‌ನಿಂದ ಮರೆಯಾಗಿವೆ.',
    },
    notSaved: 'ವೆಜ್ ಮೋಡ್ ಅನ್ನು ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇವ್ ಮಾಡಲಾಗಲಿಲ್ಲ. ಈ ಬ್ರೌಸರ್ ಅದನ್ನು ನೆನಪಿಟ್ಟುಕೊಳ್ಳುತ್ತದೆ.',
    markVeg: 'ವೆಜ್',
    markEgg: 'ಮೊಟ್ಟೆ ಇದೆ',
    markNonVeg: 'ನಾನ್-ವೆಜ್',
  },
} satisfies CatalogueFile<typeof vegMessages>;
