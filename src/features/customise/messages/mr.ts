/**
 * Marathi: the customisation sheet's texts.
 * Before launch, a native Marathi copy editor who orders food online proofreads this file.
 * Kept in English on purpose: dish, choice and group names as the restaurant gives them.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { customiseMessages } from './en.ts';

export default {
  customise: {
    close: 'बंद करा',
    required: 'आवश्यक',
    soldOut: 'संपले',
    groupFull: '{rule}: दुसरे निवडण्यासाठी एक काढा.',
    addItem: 'आयटम जोडा · {price}',
    repeatQuestion: 'मागच्या वेळेसारखेच आणखी एक जोडायचे, की पुन्हा निवडायचे?',
    illChoose: 'स्वतः निवडा',
    repeatLastWith: 'मागचेच पुन्हा ({choices})',
    repeatLast: 'मागचेच पुन्हा',
    several: '{dish} तुमच्या कार्टमध्ये {count} वेगवेगळ्या कस्टमायझेशनसह आहे. कोणते काढायचे ते कार्टमध्ये निवडा.',
    goToCart: 'कार्टवर जा',
    loadFailed: 'या डिशचे पर्याय उघडता आले नाहीत. तुमचे कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
    chooseExactly: '{count} {group} निवडा',
    upTo: 'जास्तीत जास्त {count} {group}',
    chooseRange: '{min} ते {max} {group} निवडा',
    choiceSoldOut: '{choice} संपले आहे',
  },
} satisfies CatalogueFile<typeof customiseMessages>;
