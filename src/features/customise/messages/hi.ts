/**
 * Hindi: the customisation sheet's texts.
 * Before launch, a native Hindi copy editor who orders food online proofreads this file.
 * Kept in English on purpose: dish, choice and group names as the restaurant gives them.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { customiseMessages } from './en.ts';

export default {
  customise: {
    close: 'बंद करें',
    required: 'ज़रूरी',
    soldOut: 'स्टॉक खत्म',
    groupFull: '{rule}: दूसरा चुनने के लिए कोई एक हटाएँ।',
    addItem: 'आइटम जोड़ें · {price}',
    repeatQuestion: 'पिछली बार जैसा एक और जोड़ें, या फिर से चुनें?',
    illChoose: 'खुद चुनें',
    repeatLastWith: 'पिछला दोहराएँ ({choices})',
    repeatLast: 'पिछला दोहराएँ',
    several: '{dish} आपके कार्ट में {count} अलग-अलग कस्टमाइज़ेशन के साथ है। कौन-सा हटाना है, यह कार्ट में चुनें।',
    goToCart: 'कार्ट पर जाएँ',
    loadFailed: 'इस डिश के विकल्प नहीं खुल सके। अपना कनेक्शन देखें और फिर कोशिश करें।',
    chooseExactly: 'कोई {count} {group} चुनें',
    upTo: 'ज़्यादा से ज़्यादा {count} {group}',
    chooseRange: '{min} से {max} {group} चुनें',
    choiceSoldOut: '{choice} स्टॉक में नहीं है',
  },
} satisfies CatalogueFile<typeof customiseMessages>;
