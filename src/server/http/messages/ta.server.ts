/**
 * Tamil: what every /api endpoint may answer a diner. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Nothing here is kept in English.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { httpMessages } from './en.ts';

export default {
  'server.http': {
    outage: 'இப்போது எங்கள் பதிவுகளை அணுக முடியவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.',
    serverError: 'ஏதோ தவறு நடந்தது. மீண்டும் முயலுங்கள்.',
  },
} satisfies CatalogueFile<typeof httpMessages>;
