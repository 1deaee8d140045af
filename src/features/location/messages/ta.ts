/**
 * Tamil: the location screens' texts. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}), GPS.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { locationMessages } from './en.ts';

export default {
  location: {
    headingMovieMarathon: 'தொடர் சினிமா இரவா?',
    headingGuests: 'திடீர் விருந்தினர்களா?',
    headingLateNight: 'ஆபீஸில் லேட் நைட்டா?',
    headingGameNight: 'கேம் நைட்டா?',
    headingHungry: 'பசிக்கிறதா?',
    headingCooking: 'சமையல் சொதப்பிவிட்டதா?',
    login: 'லாகின்',
    signUp: 'பதிவு செய்',
    sub: 'உங்கள் அருகிலுள்ள விருப்பமான உணவகங்களிலிருந்து உணவு ஆர்டர் செய்யுங்கள்.',
    deliveryLocation: 'டெலிவரி இடம்',
    enterLocation: 'உங்கள் டெலிவரி இடத்தை உள்ளிடவும்',
    clear: 'அழி',
    locateMe: 'என் இடம்',
    findingFood: 'உணவைத் தேடுகிறோம்',
    findFood: 'உணவைத் தேடு',
    noResults: 'முடிவுகள் இல்லை',
    popularCities: 'இந்தியாவின் பிரபல நகரங்கள்',
    andMore: 'மேலும்.',
    changeLocation: 'டெலிவரி இடத்தை மாற்று',
    searchArea: 'பகுதி, தெருப் பெயரைத் தேடுங்கள்',
    searchAreaPlaceholder: 'பகுதி, தெருப் பெயரைத் தேடுங்கள்...',
    cancel: 'ரத்து செய்',
    rightLocation: 'சரியான இடத்தை உள்ளிட்டீர்களா?',
    currentLocation: 'தற்போதைய இடத்தைப் பெறு',
    usingGps: 'GPS மூலம்',
    suggestions: 'இட பரிந்துரைகள்',
    blocked: 'உங்கள் இருப்பிடத்தை அறிய {site}-ஐத் தடுத்துள்ளீர்கள். இதைப் பயன்படுத்த பிரவுசரின் இருப்பிட அமைப்புகளை மாற்றவும்.',
    noAddress: 'இந்த இடத்துக்கு முகவரி எதுவும் கிடைக்கவில்லை',
  },
} satisfies CatalogueFile<typeof locationMessages>;
