/**
 * Hindi: the location screens' texts. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}), GPS.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { locationMessages } from './en.ts';

export default {
  location: {
    headingMovieMarathon: 'मूवी मैराथन?',
    headingGuests: 'अचानक मेहमान आ गए?',
    headingLateNight: 'ऑफ़िस में देर हो गई?',
    headingGameNight: 'गेम नाइट?',
    headingHungry: 'भूख लगी है?',
    headingCooking: 'खाना बिगड़ गया?',
    login: 'लॉग इन',
    signUp: 'साइन अप',
    sub: 'अपने पास के पसंदीदा रेस्टोरेंट से खाना ऑर्डर करें।',
    deliveryLocation: 'डिलीवरी की जगह',
    enterLocation: 'अपनी डिलीवरी की जगह डालें',
    clear: 'हटाएँ',
    locateMe: 'मेरी लोकेशन',
    findingFood: 'खाना ढूँढ रहे हैं',
    findFood: 'खाना खोजें',
    noResults: 'कोई नतीजा नहीं',
    popularCities: 'भारत के लोकप्रिय शहर',
    andMore: 'और भी।',
    changeLocation: 'डिलीवरी की जगह बदलें',
    searchArea: 'इलाका या गली का नाम खोजें',
    searchAreaPlaceholder: 'इलाका या गली का नाम खोजें...',
    cancel: 'रद्द करें',
    rightLocation: 'क्या आपने सही जगह डाली है?',
    currentLocation: 'मेरी मौजूदा लोकेशन लें',
    usingGps: 'GPS से',
    suggestions: 'जगह के सुझाव',
    blocked: 'आपने {site} को अपनी लोकेशन देखने से रोका हुआ है। इसे इस्तेमाल करने के लिए ब्राउज़र की लोकेशन सेटिंग बदलें।',
    noAddress: 'इस जगह का कोई पता नहीं मिला',
  },
} satisfies CatalogueFile<typeof locationMessages>;
