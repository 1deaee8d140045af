/**
 * Hindi: the offline notice's and the offline page's texts (drawn on the server only). Before launch,
 * a native Hindi copy editor who orders food online proofreads this file. Nothing is kept in English.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { pwaMessages } from './en.ts';

export default {
  pwa: {
    offline: 'आप ऑफ़लाइन हैं।',
    savedAt: 'यह पेज इस डिवाइस पर {time} पर सेव हुआ था, तब से बदल सकता है।',
    reload: 'अभी का हाल देखने के लिए पेज रीलोड करें।',
    pageTitle: 'आप ऑफ़लाइन हैं',
    pageDescription: 'आप ऑफ़लाइन हैं। पहले खोले गए पेज इस डिवाइस पर अब भी सेव हो सकते हैं।',
    notSaved: 'यह पेज इस डिवाइस पर सेव नहीं है। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
    recent: 'हाल में खोले गए पेज अब भी यहाँ हो सकते हैं, जैसे आपने उन्हें देखा था:',
    yourCart: 'आपका कार्ट',
    yourOrders: 'आपके ऑर्डर',
    tryHome: 'होम पेज खोलकर देखें',
  },
} satisfies CatalogueFile<typeof pwaMessages>;
