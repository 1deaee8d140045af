/**
 * Telugu: help with an order. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant and dish names ({restaurant}, {name}), the order number and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { helpMessages } from './en.ts';

export default {
  help: {
    title: 'మీ ఆర్డర్‌కి సహాయం',
    reason: 'ఏం తప్పు జరిగింది?',
    dishes: 'ఏ డిష్‌లు?',
    howMany: 'ఎన్ని',
    words: 'మరింత చెప్పండి (ఐచ్ఛికం)',
    photos: 'ఫోటోలు జోడించండి ({max} వరకు)',
    submit: 'పంపండి',
    chooseReason: 'ఏం తప్పు జరిగిందో దయచేసి ఎంచుకోండి.',
    chooseDishes: 'ఇది ఏ డిష్‌ల గురించో దయచేసి ఎంచుకోండి.',
    photosWaiting: 'మీ ఫోటోలు జోడించబడే వరకు ఆగండి, లేదా జోడించలేకపోయిన వాటిని తీసివేయండి.',
    tooLong: 'దయచేసి దీన్ని {max} అక్షరాలలోపు ఉంచండి.',
    refunded: '{amount} రీఫండ్ అయింది',
    answered: 'సమాధానం ఇచ్చాం',
    waiting: 'మా టీమ్ సమాధానం కోసం వేచి ఉంది',
    dishLine: '{quantity} × {name}',
    orderFrom: '{restaurant} నుంచి ఆర్డర్ #{number}',
    cancelled: 'ఈ ఆర్డర్ క్యాన్సిల్ అయింది. ఆన్‌లైన్‌లో చెల్లించిన మొత్తం పూర్తిగా రీఫండ్ అవుతుంది.',
    teamLooking: 'మా టీమ్ మీ రిక్వెస్ట్‌ని చూస్తోంది, ఇక్కడే సమాధానం ఇస్తుంది.',
    notYet: 'మీ ఆర్డర్ దారిలో ఉన్నప్పుడు ఇక్కడ సహాయం అడగవచ్చు.',
    loadFailed: 'సహాయ ఫారమ్ తెరవలేకపోయాం. మీ కనెక్షన్ చెక్ చేసి మళ్లీ ప్రయత్నించండి.',
    section: 'సహాయం',
    yourRequests: 'మీ రిక్వెస్ట్‌లు',
    getHelp: 'సహాయం పొందండి',
  },
} satisfies CatalogueFile<typeof helpMessages>;
