/**
 * Marathi: the home page's own texts (drawn on the server). Before launch, a native Marathi copy editor who
 * orders food online proofreads this file. Kept in English on purpose: the brand name ({site}),
 * App Store and Google Play.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { listingPageMessages } from './en.ts';

export default {
  'listing.page': {
    title: 'जवळच्या रेस्टॉरंटमधून ऑनलाइन जेवण ऑर्डर करा',
    description:
      'तुमच्या पत्त्यावर डिलिव्हरी करणारी रेस्टॉरंट त्यांच्या ऑफर्स, रेटिंग आणि डिलिव्हरी वेळेसह पाहा आणि ऑनलाइन जेवण ऑर्डर करा.',
    restaurantsNearYou: 'तुमच्या जवळची रेस्टॉरंट',
    appTitle: 'अधिक चांगल्या अनुभवासाठी आत्ताच {site} ॲप डाउनलोड करा',
    getTheApp: 'ॲप मिळवा',
    googlePlay: 'Google Play वर मिळवा',
    appStore: 'App Store वरून डाउनलोड करा',
    showMore: 'आणखी दाखवा',
    scrollLeft: '{title} डावीकडे सरकवा',
    scrollRight: '{title} उजवीकडे सरकवा',
    unserviceableTitle: 'या ठिकाणी सेवा उपलब्ध नाही',
    unserviceable: 'या ठिकाणी सेवा उपलब्ध नाही - इथे अजून आमची सेवा सुरू झालेली नाही. ठिकाण बदलून पाहा.',
    citiesWeDeliverTo: 'आम्ही डिलिव्हरी करतो ती शहरे',
  },
} satisfies CatalogueFile<typeof listingPageMessages>;
