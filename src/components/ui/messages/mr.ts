/**
 * Marathi: the shared dialogs' and drawers' texts. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none of these words (all are translated).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { uiMessages } from './en.ts';

export default {
  ui: {
    close: 'बंद करा',
    sending: 'पाठवत आहे…',
  },
} satisfies CatalogueFile<typeof uiMessages>;
