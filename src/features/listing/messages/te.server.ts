/**
 * Telugu: the home page's own texts (drawn on the server). Before launch, a native Telugu copy editor who
 * orders food online proofreads this file. Kept in English on purpose: the brand name ({site}),
 * App Store and Google Play.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { listingPageMessages } from './en.ts';

export default {
  'listing.page': {
    title: 'మీ దగ్గరి రెస్టారెంట్ల నుంచి ఆన్‌లైన్‌లో ఫుడ్ ఆర్డర్ చేయండి',
    description: 'మీ చిరునామాకు డెలివరీ చేసే రెస్టారెంట్లను వాటి ఆఫర్లు, రేటింగ్‌లు, డెలివరీ సమయాలతో చూసి ఆన్‌లైన్‌లో ఫుడ్ ఆర్డర్ చేయండి.',
    restaurantsNearYou: 'మీ దగ్గరి రెస్టారెంట్లు',
    appTitle: 'మెరుగైన అనుభవం కోసం ఇప్పుడే {site} యాప్ డౌన్‌లోడ్ చేసుకోండి',
    getTheApp: 'యాప్ పొందండి',
    googlePlay: 'Google Playలో పొందండి',
    appStore: 'App Storeలో డౌన్‌లోడ్ చేయండి',
    showMore: 'మరిన్ని చూపించు',
    scrollLeft: '{title} ఎడమకు స్క్రోల్ చేయండి',
    scrollRight: '{title} కుడికి స్క్రోల్ చేయండి',
    unserviceableTitle: 'ఈ ప్రాంతంలో సేవ లేదు',
    unserviceable: 'ఈ ప్రాంతంలో సేవ లేదు - ఇక్కడ ఇంకా మా సేవలు ప్రారంభం కాలేదు. ప్రాంతాన్ని మార్చి చూడండి.',
    citiesWeDeliverTo: 'మేము డెలివరీ చేసే నగరాలు',
  },
} satisfies CatalogueFile<typeof listingPageMessages>;
