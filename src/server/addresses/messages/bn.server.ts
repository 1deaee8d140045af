/**
 * Bengali: what the address endpoints tell a diner. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { addressServerMessages } from './en.ts';

export default {
  'server.addresses': {
    signIn: 'আপনার ঠিকানাগুলো দেখতে সাইন ইন করুন',
  },
} satisfies CatalogueFile<typeof addressServerMessages>;
