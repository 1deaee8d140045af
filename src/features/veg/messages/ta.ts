/**
 * Tamil: the veg-only mode's texts. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none ("veg" and "non-veg" are written as diners say them).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { vegMessages } from './en.ts';

export default {
  veg: {
    title: 'சைவ மோடு',
    off: 'ஆஃப்',
    offNote: 'எல்லா உணவுகளையும் காட்டு',
    veg: 'சைவம்',
    vegNote: 'சைவ உணவுகள் மட்டும்',
    egg: 'சைவம் + முட்டை',
    eggNote: 'சைவ உணவுகளும் முட்டை உள்ள உணவுகளும்',
    emptyMenuVeg: 'இங்கே சைவ உணவுகள் இல்லை',
    emptyMenuEgg: 'இங்கே சைவ அல்லது முட்டை உணவுகள் இல்லை',
    emptyMenuNote: 'இந்த உணவகத்தில் சைவ மோடில் எதுவும் இல்லை. முழு மெனுவைப் பார்க்க சைவ மோடை ஆஃப் செய்யவும்.',
    emptyListVeg: 'இங்கே சைவ உணவுகள் உள்ள உணவகங்கள் இல்லை',
    emptyListEgg: 'இங்கே சைவ அல்லது முட்டை உணவுகள் உள்ள உணவகங்கள் இல்லை',
    emptyListNote: 'எல்லாவற்றையும் பார்க்க சைவ மோடை ஆஃப் செய்யவும்.',
    showAll: 'சைவ மோடை ஆஃப் செய்',
    hiddenFavourites: {
      one: 'நீங்கள் சேமித்த {count} உணவகம் சைவ மோடால் மறைக்கப்பட்டுள்ளது.',
      other: 'நீங்கள் சேமித்த {count} உணவகங்கள் சைவ மோடால் மறைக்கப்பட்டுள்ளன.',
    },
    notSaved: 'சைவ மோடை உங்கள் கணக்கில் சேமிக்க முடியவில்லை. இந்த பிரவுசர் அதை நினைவில் வைத்திருக்கும்.',
    markVeg: 'சைவம்',
    markEgg: 'முட்டை உள்ளது',
    markNonVeg: 'அசைவம்',
  },
} satisfies CatalogueFile<typeof vegMessages>;
