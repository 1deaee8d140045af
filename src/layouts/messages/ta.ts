/**
 * Tamil: the header's texts. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { headerMessages } from './en.ts';

export default {
  header: {
    home: '{site} முகப்பு',
    skipToContent: 'உள்ளடக்கத்துக்குச் செல்லவும்',
    mainNav: 'முதன்மை',
    search: 'தேடல்',
    offers: 'சலுகைகள்',
    new: 'புதிது',
    help: 'உதவி',
    cart: 'கார்ட்',
    deliveryAddress: 'டெலிவரி முகவரி: ',
    setLocation: 'டெலிவரி இடத்தைத் தேர்ந்தெடுக்கவும்',
    language: 'மொழி',
    languageOffer: '{site}-ஐ {language}-இல் படிக்கவா?',
    languageOfferYes: 'மாற்று',
    languageOfferNo: 'வேண்டாம், நன்றி',
  },
} satisfies CatalogueFile<typeof headerMessages>;
