/**
 * Hindi: the veg-only mode's texts. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none ("veg" and "non-veg" are written as diners say them).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { vegMessages } from './en.ts';

export default {
  veg: {
    title: 'वेज मोड',
    off: 'बंद',
    offNote: 'सभी डिश दिखाएँ',
    veg: 'वेज',
    vegNote: 'सिर्फ़ वेज डिश',
    egg: 'वेज + अंडा',
    eggNote: 'वेज डिश और अंडे वाली डिश',
    emptyMenuVeg: 'यहाँ कोई वेज डिश नहीं है',
    emptyMenuEgg: 'यहाँ कोई वेज या अंडे वाली डिश नहीं है',
    emptyMenuNote: 'इस रेस्टोरेंट में वेज मोड में कुछ नहीं है। पूरा मेन्यू देखने के लिए वेज मोड बंद करें।',
    emptyListVeg: 'यहाँ वेज डिश वाला कोई रेस्टोरेंट नहीं है',
    emptyListEgg: 'यहाँ वेज या अंडे वाली डिश वाला कोई रेस्टोरेंट नहीं है',
    emptyListNote: 'सभी रेस्टोरेंट देखने के लिए वेज मोड बंद करें।',
    showAll: 'वेज मोड बंद करें',
    hiddenFavourites: {
      one: 'आपका {count} सेव किया हुआ रेस्टोरेंट वेज मोड की वजह से छिपा है।',
      other: 'आपके {count} सेव किए हुए रेस्टोरेंट वेज मोड की वजह से छिपे हैं।',
    },
    notSaved: 'वेज मोड आपके अकाउंट में सेव नहीं हो सका। यह ब्राउज़र इसे याद रखेगा।',
    markVeg: 'वेज',
    markEgg: 'अंडा है',
    markNonVeg: 'नॉन-वेज',
  },
} satisfies CatalogueFile<typeof vegMessages>;
