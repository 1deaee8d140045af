/**
 * Kannada: what every /api endpoint may answer a diner. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Nothing here is kept in English.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { httpMessages } from './en.ts';

export default {
  'server.http': {
    outage: 'ಈಗ ನಮ್ಮ ದಾಖಲೆಗಳನ್ನು ತಲುಪಲು ಆಗುತ್ತಿಲ್ಲ. ಒಂದು ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    serverError: 'ಏನೋ ತಪ್ಪಾಗಿದೆ. ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
} satisfies CatalogueFile<typeof httpMessages>;
