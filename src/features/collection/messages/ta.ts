/**
 * Tamil: the collection page's texts. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none (collection names come from the catalog).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { collectionMessages } from './en.ts';

export default {
  collection: {
    loading: 'தொகுப்பு ஏற்றப்படுகிறது',
    explore: 'முயற்சிக்க வேண்டிய உணவகங்கள்',
    title: 'தொகுப்பு',
    description: 'உங்கள் அருகில் முயற்சிக்க வேண்டிய உணவகங்கள்.',
  },
} satisfies CatalogueFile<typeof collectionMessages>;
