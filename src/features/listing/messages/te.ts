/**
 * Telugu: the home listing's texts. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant and cuisine names ({what}, {address}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { listingMessages } from './en.ts';

export default {
  listing: {
    sortRelevance: 'సంబంధితం',
    sortDeliveryTime: 'డెలివరీ సమయం',
    sortRating: 'రేటింగ్',
    facetPureVeg: 'ప్యూర్ వెజ్',
    facetRating4: 'రేటింగ్ 4.0+',
    facetFastDelivery: 'ఫాస్ట్ డెలివరీ',
    facetOffers: 'ఆఫర్లు',
    sortChip: 'క్రమం: {sort}',
    sortedBy: '{sort} ప్రకారం క్రమం',
    sortedByOnly: '{sort} ప్రకారం క్రమం, {facets} మాత్రమే',
    withVegMode: '{summary}, {vegMode}: {mode}',
    chipsLabel: 'రెస్టారెంట్లను క్రమపరచండి, ఫిల్టర్ చేయండి',
    restaurants: 'రెస్టారెంట్లు',
    tryAgain: 'మళ్లీ ప్రయత్నించండి',
    seenAll: 'ఇక్కడికి డెలివరీ చేసే అన్ని రెస్టారెంట్లను మీరు చూసేశారు.',
    showMore: 'మరిన్ని రెస్టారెంట్లు చూపించు',
    loading: 'మీ దగ్గర రుచికరమైన భోజనం కోసం వెతుకుతున్నాం ...',
    unserviceable: 'ఈ ప్రాంతంలో సేవ లేదు - ఇక్కడ ఇంకా మా సేవలు ప్రారంభం కాలేదు. ప్రాంతాన్ని మార్చి చూడండి.',
    rated: '5కి {rating} రేటింగ్',
    deliveringTo: '{address}కి డెలివరీ',
    noServices: 'ఇక్కడ ఇంకా మా సేవలు ప్రారంభం కాలేదు. ప్రాంతాన్ని మార్చి చూడండి.',
    nearMePrompt: 'మీకు డెలివరీ చేసే {what} చూడటానికి మీ డెలివరీ ప్రాంతాన్ని ఎంచుకోండి.',
    nearMeNone: 'ఈ చిరునామాకు ఇంకా {what} ఏవీ డెలివరీ చేయడం లేదు.',
    nearMeList: 'మీకు డెలివరీ చేసే {what}',
  },
} satisfies CatalogueFile<typeof listingMessages>;
