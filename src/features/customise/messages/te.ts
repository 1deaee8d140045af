/**
 * Telugu: the customisation sheet's texts.
 * Before launch, a native Telugu copy editor who orders food online proofreads this file.
 * Kept in English on purpose: dish, choice and group names as the restaurant gives them.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { customiseMessages } from './en.ts';

export default {
  customise: {
    close: 'మూసివేయండి',
    required: 'తప్పనిసరి',
    soldOut: 'అయిపోయింది',
    groupFull: '{rule}: మరొకటి ఎంచుకోవడానికి ఒకదాన్ని తీసేయండి.',
    addItem: 'ఐటమ్ జోడించండి · {price}',
    repeatQuestion: 'గతసారి లాగే ఇంకొకటి జోడించాలా, లేదా మళ్లీ ఎంచుకోవాలా?',
    illChoose: 'నేనే ఎంచుకుంటాను',
    repeatLastWith: 'గతదే మళ్లీ ({choices})',
    repeatLast: 'గతదే మళ్లీ',
    several: '{dish} మీ కార్ట్‌లో {count} వేర్వేరు కస్టమైజేషన్లతో ఉంది. ఏది తీసేయాలో కార్ట్‌లో ఎంచుకోండి.',
    goToCart: 'కార్ట్‌కి వెళ్లండి',
    loadFailed: 'ఈ వంటకం ఆప్షన్లు తెరవలేకపోయాం. మీ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి.',
    chooseExactly: '{count} {group} ఎంచుకోండి',
    upTo: 'గరిష్ఠంగా {count} {group}',
    chooseRange: '{min} నుండి {max} {group} ఎంచుకోండి',
    choiceSoldOut: '{choice} అయిపోయింది',
  },
} satisfies CatalogueFile<typeof customiseMessages>;
