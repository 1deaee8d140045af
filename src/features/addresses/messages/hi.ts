/**
 * Hindi: saved addresses' texts. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the address itself (flat, area, landmark), as typed.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { addressMessages } from './en.ts';

export default {
  addresses: {
    Home: 'घर',
    Work: 'ऑफ़िस',
    Other: 'अन्य',
    savedAddresses: 'सेव किए पते',
    loading: 'आपके पते लोड हो रहे हैं…',
    editName: '{label} बदलें',
    isDefault: 'डिफ़ॉल्ट',
    editAria: '{label} बदलें: {address}',
    edit: 'बदलें',
    makeDefaultAria: '{label} को डिफ़ॉल्ट बनाएँ: {address}',
    makeDefault: 'डिफ़ॉल्ट बनाएँ',
    deleteAria: '{label} हटाएँ: {address}',
    delete: 'हटाएँ',
    keep: 'रहने दें',
    addNew: 'नया पता जोड़ें',
    newAddress: 'नया पता',
    saveAddress: 'पता सेव करें',
    saving: 'सेव हो रहा है…',
    cancel: 'रद्द करें',
    area: 'इलाका: {area}',
    change: 'बदलें',
    saveAs: 'इस नाम से सेव करें',
    flatLabel: 'फ़्लैट, मकान नंबर और बिल्डिंग',
    floorLabel: 'मंज़िल (ज़रूरी नहीं)',
    landmarkLabel: 'लैंडमार्क (ज़रूरी नहीं)',
    instructionsLabel: 'डिलीवरी पार्टनर के लिए निर्देश (ज़रूरी नहीं)',
    chooseAreaLink: 'अपना इलाका चुनें',
    chooseAreaText: 'पता जोड़ने के लिए {link}।',
    flatMissing: 'कृपया अपना फ़्लैट, मकान नंबर और बिल्डिंग डालें।',
    tooLong: 'कृपया {what} {max} अक्षरों के अंदर रखें।',
    saved: 'आपका पता सेव हो गया।',
    deleteQuestion: 'यह पता हटाएँ?',
    removed: 'पता हटा दिया गया।',
    madeDefault: 'अब यही आपका डिफ़ॉल्ट पता है।',
    empty: 'आपका अभी कोई सेव किया पता नहीं है।',
    noArea: 'पता जोड़ने के लिए पहले अपना इलाका चुनें।',
    flat: 'फ़्लैट, मकान नंबर और बिल्डिंग',
    floor: 'मंज़िल',
    landmark: 'लैंडमार्क',
    instructions: 'निर्देश',
  },
} satisfies CatalogueFile<typeof addressMessages>;
