/**
 * Tamil: the shared dialogs' and drawers' texts. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none of these words (all are translated).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { uiMessages } from './en.ts';

export default {
  ui: {
    close: 'மூடு',
    sending: 'அனுப்பப்படுகிறது…',
  },
} satisfies CatalogueFile<typeof uiMessages>;
