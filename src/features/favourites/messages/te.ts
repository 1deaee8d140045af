/**
 * Telugu: the favourites' texts. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant names ({name}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { favouritesMessages } from './en.ts';

export default {
  favourites: {
    signIn: 'మీకు ఇష్టమైన రెస్టారెంట్లను సేవ్ చేయడానికి సైన్ ఇన్ చేయండి.',
    notFavourite: 'ఈ రెస్టారెంట్ మీ ఫేవరెట్స్‌లో లేదు.',
    tooMany: 'మీరు గరిష్ఠంగా 200 ఇష్టమైన రెస్టారెంట్లను సేవ్ చేయవచ్చు. కొత్తది జోడించడానికి ఒకదాన్ని తీసేయండి.',
    saved: 'ఫేవరెట్స్‌లో సేవ్ అయింది',
    removed: 'ఫేవరెట్స్ నుంచి తీసేశాం',
    heartSave: '{name}ని ఫేవరెట్స్‌లో సేవ్ చేయండి',
    heartRemove: '{name}ని ఫేవరెట్స్ నుంచి తీసేయండి',
    thisRestaurant: 'ఈ రెస్టారెంట్',
    listLabel: 'మీకు ఇష్టమైన రెస్టారెంట్లు',
    gone: 'ఈ రెస్టారెంట్ ఇప్పుడు సైట్‌లో లేదు.',
    signInToSee: 'మీరు సేవ్ చేసిన రెస్టారెంట్లను చూడటానికి సైన్ ఇన్ చేయండి.',
    title: 'మీ ఫేవరెట్స్',
    description: 'మీరు సేవ్ చేసిన రెస్టారెంట్లు, మీ చిరునామాకు వాటి రేటింగ్, డెలివరీ సమయంతో.',
    cannotShow: 'ప్రస్తుతం మీ ఫేవరెట్స్ చూపించలేకపోతున్నాం. ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
    empty: 'మీరు ఇంకా ఏ రెస్టారెంట్‌నూ సేవ్ చేయలేదు. రెస్టారెంట్‌ను ఇక్కడ ఉంచుకోవడానికి దాని హార్ట్‌పై ట్యాప్ చేయండి.',
    seeNearYou: 'మీ దగ్గరి రెస్టారెంట్లు చూడండి',
  },
} satisfies CatalogueFile<typeof favouritesMessages>;
