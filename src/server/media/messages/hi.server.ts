/**
 * Hindi: what a diner reads when a photo is refused. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: JPEG, PNG, WebP.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { photoMessages } from './en.ts';

export default {
  'server.media': {
    tooLarge: 'यह फ़ोटो बहुत बड़ी है। कृपया छोटी फ़ोटो चुनें।',
    wrongType: 'कृपया JPEG, PNG या WebP फ़ॉर्मैट की फ़ोटो चुनें।',
    notPlain: 'यह फ़ाइल सामान्य फ़ोटो नहीं है। कृपया कोई दूसरी चुनें।',
    tooManyPixels: 'इस फ़ोटो में बहुत ज़्यादा पिक्सेल हैं। कृपया छोटी फ़ोटो चुनें।',
    unreadable: 'हम यह फ़ोटो नहीं पढ़ पाए। कृपया कोई दूसरी चुनें।',
  },
} satisfies CatalogueFile<typeof photoMessages>;
