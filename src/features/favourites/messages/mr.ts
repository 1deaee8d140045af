/**
 * Marathi: the favourites' texts. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant names ({name}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { favouritesMessages } from './en.ts';

export default {
  favourites: {
    signIn: 'तुमची आवडती रेस्टॉरंट सेव्ह करण्यासाठी साइन इन करा.',
    notFavourite: 'हे रेस्टॉरंट तुमच्या फेव्हरिटमध्ये नाही.',
    tooMany: 'तुम्ही जास्तीत जास्त 200 आवडती रेस्टॉरंट सेव्ह करू शकता. नवीन जोडण्यासाठी एखादे काढा.',
    saved: 'फेव्हरिटमध्ये सेव्ह झाले',
    removed: 'फेव्हरिटमधून काढले',
    heartSave: '{name} फेव्हरिटमध्ये सेव्ह करा',
    heartRemove: '{name} फेव्हरिटमधून काढा',
    thisRestaurant: 'हे रेस्टॉरंट',
    listLabel: 'तुमची आवडती रेस्टॉरंट',
    gone: 'हे रेस्टॉरंट आता साइटवर नाही.',
    signInToSee: 'तुम्ही सेव्ह केलेली रेस्टॉरंट पाहण्यासाठी साइन इन करा.',
    title: 'तुमचे फेव्हरिट',
    description: 'तुम्ही सेव्ह केलेली रेस्टॉरंट, तुमच्या पत्त्यापर्यंत त्यांचे रेटिंग आणि डिलिव्हरी वेळेसह.',
    cannotShow: 'आत्ता आम्ही तुमचे फेव्हरिट दाखवू शकत नाही. एका मिनिटाने पुन्हा प्रयत्न करा.',
    empty: 'तुम्ही अजून एकही रेस्टॉरंट सेव्ह केलेले नाही. एखादे रेस्टॉरंट इथे ठेवण्यासाठी त्याच्या हार्टवर टॅप करा.',
    seeNearYou: 'तुमच्या जवळची रेस्टॉरंट पाहा',
  },
} satisfies CatalogueFile<typeof favouritesMessages>;
