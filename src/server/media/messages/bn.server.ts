/**
 * Bengali: what a diner reads when a photo is refused. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: JPEG, PNG, WebP.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { photoMessages } from './en.ts';

export default {
  'server.media': {
    tooLarge: 'এই ছবিটি খুব বড়। দয়া করে ছোট ছবি বেছে নিন।',
    wrongType: 'দয়া করে JPEG, PNG বা WebP ফরম্যাটের ছবি বেছে নিন।',
    notPlain: 'এটি সাধারণ ছবি নয়। দয়া করে অন্য একটি বেছে নিন।',
    tooManyPixels: 'এই ছবিতে পিক্সেল অনেক বেশি। দয়া করে ছোট ছবি বেছে নিন।',
    unreadable: 'ছবিটি পড়া গেল না। দয়া করে অন্য একটি বেছে নিন।',
  },
} satisfies CatalogueFile<typeof photoMessages>;
