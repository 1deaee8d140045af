/**
 * Hindi: what the cart's endpoints tell a diner. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant and dish names; cart and order as diners say them (कार्ट, ऑर्डर).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { cartServerMessages } from './en.ts';

export default {
  'server.cart': {
    signIn: 'कार्ट इस्तेमाल करने के लिए साइन इन करें',
    closedOpens: '{restaurant} अभी बंद है और {opens} खुलेगा। खुलने के बाद के किसी समय के लिए आप पहले से ऑर्डर कर सकते हैं।',
    closedWeek: '{restaurant} बंद है और इस हफ़्ते ऑर्डर नहीं ले रहा है।',
    soldOut: '{item} का स्टॉक ख़त्म हो गया है। ऑर्डर करने के लिए इसे कार्ट से हटाएँ।',
    notServedAt: '{dish} उस समय नहीं मिलता ({when})। इसे हटाएँ या कोई दूसरा समय चुनें।',
    notServedNow: '{dish} अभी नहीं मिलता ({when})। इसे हटाएँ या कोई दूसरा समय चुनें।',
    belowMinimum: 'ऑर्डर करने के लिए {short} का और सामान जोड़ें: यहाँ कम से कम {minimum} का ऑर्डर ज़रूरी है।',
    addSoldOut: '{item} का स्टॉक अभी ख़त्म है। कोई दूसरी डिश आज़माएँ।',
  },
} satisfies CatalogueFile<typeof cartServerMessages>;
