/**
 * Hindi: the /locate page's own texts (drawn on the server). Before launch, a native Hindi copy editor
 * who orders food online proofreads this file. Kept in English on purpose: the brand name ({site}),
 * App Store and Google Play.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { locatePageMessages } from './en.ts';

export default {
  'location.page': {
    title: 'अपने पास के रेस्टोरेंट से ऑनलाइन खाना ऑर्डर करें | {site}',
    description:
      '{site} भारत के {cities} शहरों में आपके पास के बेहतरीन रेस्टोरेंट से खाना डिलीवर करता है। अपने पास क्या खुला है, यह देखने के लिए डिलीवरी की जगह चुनें।',
    home: 'होम',
    weDeliverTo: 'हम यहाँ डिलीवर करते हैं',
    why: '{site} से ऑर्डर क्यों करें',
    noMinimum: 'कोई मिनिमम ऑर्डर नहीं',
    noMinimumText: 'एक के लिए ऑर्डर करें या पूरे ग्रुप के लिए: कोई मिनिमम ऑर्डर वैल्यू नहीं है।',
    tracking: 'लाइव ऑर्डर ट्रैकिंग',
    trackingText: 'रेस्टोरेंट की किचन से आपके दरवाज़े तक, देखें आपका ऑर्डर कहाँ है।',
    fast: 'बिजली जैसी तेज़ डिलीवरी',
    fastText: 'पास के रेस्टोरेंट और पास के राइडर आपका खाना गरम और समय पर पहुँचाते हैं।',
    pocket: 'रेस्टोरेंट आपकी जेब में',
    pocketText: '{site} ऐप से अपने पसंदीदा रेस्टोरेंट से ऑर्डर करें और चलते-फिरते उसे ट्रैक करें।',
    appStore: 'App Store से डाउनलोड करें',
    googlePlay: 'Google Play पर पाएँ',
  },
} satisfies CatalogueFile<typeof locatePageMessages>;
