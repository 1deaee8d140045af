/**
 * Marathi: the home listing's texts. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant and cuisine names ({what}, {address}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { listingMessages } from './en.ts';

export default {
  listing: {
    sortRelevance: 'सुसंगतता',
    sortDeliveryTime: 'डिलिव्हरी वेळ',
    sortRating: 'रेटिंग',
    facetPureVeg: 'प्युअर व्हेज',
    facetRating4: 'रेटिंग 4.0+',
    facetFastDelivery: 'फास्ट डिलिव्हरी',
    facetOffers: 'ऑफर्स',
    sortChip: 'क्रम: {sort}',
    sortedBy: '{sort} नुसार क्रम',
    sortedByOnly: '{sort} नुसार क्रम, फक्त {facets}',
    withVegMode: '{summary}, {vegMode}: {mode}',
    chipsLabel: 'रेस्टॉरंटचा क्रम आणि फिल्टर',
    restaurants: 'रेस्टॉरंट',
    tryAgain: 'पुन्हा प्रयत्न करा',
    seenAll: 'इथे डिलिव्हरी करणारी सर्व रेस्टॉरंट तुम्ही पाहिली आहेत.',
    showMore: 'आणखी रेस्टॉरंट दाखवा',
    loading: 'तुमच्या जवळचे चविष्ट जेवण शोधत आहोत ...',
    unserviceable: 'या ठिकाणी सेवा उपलब्ध नाही - इथे अजून आमची सेवा सुरू झालेली नाही. ठिकाण बदलून पाहा.',
    rated: '5 पैकी {rating} रेटिंग',
    deliveringTo: '{address} येथे डिलिव्हरी',
    noServices: 'इथे अजून आमची सेवा सुरू झालेली नाही. ठिकाण बदलून पाहा.',
    nearMePrompt: 'तुमच्यापर्यंत डिलिव्हरी करणारी {what} पाहण्यासाठी तुमचे डिलिव्हरीचे ठिकाण निवडा.',
    nearMeNone: 'या पत्त्यावर अजून कोणतेही {what} डिलिव्हरी करत नाही.',
    nearMeList: 'तुमच्यापर्यंत डिलिव्हरी करणारी {what}',
  },
} satisfies CatalogueFile<typeof listingMessages>;
