/**
 * Hindi: what the address endpoints tell a diner. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { addressServerMessages } from './en.ts';

export default {
  'server.addresses': {
    signIn: 'अपने पते देखने के लिए साइन इन करें',
  },
} satisfies CatalogueFile<typeof addressServerMessages>;
