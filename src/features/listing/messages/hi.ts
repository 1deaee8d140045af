/**
 * Hindi: the home listing's texts. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant and cuisine names ({what}, {address}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { listingMessages } from './en.ts';

export default {
  listing: {
    sortRelevance: 'रिलेवेंस',
    sortDeliveryTime: 'डिलीवरी टाइम',
    sortRating: 'रेटिंग',
    facetPureVeg: 'प्योर वेज',
    facetRating4: 'रेटिंग 4.0+',
    facetFastDelivery: 'फ़ास्ट डिलीवरी',
    facetOffers: 'ऑफ़र',
    sortChip: 'क्रम: {sort}',
    sortedBy: '{sort} के हिसाब से क्रम',
    sortedByOnly: '{sort} के हिसाब से क्रम, सिर्फ़ {facets}',
    withVegMode: '{summary}, {vegMode}: {mode}',
    chipsLabel: 'रेस्टोरेंट का क्रम और फ़िल्टर',
    restaurants: 'रेस्टोरेंट',
    tryAgain: 'फिर से कोशिश करें',
    seenAll: 'आपने यहाँ डिलीवर करने वाले सभी रेस्टोरेंट देख लिए हैं।',
    showMore: 'और रेस्टोरेंट दिखाएँ',
    loading: 'आपके पास बढ़िया खाना ढूँढ रहे हैं ...',
    unserviceable: 'इस जगह पर सेवा उपलब्ध नहीं - यहाँ अभी हमारी सेवा शुरू नहीं हुई है। जगह बदलकर देखें।',
    rated: '5 में से {rating} रेटिंग',
    deliveringTo: '{address} पर डिलीवरी',
    noServices: 'यहाँ अभी हमारी सेवा शुरू नहीं हुई है। जगह बदलकर देखें।',
    nearMePrompt: 'आप तक डिलीवर करने वाले {what} देखने के लिए अपनी डिलीवरी की जगह चुनें।',
    nearMeNone: 'इस पते पर अभी कोई {what} डिलीवर नहीं करता।',
    nearMeList: 'आप तक डिलीवर करने वाले {what}',
  },
} satisfies CatalogueFile<typeof listingMessages>;
