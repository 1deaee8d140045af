/**
 * Hindi: the favourites' texts. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant names ({name}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { favouritesMessages } from './en.ts';

export default {
  favourites: {
    signIn: 'अपने पसंदीदा रेस्टोरेंट सेव करने के लिए साइन इन करें।',
    notFavourite: 'यह रेस्टोरेंट आपके फ़ेवरेट में नहीं है।',
    tooMany: 'आप ज़्यादा से ज़्यादा 200 पसंदीदा रेस्टोरेंट सेव कर सकते हैं। नया जोड़ने के लिए कोई एक हटाएँ।',
    saved: 'फ़ेवरेट में सेव हो गया',
    removed: 'फ़ेवरेट से हटा दिया गया',
    heartSave: '{name} को फ़ेवरेट में सेव करें',
    heartRemove: '{name} को फ़ेवरेट से हटाएँ',
    thisRestaurant: 'इस रेस्टोरेंट',
    listLabel: 'आपके पसंदीदा रेस्टोरेंट',
    gone: 'यह रेस्टोरेंट अब साइट पर नहीं है।',
    signInToSee: 'अपने सेव किए रेस्टोरेंट देखने के लिए साइन इन करें।',
    title: 'आपके फ़ेवरेट',
    description: 'आपके सेव किए रेस्टोरेंट, आपके पते तक उनकी रेटिंग और डिलीवरी टाइम के साथ।',
    cannotShow: 'अभी हम आपके फ़ेवरेट नहीं दिखा पा रहे हैं। एक मिनट बाद फिर से कोशिश करें।',
    empty: 'आपने अभी तक कोई रेस्टोरेंट सेव नहीं किया है। किसी रेस्टोरेंट को यहाँ रखने के लिए उसके दिल के निशान पर टैप करें।',
    seeNearYou: 'अपने पास के रेस्टोरेंट देखें',
  },
} satisfies CatalogueFile<typeof favouritesMessages>;
