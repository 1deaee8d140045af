/**
 * Marathi: what every /api endpoint may answer a diner. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Nothing here is kept in English.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { httpMessages } from './en.ts';

export default {
  'server.http': {
    outage: 'सध्या आमच्या नोंदींपर्यंत पोहोचता येत नाही. कृपया एका मिनिटाने पुन्हा प्रयत्न करा.',
    serverError: 'काहीतरी चुकले. कृपया पुन्हा प्रयत्न करा.',
  },
} satisfies CatalogueFile<typeof httpMessages>;
