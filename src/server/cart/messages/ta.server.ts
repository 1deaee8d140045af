/**
 * Tamil: what the cart's endpoints tell a diner. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant and dish names; cart and order as diners say them (कार्ट, ऑर्डर).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { cartServerMessages } from './en.ts';

export default {
  'server.cart': {
    signIn: 'கார்ட்டைப் பயன்படுத்த சைன் இன் செய்யுங்கள்',
    closedOpens: '{restaurant} இப்போது மூடப்பட்டுள்ளது, {opens} திறக்கும். திறந்த பிறகான நேரத்துக்கு முன்கூட்டியே ஆர்டர் செய்யலாம்.',
    closedWeek: '{restaurant} மூடப்பட்டுள்ளது, இந்த வாரம் ஆர்டர்கள் எடுக்கவில்லை.',
    soldOut: '{item} விற்றுத் தீர்ந்தது. ஆர்டர் செய்ய அதைக் கார்ட்டிலிருந்து நீக்குங்கள்.',
    notServedAt: '{dish} அந்த நேரத்தில் கிடைக்காது ({when}). அதை நீக்குங்கள் அல்லது வேறு நேரத்தைத் தேர்ந்தெடுங்கள்.',
    notServedNow: '{dish} இப்போது கிடைக்காது ({when}). அதை நீக்குங்கள் அல்லது வேறு நேரத்தைத் தேர்ந்தெடுங்கள்.',
    belowMinimum: 'ஆர்டர் செய்ய இன்னும் {short} சேர்க்கவும்: இங்கே குறைந்தபட்ச ஆர்டர் {minimum}.',
    addSoldOut: '{item} இப்போது விற்றுத் தீர்ந்தது. வேறு உணவைப் பாருங்கள்.',
  },
} satisfies CatalogueFile<typeof cartServerMessages>;
