/**
 * Marathi: saved addresses' texts. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the address itself (flat, area, landmark), as typed.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { addressMessages } from './en.ts';

export default {
  addresses: {
    Home: 'घर',
    Work: 'ऑफिस',
    Other: 'इतर',
    savedAddresses: 'सेव्ह केलेले पत्ते',
    loading: 'तुमचे पत्ते लोड होत आहेत…',
    editName: '{label} बदला',
    isDefault: 'डिफॉल्ट',
    editAria: '{label} बदला: {address}',
    edit: 'बदला',
    makeDefaultAria: '{label} डिफॉल्ट करा: {address}',
    makeDefault: 'डिफॉल्ट करा',
    deleteAria: '{label} काढून टाका: {address}',
    delete: 'काढून टाका',
    keep: 'राहू द्या',
    addNew: 'नवीन पत्ता जोडा',
    newAddress: 'नवीन पत्ता',
    saveAddress: 'पत्ता सेव्ह करा',
    saving: 'सेव्ह होत आहे…',
    cancel: 'रद्द करा',
    area: 'भाग: {area}',
    change: 'बदला',
    saveAs: 'या नावाने सेव्ह करा',
    flatLabel: 'फ्लॅट, घर क्रमांक आणि इमारत',
    floorLabel: 'मजला (ऐच्छिक)',
    landmarkLabel: 'लँडमार्क (ऐच्छिक)',
    instructionsLabel: 'डिलिव्हरी पार्टनरसाठी सूचना (ऐच्छिक)',
    chooseAreaLink: 'तुमचा भाग निवडा',
    chooseAreaText: 'पत्ता जोडण्यासाठी {link}.',
    flatMissing: 'कृपया तुमचा फ्लॅट, घर क्रमांक आणि इमारत लिहा.',
    tooLong: 'कृपया {what} {max} अक्षरांच्या आत ठेवा.',
    saved: 'तुमचा पत्ता सेव्ह झाला.',
    deleteQuestion: 'हा पत्ता काढून टाकायचा?',
    removed: 'पत्ता काढून टाकला.',
    madeDefault: 'आता तोच तुमचा डिफॉल्ट पत्ता आहे.',
    empty: 'तुमचा अजून एकही पत्ता सेव्ह केलेला नाही.',
    noArea: 'पत्ता जोडण्यासाठी आधी तुमचा भाग निवडा.',
    flat: 'फ्लॅट, घर क्रमांक आणि इमारत',
    floor: 'मजला',
    landmark: 'लँडमार्क',
    instructions: 'सूचना',
  },
} satisfies CatalogueFile<typeof addressMessages>;
