/**
 * Hindi: the profile page's texts. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, the names of the languages (each in its own script) and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { profileMessages } from './en.ts';

export default {
  profile: {
    pageTitle: 'आपकी प्रोफ़ाइल',
    pageDescription: 'आपका नाम, ईमेल और फ़ोन नंबर, सेव किए गए पते, और वे डिवाइस जिन पर आप साइन इन हैं।',
    signInPrompt: 'अपनी प्रोफ़ाइल देखने के लिए साइन इन करें।',
    title: 'आपकी प्रोफ़ाइल',
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन नंबर',
    phoneNote: 'आप इसी नंबर से साइन इन करते हैं; इसे यहाँ बदला नहीं जा सकता।',
    saving: 'सेव हो रहा है…',
    save: 'सेव करें',
    devices: 'साइन इन किए गए डिवाइस',
    loadingDevices: 'आपके डिवाइस लोड हो रहे हैं…',
    thisDevice: 'यह डिवाइस',
    signedIn: '{time} को साइन इन किया',
    logOutDevice: '{device} से लॉग आउट करें, {time} को साइन इन किया',
    logOut: 'लॉग आउट',
    logOutOthers: 'बाकी सभी डिवाइस से लॉग आउट करें',
    language: 'भाषा',
    languageNote: 'आपकी चुनी भाषा आपके अकाउंट में सेव होती है, और इस डिवाइस पर पेज इसी भाषा में खुलते हैं।',
  },
} satisfies CatalogueFile<typeof profileMessages>;
