/**
 * Telugu: what every /api endpoint may answer a diner. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Nothing here is kept in English.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { httpMessages } from './en.ts';

export default {
  'server.http': {
    outage: 'ప్రస్తుతం మా రికార్డులను చేరుకోలేకపోతున్నాం. ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
    serverError: 'ఏదో పొరపాటు జరిగింది. మళ్లీ ప్రయత్నించండి.',
  },
} satisfies CatalogueFile<typeof httpMessages>;
