/**
 * Hindi: what every /api endpoint may answer a diner. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Nothing here is kept in English.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { httpMessages } from './en.ts';

export default {
  'server.http': {
    outage: 'अभी हम अपने रिकॉर्ड तक नहीं पहुँच पा रहे हैं। कृपया एक मिनट बाद फिर कोशिश करें।',
    serverError: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  },
} satisfies CatalogueFile<typeof httpMessages>;
