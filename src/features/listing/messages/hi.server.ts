/**
 * Hindi: the home page's own texts (drawn on the server). Before launch, a native Hindi copy editor who
 * orders food online proofreads this file. Kept in English on purpose: the brand name ({site}),
 * App Store and Google Play.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { listingPageMessages } from './en.ts';

export default {
  'listing.page': {
    title: 'अपने पास के रेस्टोरेंट से ऑनलाइन खाना ऑर्डर करें',
    description: 'आपके पते पर डिलीवर करने वाले रेस्टोरेंट देखें, उनके ऑफ़र, रेटिंग और डिलीवरी टाइम के साथ, और ऑनलाइन खाना ऑर्डर करें।',
    restaurantsNearYou: 'आपके पास के रेस्टोरेंट',
    appTitle: 'बेहतर अनुभव के लिए अभी {site} ऐप डाउनलोड करें',
    getTheApp: 'ऐप पाएँ',
    googlePlay: 'Google Play पर पाएँ',
    appStore: 'App Store से डाउनलोड करें',
    showMore: 'और दिखाएँ',
    scrollLeft: '{title} बाईं ओर स्क्रॉल करें',
    scrollRight: '{title} दाईं ओर स्क्रॉल करें',
    unserviceableTitle: 'इस जगह पर सेवा उपलब्ध नहीं',
    unserviceable: 'इस जगह पर सेवा उपलब्ध नहीं - यहाँ अभी हमारी सेवा शुरू नहीं हुई है। जगह बदलकर देखें।',
    citiesWeDeliverTo: 'जिन शहरों में हम डिलीवर करते हैं',
  },
} satisfies CatalogueFile<typeof listingPageMessages>;
