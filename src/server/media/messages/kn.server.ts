/**
 * Kannada: what a diner reads when a photo is refused. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: JPEG, PNG, WebP.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { photoMessages } from './en.ts';

export default {
  'server.media': {
    tooLarge: 'ಈ ಫೋಟೋ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ. ದಯವಿಟ್ಟು ಚಿಕ್ಕ ಫೋಟೋ ಆಯ್ಕೆ ಮಾಡಿ.',
    wrongType: 'ದಯವಿಟ್ಟು JPEG, PNG ಅಥವಾ WebP ಫಾರ್ಮ್ಯಾಟ್‌ನ ಫೋಟೋ ಆಯ್ಕೆ ಮಾಡಿ.',
    notPlain: 'ಇದು ಸಾಮಾನ್ಯ ಫೋಟೋ ಅಲ್ಲ. ದಯವಿಟ್ಟು ಬೇರೆ ಆಯ್ಕೆ ಮಾಡಿ.',
    tooManyPixels: 'ಈ ಫೋಟೋದಲ್ಲಿ ಪಿಕ್ಸೆಲ್‌ಗಳು ತುಂಬಾ ಹೆಚ್ಚು. ದಯವಿಟ್ಟು ಚಿಕ್ಕ ಫೋಟೋ ಆಯ್ಕೆ ಮಾಡಿ.',
    unreadable: 'ಈ ಫೋಟೋವನ್ನು ಓದಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಬೇರೆ ಆಯ್ಕೆ ಮಾಡಿ.',
  },
} satisfies CatalogueFile<typeof photoMessages>;
