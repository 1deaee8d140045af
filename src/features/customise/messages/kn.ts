/**
 * Kannada: the customisation sheet's texts.
 * Before launch, a native Kannada copy editor who orders food online proofreads this file.
 * Kept in English on purpose: dish, choice and group names as the restaurant gives them.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { customiseMessages } from './en.ts';

export default {
  customise: {
    close: 'ಮುಚ್ಚಿ',
    required: 'ಕಡ್ಡಾಯ',
    soldOut: 'ಖಾಲಿಯಾಗಿದೆ',
    groupFull: '{rule}: ಬೇರೊಂದನ್ನು ಆರಿಸಲು ಒಂದನ್ನು ತೆಗೆಯಿರಿ.',
    addItem: 'ಐಟಂ ಸೇರಿಸಿ · {price}',
    repeatQuestion: 'ಕಳೆದ ಬಾರಿಯಂತೆಯೇ ಇನ್ನೊಂದು ಸೇರಿಸಬೇಕೆ, ಅಥವಾ ಮತ್ತೆ ಆರಿಸಬೇಕೆ?',
    illChoose: 'ನಾನೇ ಆರಿಸುತ್ತೇನೆ',
    repeatLastWith: 'ಕೊನೆಯದನ್ನೇ ಮತ್ತೆ ({choices})',
    repeatLast: 'ಕೊನೆಯದನ್ನೇ ಮತ್ತೆ',
    several: '{dish} ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿ {count} ಬೇರೆ ಬೇರೆ ಕಸ್ಟಮೈಸೇಶನ್‌ಗಳೊಂದಿಗೆ ಇದೆ. ಯಾವುದನ್ನು ತೆಗೆಯಬೇಕು ಎಂದು ಕಾರ್ಟ್‌ನಲ್ಲಿ ಆರಿಸಿ.',
    goToCart: 'ಕಾರ್ಟ್‌ಗೆ ಹೋಗಿ',
    loadFailed: 'ಈ ಖಾದ್ಯದ ಆಯ್ಕೆಗಳನ್ನು ತೆರೆಯಲಾಗಲಿಲ್ಲ. ನಿಮ್ಮ ಕನೆಕ್ಷನ್ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    chooseExactly: '{count} {group} ಆರಿಸಿ',
    upTo: 'ಗರಿಷ್ಠ {count} {group}',
    chooseRange: '{min}ರಿಂದ {max} {group} ಆರಿಸಿ',
    choiceSoldOut: '{choice} ಖಾಲಿಯಾಗಿದೆ',
  },
} satisfies CatalogueFile<typeof customiseMessages>;
