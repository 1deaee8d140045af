/**
 * Kannada: the favourites' texts. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant names ({name}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { favouritesMessages } from './en.ts';

export default {
  favourites: {
    signIn: 'ನಿಮ್ಮ ನೆಚ್ಚಿನ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳನ್ನು ಸೇವ್ ಮಾಡಲು ಸೈನ್ ಇನ್ ಮಾಡಿ.',
    notFavourite: 'ಈ ರೆಸ್ಟೋರೆಂಟ್ ನಿಮ್ಮ ಫೇವರಿಟ್‌ಗಳಲ್ಲಿ ಇಲ್ಲ.',
    tooMany: 'ನೀವು ಗರಿಷ್ಠ 200 ನೆಚ್ಚಿನ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳನ್ನು ಸೇವ್ ಮಾಡಬಹುದು. ಹೊಸದನ್ನು ಸೇರಿಸಲು ಒಂದನ್ನು ತೆಗೆದುಹಾಕಿ.',
    saved: 'ಫೇವರಿಟ್‌ಗಳಿಗೆ ಸೇವ್ ಆಗಿದೆ',
    removed: 'ಫೇವರಿಟ್‌ಗಳಿಂದ ತೆಗೆದುಹಾಕಲಾಗಿದೆ',
    heartSave: '{name} ಅನ್ನು ಫೇವರಿಟ್‌ಗಳಿಗೆ ಸೇವ್ ಮಾಡಿ',
    heartRemove: '{name} ಅನ್ನು ಫೇವರಿಟ್‌ಗಳಿಂದ ತೆಗೆದುಹಾಕಿ',
    thisRestaurant: 'ಈ ರೆಸ್ಟೋರೆಂಟ್',
    listLabel: 'ನಿಮ್ಮ ನೆಚ್ಚಿನ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು',
    gone: 'ಈ ರೆಸ್ಟೋರೆಂಟ್ ಈಗ ಸೈಟ್‌ನಲ್ಲಿ ಇಲ್ಲ.',
    signInToSee: 'ನೀವು ಸೇವ್ ಮಾಡಿದ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳನ್ನು ನೋಡಲು ಸೈನ್ ಇನ್ ಮಾಡಿ.',
    title: 'ನಿಮ್ಮ ಫೇವರಿಟ್‌ಗಳು',
    description: 'ನೀವು ಸೇವ್ ಮಾಡಿದ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು, ನಿಮ್ಮ ವಿಳಾಸಕ್ಕೆ ಅವುಗಳ ರೇಟಿಂಗ್ ಮತ್ತು ಡೆಲಿವರಿ ಸಮಯದೊಂದಿಗೆ.',
    cannotShow: 'ಈಗ ನಿಮ್ಮ ಫೇವರಿಟ್‌ಗಳನ್ನು ತೋರಿಸಲು ಆಗುತ್ತಿಲ್ಲ. ಒಂದು ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    empty: 'ನೀವು ಇನ್ನೂ ಯಾವುದೇ ರೆಸ್ಟೋರೆಂಟ್ ಸೇವ್ ಮಾಡಿಲ್ಲ. ರೆಸ್ಟೋರೆಂಟ್ ಅನ್ನು ಇಲ್ಲಿ ಇಟ್ಟುಕೊಳ್ಳಲು ಅದರ ಹಾರ್ಟ್ ಮೇಲೆ ಟ್ಯಾಪ್ ಮಾಡಿ.',
    seeNearYou: 'ನಿಮ್ಮ ಹತ್ತಿರದ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳನ್ನು ನೋಡಿ',
  },
} satisfies CatalogueFile<typeof favouritesMessages>;
