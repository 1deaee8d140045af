/**
 * Tamil: help with an order. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant and dish names ({restaurant}, {name}), the order number and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { helpMessages } from './en.ts';

export default {
  help: {
    title: 'உங்கள் ஆர்டருக்கு உதவி',
    reason: 'என்ன பிரச்சனை?',
    dishes: 'எந்த டிஷ்கள்?',
    howMany: 'எத்தனை',
    words: 'மேலும் சொல்லுங்கள் (விருப்பப்பட்டால்)',
    photos: 'ஃபோட்டோக்களைச் சேர்க்கவும் ({max} வரை)',
    submit: 'அனுப்பு',
    chooseReason: 'என்ன பிரச்சனை என்று தேர்ந்தெடுக்கவும்.',
    chooseDishes: 'இது எந்த டிஷ்களைப் பற்றியது என்று தேர்ந்தெடுக்கவும்.',
    photosWaiting: 'ஃபோட்டோக்கள் சேர்க்கப்படும் வரை காத்திருக்கவும், அல்லது சேர்க்க முடியாதவற்றை நீக்கவும்.',
    tooLong: 'இதை {max} எழுத்துகளுக்குள் வைக்கவும்.',
    refunded: '{amount} ரீஃபண்ட் செய்யப்பட்டது',
    answered: 'பதில் அளிக்கப்பட்டது',
    waiting: 'எங்கள் குழுவின் பதிலுக்குக் காத்திருக்கிறது',
    dishLine: '{quantity} × {name}',
    orderFrom: '{restaurant}-இலிருந்து ஆர்டர் #{number}',
    cancelled: 'இந்த ஆர்டர் ரத்து செய்யப்பட்டது. ஆன்லைனில் செலுத்திய பணம் முழுவதும் ரீஃபண்ட் செய்யப்படும்.',
    teamLooking: 'எங்கள் குழு உங்கள் கோரிக்கையைப் பார்த்துக்கொண்டிருக்கிறது, இங்கேயே பதில் அளிக்கும்.',
    notYet: 'உங்கள் ஆர்டர் வழியில் இருக்கும்போது இங்கே உதவி கேட்கலாம்.',
    loadFailed: 'உதவிப் படிவத்தைத் திறக்க முடியவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
    section: 'உதவி',
    yourRequests: 'உங்கள் கோரிக்கைகள்',
    getHelp: 'உதவி பெறுங்கள்',
  },
} satisfies CatalogueFile<typeof helpMessages>;
