/**
 * Hindi: the 404 and 500 pages' texts. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, URL and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { errorPageMessages } from './en.ts';

export default {
  'pages.errors': {
    notFoundTitle: 'पेज नहीं मिला',
    notFoundDescription: 'आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है। अपने आस-पास के रेस्टोरेंट खोजें और ऑनलाइन खाना ऑर्डर करें।',
    noRoute: 'इस URL का कोई पेज नहीं है: {path}',
    noPage: 'आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है।',
    goBack: 'वापस जाएँ',
    downTitle: 'हम जल्द ही वापस आएँगे',
    downText: 'हम एक छोटी-सी तकनीकी गड़बड़ी ठीक कर रहे हैं। असुविधा के लिए माफ़ी चाहते हैं।',
  },
} satisfies CatalogueFile<typeof errorPageMessages>;
