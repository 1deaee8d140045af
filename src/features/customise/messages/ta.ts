/**
 * Tamil: the customisation sheet's texts.
 * Before launch, a native Tamil copy editor who orders food online proofreads this file.
 * Kept in English on purpose: dish, choice and group names as the restaurant gives them.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { customiseMessages } from './en.ts';

export default {
  customise: {
    close: 'மூடு',
    required: 'அவசியம்',
    soldOut: 'தீர்ந்துவிட்டது',
    groupFull: '{rule}: வேறொன்றைத் தேர்ந்தெடுக்க ஒன்றை நீக்குங்கள்.',
    addItem: 'சேர் · {price}',
    repeatQuestion: 'கடந்த முறை போலவே இன்னொன்று சேர்க்கவா, அல்லது மீண்டும் தேர்ந்தெடுக்கவா?',
    illChoose: 'நானே தேர்வு செய்கிறேன்',
    repeatLastWith: 'கடைசியதையே மீண்டும் ({choices})',
    repeatLast: 'கடைசியதையே மீண்டும்',
    several: '{dish} உங்கள் கார்ட்டில் {count} வெவ்வேறு தேர்வுகளுடன் உள்ளது. எதை நீக்குவது என்பதைக் கார்ட்டில் தேர்ந்தெடுங்கள்.',
    goToCart: 'கார்ட்டுக்குச் செல்',
    loadFailed: 'இந்த உணவின் தேர்வுகளைத் திறக்க முடியவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
    chooseExactly: '{count} {group} தேர்ந்தெடுக்கவும்',
    upTo: 'அதிகபட்சம் {count} {group}',
    chooseRange: '{min} முதல் {max} {group} தேர்ந்தெடுக்கவும்',
    choiceSoldOut: '{choice} தீர்ந்துவிட்டது',
  },
} satisfies CatalogueFile<typeof customiseMessages>;
