/**
 * Telugu: the veg-only mode's texts. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none ("veg" and "non-veg" are written as diners say them).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { vegMessages } from './en.ts';

export default {
  veg: {
    title: 'వెజ్ మోడ్',
    off: 'ఆఫ్',
    offNote: 'అన్ని వంటకాలు చూపించు',
    veg: 'వెజ్',
    vegNote: 'వెజ్ వంటకాలు మాత్రమే',
    egg: 'వెజ్ + ఎగ్',
    eggNote: 'వెజ్ వంటకాలు, గుడ్డు ఉన్న వంటకాలు',
    emptyMenuVeg: 'ఇక్కడ వెజ్ వంటకాలు లేవు',
    emptyMenuEgg: 'ఇక్కడ వెజ్ లేదా ఎగ్ వంటకాలు లేవు',
    emptyMenuNote: 'ఈ రెస్టారెంట్‌లో వెజ్ మోడ్‌లో ఏమీ లేదు. పూర్తి మెనూ చూడటానికి వెజ్ మోడ్ ఆఫ్ చేయండి.',
    emptyListVeg: 'ఇక్కడ వెజ్ వంటకాలు ఉన్న రెస్టారెంట్లు లేవు',
    emptyListEgg: 'ఇక్కడ వెజ్ లేదా ఎగ్ వంటకాలు ఉన్న రెస్టారెంట్లు లేవు',
    emptyListNote: 'అన్నీ చూడటానికి వెజ్ మోడ్ ఆఫ్ చేయండి.',
    showAll: 'వెజ్ మోడ్ ఆఫ్ చేయండి',
    hiddenFavourites: {
      one: 'మీరు సేవ్ చేసిన {count} రెస్టారెంట్ వెజ్ మోడ్ వల్ల కనిపించడం లేదు.',
      other: 'మీరు సేవ్ చేసిన {count} రెస్టారెంట్లు వెజ్ మోడ్ వల్ల కనిపించడం లేదు.',
    },
    notSaved: 'వెజ్ మోడ్‌ను మీ అకౌంట్‌లో సేవ్ చేయలేకపోయాం. ఈ బ్రౌజర్ దాన్ని గుర్తుంచుకుంటుంది.',
    markVeg: 'వెజ్',
    markEgg: 'గుడ్డు ఉంది',
    markNonVeg: 'నాన్-వెజ్',
  },
} satisfies CatalogueFile<typeof vegMessages>;
