/**
 * Bengali: what every /api endpoint may answer a diner. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Nothing here is kept in English.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { httpMessages } from './en.ts';

export default {
  'server.http': {
    outage: 'এই মুহূর্তে আমাদের রেকর্ডে পৌঁছানো যাচ্ছে না। এক মিনিট পরে আবার চেষ্টা করুন।',
    serverError: 'কিছু একটা গোলমাল হয়েছে। আবার চেষ্টা করুন।',
  },
} satisfies CatalogueFile<typeof httpMessages>;
