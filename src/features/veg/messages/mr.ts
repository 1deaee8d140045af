/**
 * Marathi: the veg-only mode's texts. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none ("veg" and "non-veg" are written as diners say them).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { vegMessages } from './en.ts';

export default {
  veg: {
    title: 'व्हेज मोड',
    off: 'बंद',
    offNote: 'सर्व डिश दाखवा',
    veg: 'व्हेज',
    vegNote: 'फक्त व्हेज डिश',
    egg: 'व्हेज + अंडे',
    eggNote: 'व्हेज डिश आणि अंडे असलेल्या डिश',
    emptyMenuVeg: 'इथे व्हेज डिश नाहीत',
    emptyMenuEgg: 'इथे व्हेज किंवा अंड्याच्या डिश नाहीत',
    emptyMenuNote: 'या रेस्टॉरंटमध्ये व्हेज मोडमध्ये काहीही नाही. पूर्ण मेन्यू पाहण्यासाठी व्हेज मोड बंद करा.',
    emptyListVeg: 'इथे व्हेज डिश असलेले रेस्टॉरंट नाहीत',
    emptyListEgg: 'इथे व्हेज किंवा अंड्याच्या डिश असलेले रेस्टॉरंट नाहीत',
    emptyListNote: 'सर्व पाहण्यासाठी व्हेज मोड बंद करा.',
    showAll: 'व्हेज मोड बंद करा',
    hiddenFavourites: {
      one: 'तुमचे सेव्ह केलेले {count} रेस्टॉरंट व्हेज मोडमुळे लपलेले आहे.',
      other: 'तुमचे सेव्ह केलेले {count} रेस्टॉरंट व्हेज मोडमुळे लपलेले आहेत.',
    },
    notSaved: 'व्हेज मोड तुमच्या अकाउंटमध्ये सेव्ह करता आला नाही. हा ब्राउझर तो लक्षात ठेवेल.',
    markVeg: 'व्हेज',
    markEgg: 'अंडे आहे',
    markNonVeg: 'नॉन-व्हेज',
  },
} satisfies CatalogueFile<typeof vegMessages>;
