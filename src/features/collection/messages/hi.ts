/**
 * Hindi: the collection page's texts. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none (collection names come from the catalog).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { collectionMessages } from './en.ts';

export default {
  collection: {
    loading: 'कलेक्शन लोड हो रहा है',
    explore: 'ये रेस्टोरेंट आज़माएँ',
    title: 'कलेक्शन',
    description: 'अपने पास के ये रेस्टोरेंट आज़माएँ।',
  },
} satisfies CatalogueFile<typeof collectionMessages>;
