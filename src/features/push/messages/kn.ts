/**
 * Kannada: order notifications' texts. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}), iPhone, iPad.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { notifyMessages } from './en.ts';

export default {
  push: {
    button: 'ಈ ಆರ್ಡರ್ ಬಗ್ಗೆ ನನಗೆ ತಿಳಿಸಿ',
    stop: 'ಅಧಿಸೂಚನೆಗಳನ್ನು ನಿಲ್ಲಿಸಿ',
    offHint: 'ಈ ಪುಟ ಮುಚ್ಚಿದ್ದರೂ, ಪ್ರತಿ ಹಂತದಲ್ಲೂ ಅಧಿಸೂಚನೆ ಪಡೆಯಿರಿ.',
    asking: 'ನಿಮ್ಮ ಬ್ರೌಸರ್ ಅನ್ನು ಕೇಳುತ್ತಿದ್ದೇವೆ…',
    on: 'ಈ ಸಾಧನದಲ್ಲಿ ಈ ಆರ್ಡರ್ ಬಗ್ಗೆ ನಿಮಗೆ ತಿಳಿಸಲಾಗುತ್ತದೆ.',
    blocked:
      'ಈ ಸೈಟ್‌ಗೆ ಅಧಿಸೂಚನೆಗಳನ್ನು ನಿರ್ಬಂಧಿಸಲಾಗಿದೆ. ಅನುಮತಿಸಲು, ಸೈಟ್ ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯಿರಿ (ವೆಬ್ ವಿಳಾಸದ ಪಕ್ಕದ ಐಕಾನ್), Notifications ಅನ್ನು Allow ಗೆ ಬದಲಿಸಿ, ನಂತರ ಈ ಪುಟವನ್ನು ರೀಲೋಡ್ ಮಾಡಿ.',
    unsupported:
      'ಈ ಬ್ರೌಸರ್ {site} ಅಧಿಸೂಚನೆಗಳನ್ನು ತೋರಿಸಲಾರದು. iPhone ಅಥವಾ iPad ನಲ್ಲಿ, {site} ಅನ್ನು ನಿಮ್ಮ Home Screen ಗೆ ಸೇರಿಸಿ ಅಲ್ಲಿಂದ ತೆರೆಯಿರಿ.',
    unavailable: 'ಆರ್ಡರ್ ಅಧಿಸೂಚನೆಗಳು ಈಗ ಲಭ್ಯವಿಲ್ಲ.',
    failed: 'ಅಧಿಸೂಚನೆಗಳನ್ನು ಆನ್ ಮಾಡಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
} satisfies CatalogueFile<typeof notifyMessages>;
