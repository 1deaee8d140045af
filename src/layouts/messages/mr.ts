/**
 * Marathi: the header's texts. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { headerMessages } from './en.ts';

export default {
  header: {
    home: '{site} होम',
    skipToContent: 'मुख्य मजकुराकडे जा',
    mainNav: 'मुख्य',
    search: 'शोधा',
    offers: 'ऑफर्स',
    new: 'नवीन',
    help: 'मदत',
    cart: 'कार्ट',
    deliveryAddress: 'डिलिव्हरीचा पत्ता: ',
    setLocation: 'डिलिव्हरीचे ठिकाण निवडा',
    language: 'भाषा',
    languageOffer: '{site} {language}मध्ये वाचायचे?',
    languageOfferYes: 'बदला',
    languageOfferNo: 'नको, धन्यवाद',
  },
} satisfies CatalogueFile<typeof headerMessages>;
