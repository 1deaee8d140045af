/**
 * Bengali: the customisation sheet's texts.
 * Before launch, a native Bengali copy editor who orders food online proofreads this file.
 * Kept in English on purpose: dish, choice and group names as the restaurant gives them.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { customiseMessages } from './en.ts';

export default {
  customise: {
    close: 'বন্ধ করুন',
    required: 'আবশ্যক',
    soldOut: 'শেষ হয়ে গেছে',
    groupFull: '{rule}: অন্যটি বাছতে একটি বাদ দিন।',
    addItem: 'আইটেম যোগ করুন · {price}',
    repeatQuestion: 'আগের বারের মতো আরও একটা যোগ করবেন, নাকি আবার বেছে নেবেন?',
    illChoose: 'আমি বেছে নেব',
    repeatLastWith: 'আগেরটাই আবার ({choices})',
    repeatLast: 'আগেরটাই আবার',
    several: '{dish} আপনার কার্টে {count}টি আলাদা কাস্টমাইজেশনে আছে। কোনটি সরাবেন, কার্টে গিয়ে বেছে নিন।',
    goToCart: 'কার্টে যান',
    loadFailed: 'এই ডিশের অপশন খোলা গেল না। কানেকশন দেখে আবার চেষ্টা করুন।',
    chooseExactly: '{count}টি {group} বেছে নিন',
    upTo: 'সর্বোচ্চ {count}টি {group}',
    chooseRange: '{min} থেকে {max}টি {group} বেছে নিন',
    choiceSoldOut: '{choice} শেষ হয়ে গেছে',
  },
} satisfies CatalogueFile<typeof customiseMessages>;
