/**
 * Kannada: the header's texts. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { headerMessages } from './en.ts';

export default {
  header: {
    home: '{site} ಮುಖಪುಟ',
    skipToContent: 'ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ',
    mainNav: 'ಮುಖ್ಯ',
    search: 'ಹುಡುಕಿ',
    offers: 'ಆಫರ್‌ಗಳು',
    new: 'ಹೊಸ',
    help: 'ಸಹಾಯ',
    cart: 'ಕಾರ್ಟ್',
    deliveryAddress: 'ಡೆಲಿವರಿ ವಿಳಾಸ: ',
    setLocation: 'ಡೆಲಿವರಿ ಸ್ಥಳವನ್ನು ಆರಿಸಿ',
    language: 'ಭಾಷೆ',
    languageOffer: '{site} ಅನ್ನು {language}ದಲ್ಲಿ ಓದುವಿರಾ?',
    languageOfferYes: 'ಬದಲಿಸಿ',
    languageOfferNo: 'ಬೇಡ, ಧನ್ಯವಾದ',
  },
} satisfies CatalogueFile<typeof headerMessages>;
