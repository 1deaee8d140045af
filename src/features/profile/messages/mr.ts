/**
 * Marathi: the profile page's texts. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, the names of the languages (each in its own script) and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { profileMessages } from './en.ts';

export default {
  profile: {
    pageTitle: 'तुमची प्रोफाइल',
    pageDescription: 'तुमचे नाव, ईमेल आणि फोन नंबर, सेव्ह केलेले पत्ते, आणि तुम्ही साइन इन असलेली डिव्हाइस.',
    signInPrompt: 'तुमची प्रोफाइल पाहण्यासाठी साइन इन करा.',
    title: 'तुमची प्रोफाइल',
    name: 'नाव',
    email: 'ईमेल',
    phone: 'फोन नंबर',
    phoneNote: 'तुम्ही या नंबरने साइन इन करता; तो इथे बदलता येत नाही.',
    saving: 'सेव्ह होत आहे…',
    save: 'सेव्ह करा',
    devices: 'साइन इन असलेली डिव्हाइस',
    loadingDevices: 'तुमची डिव्हाइस लोड होत आहेत…',
    thisDevice: 'हे डिव्हाइस',
    signedIn: '{time} रोजी साइन इन केले',
    logOutDevice: '{device} वरून लॉग आउट करा, {time} रोजी साइन इन केले',
    logOut: 'लॉग आउट',
    logOutOthers: 'इतर सर्व डिव्हाइसवरून लॉग आउट करा',
    language: 'भाषा',
    languageNote: 'तुम्ही निवडलेली भाषा तुमच्या अकाउंटमध्ये सेव्ह होते, आणि या डिव्हाइसवर पेज त्याच भाषेत उघडतात.',
  },
} satisfies CatalogueFile<typeof profileMessages>;
