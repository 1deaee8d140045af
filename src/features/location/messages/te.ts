/**
 * Telugu: the location screens' texts. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}), GPS.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { locationMessages } from './en.ts';

export default {
  location: {
    headingMovieMarathon: 'సినిమా మారథాన్?',
    headingGuests: 'అనుకోని అతిథులు?',
    headingLateNight: 'ఆఫీసులో లేట్ నైట్?',
    headingGameNight: 'గేమ్ నైట్?',
    headingHungry: 'ఆకలిగా ఉందా?',
    headingCooking: 'వంట చెడిపోయిందా?',
    login: 'లాగిన్',
    signUp: 'సైన్ అప్',
    sub: 'మీ దగ్గరి ఇష్టమైన రెస్టారెంట్ల నుంచి ఫుడ్ ఆర్డర్ చేయండి.',
    deliveryLocation: 'డెలివరీ ప్రాంతం',
    enterLocation: 'మీ డెలివరీ ప్రాంతాన్ని ఎంటర్ చేయండి',
    clear: 'తొలగించు',
    locateMe: 'నా లొకేషన్',
    findingFood: 'ఫుడ్ వెతుకుతున్నాం',
    findFood: 'ఫుడ్ వెతకండి',
    noResults: 'ఫలితాలు లేవు',
    popularCities: 'భారతదేశంలో ప్రముఖ నగరాలు',
    andMore: 'ఇంకా మరిన్ని.',
    changeLocation: 'డెలివరీ ప్రాంతాన్ని మార్చండి',
    searchArea: 'ఏరియా, వీధి పేరు వెతకండి',
    searchAreaPlaceholder: 'ఏరియా, వీధి పేరు వెతకండి...',
    cancel: 'రద్దు చేయి',
    rightLocation: 'మీరు సరైన ప్రాంతాన్ని ఎంటర్ చేశారా?',
    currentLocation: 'ప్రస్తుత లొకేషన్ తీసుకోండి',
    usingGps: 'GPS ద్వారా',
    suggestions: 'ప్రాంత సూచనలు',
    blocked: 'మీ లొకేషన్ తెలుసుకోకుండా {site}ని మీరు బ్లాక్ చేశారు. దీన్ని ఉపయోగించడానికి బ్రౌజర్‌లో లొకేషన్ సెట్టింగ్‌లు మార్చండి.',
    noAddress: 'ఈ ప్రాంతానికి చిరునామా దొరకలేదు',
  },
} satisfies CatalogueFile<typeof locationMessages>;
