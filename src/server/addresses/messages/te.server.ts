/**
 * Telugu: what the address endpoints tell a diner. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { addressServerMessages } from './en.ts';

export default {
  'server.addresses': {
    signIn: 'మీ అడ్రస్‌లు చూడటానికి సైన్ ఇన్ చేయండి',
  },
} satisfies CatalogueFile<typeof addressServerMessages>;
