/**
 * Marathi: the offline notice's and the offline page's texts (drawn on the server only). Before launch,
 * a native Marathi copy editor who orders food online proofreads this file. Nothing is kept in English.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { pwaMessages } from './en.ts';

export default {
  pwa: {
    offline: 'तुम्ही ऑफलाइन आहात.',
    savedAt: 'हे या डिव्हाइसवर {time} ला सेव्ह झाले होते, तेव्हापासून बदलले असू शकते.',
    reload: 'आत्ताची स्थिती पाहण्यासाठी पेज रीलोड करा.',
    pageTitle: 'तुम्ही ऑफलाइन आहात',
    pageDescription: 'तुम्ही ऑफलाइन आहात. आधी उघडलेली पेजेस या डिव्हाइसवर अजून सेव्ह असू शकतात.',
    notSaved: 'हे पेज या डिव्हाइसवर सेव्ह केलेले नाही. तुमचे इंटरनेट कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
    recent: 'अलीकडे उघडलेली पेजेस, तुम्ही पाहिली तशीच, इथे अजून असू शकतात:',
    yourCart: 'तुमचे कार्ट',
    yourOrders: 'तुमच्या ऑर्डर',
    tryHome: 'होम पेज उघडून पाहा',
  },
} satisfies CatalogueFile<typeof pwaMessages>;
