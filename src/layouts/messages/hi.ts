/**
 * Hindi: the header's texts. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { headerMessages } from './en.ts';

export default {
  header: {
    home: '{site} होम',
    skipToContent: 'मुख्य सामग्री पर जाएँ',
    mainNav: 'मुख्य',
    search: 'खोजें',
    offers: 'ऑफ़र',
    new: 'नया',
    help: 'मदद',
    cart: 'कार्ट',
    deliveryAddress: 'डिलीवरी का पता: ',
    setLocation: 'डिलीवरी की जगह चुनें',
    language: 'भाषा',
    languageOffer: '{site} को {language} में पढ़ें?',
    languageOfferYes: 'बदलें',
    languageOfferNo: 'नहीं, धन्यवाद',
  },
} satisfies CatalogueFile<typeof headerMessages>;
