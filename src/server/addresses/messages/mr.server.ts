/**
 * Marathi: what the address endpoints tell a diner. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { addressServerMessages } from './en.ts';

export default {
  'server.addresses': {
    signIn: 'तुमचे पत्ते पाहण्यासाठी साइन इन करा',
  },
} satisfies CatalogueFile<typeof addressServerMessages>;
