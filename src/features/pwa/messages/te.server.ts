/**
 * Telugu: the offline notice's and the offline page's texts (drawn on the server only). Before launch,
 * a native Telugu copy editor who orders food online proofreads this file. Nothing is kept in English.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { pwaMessages } from './en.ts';

export default {
  pwa: {
    offline: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు.',
    savedAt: 'ఇది ఈ పరికరంలో {time}కి సేవ్ అయింది, అప్పటి నుండి మారి ఉండవచ్చు.',
    reload: 'ఇప్పటి స్థితి చూడటానికి పేజీని రీలోడ్ చేయండి.',
    pageTitle: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు',
    pageDescription: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు. ఇంతకు ముందు తెరిచిన పేజీలు ఈ పరికరంలో ఇంకా సేవ్ అయి ఉండవచ్చు.',
    notSaved: 'ఈ పేజీ ఈ పరికరంలో సేవ్ కాలేదు. మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి.',
    recent: 'ఇటీవల తెరిచిన పేజీలు, మీరు చూసినట్లే, ఇక్కడ ఇంకా ఉండవచ్చు:',
    yourCart: 'మీ కార్ట్',
    yourOrders: 'మీ ఆర్డర్లు',
    tryHome: 'హోమ్ పేజీ తెరిచి చూడండి',
  },
} satisfies CatalogueFile<typeof pwaMessages>;
