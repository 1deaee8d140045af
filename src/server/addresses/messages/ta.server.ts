/**
 * Tamil: what the address endpoints tell a diner. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { addressServerMessages } from './en.ts';

export default {
  'server.addresses': {
    signIn: 'உங்கள் முகவரிகளைப் பார்க்க சைன் இன் செய்யுங்கள்',
  },
} satisfies CatalogueFile<typeof addressServerMessages>;
