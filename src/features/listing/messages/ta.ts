/**
 * Tamil: the home listing's texts. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant and cuisine names ({what}, {address}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { listingMessages } from './en.ts';

export default {
  listing: {
    sortRelevance: 'பொருத்தம்',
    sortDeliveryTime: 'டெலிவரி நேரம்',
    sortRating: 'ரேட்டிங்',
    facetPureVeg: 'சுத்த சைவம்',
    facetRating4: 'ரேட்டிங் 4.0+',
    facetFastDelivery: 'விரைவு டெலிவரி',
    facetOffers: 'சலுகைகள்',
    sortChip: 'வரிசை: {sort}',
    sortedBy: '{sort} படி வரிசைப்படுத்தப்பட்டது',
    sortedByOnly: '{sort} படி வரிசைப்படுத்தப்பட்டது, {facets} மட்டும்',
    withVegMode: '{summary}, {vegMode}: {mode}',
    chipsLabel: 'உணவகங்களை வரிசைப்படுத்தி வடிகட்டவும்',
    restaurants: 'உணவகங்கள்',
    tryAgain: 'மீண்டும் முயலவும்',
    seenAll: 'இங்கே டெலிவரி செய்யும் எல்லா உணவகங்களையும் பார்த்துவிட்டீர்கள்.',
    showMore: 'மேலும் உணவகங்களைக் காட்டு',
    loading: 'உங்கள் அருகில் சுவையான உணவைத் தேடுகிறோம் ...',
    unserviceable: 'இந்த இடத்தில் சேவை இல்லை - இங்கே இதுவரை எங்கள் சேவை தொடங்கவில்லை. இடத்தை மாற்றிப் பாருங்கள்.',
    rated: '5-க்கு {rating} ரேட்டிங்',
    deliveringTo: '{address}-க்கு டெலிவரி',
    noServices: 'இங்கே இதுவரை எங்கள் சேவை தொடங்கவில்லை. இடத்தை மாற்றிப் பாருங்கள்.',
    nearMePrompt: 'உங்களுக்கு டெலிவரி செய்யும் {what} பார்க்க உங்கள் டெலிவரி இடத்தை அமைக்கவும்.',
    nearMeNone: 'இந்த முகவரிக்கு இன்னும் எந்த {what} டெலிவரி செய்வதில்லை.',
    nearMeList: 'உங்களுக்கு டெலிவரி செய்யும் {what}',
  },
} satisfies CatalogueFile<typeof listingMessages>;
