/**
 * Telugu: the /locate page's own texts (drawn on the server). Before launch, a native Telugu copy editor
 * who orders food online proofreads this file. Kept in English on purpose: the brand name ({site}),
 * App Store and Google Play.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { locatePageMessages } from './en.ts';

export default {
  'location.page': {
    title: 'మీ దగ్గరి రెస్టారెంట్ల నుంచి ఆన్‌లైన్‌లో ఫుడ్ ఆర్డర్ చేయండి | {site}',
    description:
      '{site} భారతదేశంలోని {cities} నగరాల్లో మీ దగ్గరి ఉత్తమ రెస్టారెంట్ల నుంచి ఫుడ్ డెలివరీ చేస్తుంది. మీ దగ్గర ఏవి తెరిచి ఉన్నాయో చూడటానికి మీ డెలివరీ ప్రాంతాన్ని ఎంచుకోండి.',
    home: 'హోమ్',
    weDeliverTo: 'మేము డెలివరీ చేసే ప్రాంతాలు',
    why: '{site}లో ఎందుకు ఆర్డర్ చేయాలి',
    noMinimum: 'మినిమమ్ ఆర్డర్ లేదు',
    noMinimumText: 'ఒక్కరికైనా, మొత్తం గ్రూప్‌కైనా ఆర్డర్ చేయండి: మినిమమ్ ఆర్డర్ విలువ లేదు.',
    tracking: 'లైవ్ ఆర్డర్ ట్రాకింగ్',
    trackingText: 'రెస్టారెంట్ కిచెన్ నుంచి మీ ఇంటి గుమ్మం వరకు మీ ఆర్డర్ ఎక్కడ ఉందో చూడండి.',
    fast: 'మెరుపు వేగంతో డెలివరీ',
    fastText: 'దగ్గరి రెస్టారెంట్లు, దగ్గర్లో ఉన్న రైడర్లు మీ ఫుడ్‌ను వేడిగా, సమయానికి తెస్తారు.',
    pocket: 'మీ జేబులో రెస్టారెంట్లు',
    pocketText: '{site} యాప్‌తో మీ ఇష్టమైన రెస్టారెంట్ల నుంచి ఆర్డర్ చేసి, ఎక్కడున్నా ట్రాక్ చేయండి.',
    appStore: 'App Storeలో డౌన్‌లోడ్ చేయండి',
    googlePlay: 'Google Playలో పొందండి',
  },
} satisfies CatalogueFile<typeof locatePageMessages>;
