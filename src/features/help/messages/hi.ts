/**
 * Hindi: help with an order. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant and dish names ({restaurant}, {name}), the order number and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { helpMessages } from './en.ts';

export default {
  help: {
    title: 'ऑर्डर में मदद',
    reason: 'क्या गड़बड़ हुई?',
    dishes: 'कौन-सी डिश?',
    howMany: 'कितनी',
    words: 'हमें और बताएँ (ज़रूरी नहीं)',
    photos: 'फ़ोटो जोड़ें ({max} तक)',
    submit: 'भेजें',
    chooseReason: 'कृपया चुनें कि क्या गड़बड़ हुई।',
    chooseDishes: 'कृपया वे डिश चुनें जिनके बारे में यह है।',
    photosWaiting: 'कृपया फ़ोटो जुड़ने तक रुकें, या जो नहीं जुड़ पाईं उन्हें हटा दें।',
    tooLong: 'कृपया इसे {max} अक्षरों से कम रखें।',
    refunded: '{amount} रिफ़ंड हुए',
    answered: 'जवाब दिया गया',
    waiting: 'हमारी टीम के जवाब का इंतज़ार',
    dishLine: '{quantity} × {name}',
    orderFrom: '{restaurant} से ऑर्डर #{number}',
    cancelled: 'यह ऑर्डर कैंसल हो गया था। ऑनलाइन किया गया पेमेंट पूरा रिफ़ंड कर दिया जाता है।',
    teamLooking: 'हमारी टीम आपकी रिक्वेस्ट देख रही है और यहीं जवाब देगी।',
    notYet: 'ऑर्डर रास्ते में होने पर आप यहाँ मदद माँग सकते हैं।',
    loadFailed: 'मदद का फ़ॉर्म नहीं खुल पाया। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    section: 'मदद',
    yourRequests: 'आपकी रिक्वेस्ट',
    getHelp: 'मदद लें',
  },
} satisfies CatalogueFile<typeof helpMessages>;
