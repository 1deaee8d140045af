/**
 * Marathi: the collection page's texts. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none (collection names come from the catalog).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { collectionMessages } from './en.ts';

export default {
  collection: {
    loading: 'कलेक्शन लोड होत आहे',
    explore: 'ही रेस्टॉरंट नक्की पाहा',
    title: 'कलेक्शन',
    description: 'तुमच्या जवळची ही रेस्टॉरंट नक्की पाहा.',
  },
} satisfies CatalogueFile<typeof collectionMessages>;
