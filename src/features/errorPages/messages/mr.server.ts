/**
 * Marathi: the 404 and 500 pages' texts. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, URL and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { errorPageMessages } from './en.ts';

export default {
  'pages.errors': {
    notFoundTitle: 'पेज सापडले नाही',
    notFoundDescription: 'तुम्ही शोधत असलेले पेज अस्तित्वात नाही. तुमच्या जवळची रेस्टॉरंट शोधा आणि ऑनलाइन जेवण ऑर्डर करा.',
    noRoute: 'या URL साठी कोणतेही पेज नाही: {path}',
    noPage: 'तुम्ही शोधत असलेले पेज अस्तित्वात नाही.',
    goBack: 'मागे जा',
    downTitle: 'आम्ही लवकरच परत येऊ',
    downText: 'आम्ही एक तात्पुरती अडचण दूर करत आहोत. गैरसोयीबद्दल क्षमस्व.',
  },
} satisfies CatalogueFile<typeof errorPageMessages>;
