/**
 * Kannada: the collection page's texts. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none (collection names come from the catalog).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { collectionMessages } from './en.ts';

export default {
  collection: {
    loading: 'ಕಲೆಕ್ಷನ್ ಲೋಡ್ ಆಗುತ್ತಿದೆ',
    explore: 'ಪ್ರಯತ್ನಿಸಬೇಕಾದ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು',
    title: 'ಕಲೆಕ್ಷನ್',
    description: 'ನಿಮ್ಮ ಹತ್ತಿರ ಪ್ರಯತ್ನಿಸಬೇಕಾದ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು.',
  },
} satisfies CatalogueFile<typeof collectionMessages>;
