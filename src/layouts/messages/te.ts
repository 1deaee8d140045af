/**
 * Telugu: the header's texts. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { headerMessages } from './en.ts';

export default {
  header: {
    home: '{site} హోమ్',
    skipToContent: 'ప్రధాన విషయానికి వెళ్లండి',
    mainNav: 'ప్రధాన',
    search: 'వెతకండి',
    offers: 'ఆఫర్లు',
    new: 'కొత్త',
    help: 'సహాయం',
    cart: 'కార్ట్',
    deliveryAddress: 'డెలివరీ చిరునామా: ',
    setLocation: 'డెలివరీ స్థలాన్ని ఎంచుకోండి',
    language: 'భాష',
    languageOffer: '{site}ని {language}లో చదవాలా?',
    languageOfferYes: 'మార్చండి',
    languageOfferNo: 'వద్దు, ధన్యవాదాలు',
  },
} satisfies CatalogueFile<typeof headerMessages>;
