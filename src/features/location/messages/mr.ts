/**
 * Marathi: the location screens' texts. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}), GPS.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { locationMessages } from './en.ts';

export default {
  location: {
    headingMovieMarathon: 'मूव्ही मॅरेथॉन?',
    headingGuests: 'अचानक पाहुणे आले?',
    headingLateNight: 'ऑफिसमध्ये उशीर झाला?',
    headingGameNight: 'गेम नाइट?',
    headingHungry: 'भूक लागली?',
    headingCooking: 'स्वयंपाक बिघडला?',
    login: 'लॉग इन',
    signUp: 'साइन अप',
    sub: 'तुमच्या जवळच्या आवडत्या रेस्टॉरंटमधून जेवण ऑर्डर करा.',
    deliveryLocation: 'डिलिव्हरीचे ठिकाण',
    enterLocation: 'तुमचे डिलिव्हरीचे ठिकाण टाका',
    clear: 'काढा',
    locateMe: 'माझे लोकेशन',
    findingFood: 'जेवण शोधत आहोत',
    findFood: 'जेवण शोधा',
    noResults: 'काहीही सापडले नाही',
    popularCities: 'भारतातील लोकप्रिय शहरे',
    andMore: 'आणि आणखी.',
    changeLocation: 'डिलिव्हरीचे ठिकाण बदला',
    searchArea: 'परिसर, रस्त्याचे नाव शोधा',
    searchAreaPlaceholder: 'परिसर, रस्त्याचे नाव शोधा...',
    cancel: 'रद्द करा',
    rightLocation: 'तुम्ही योग्य ठिकाण टाकले आहे ना?',
    currentLocation: 'सध्याचे लोकेशन घ्या',
    usingGps: 'GPS वापरून',
    suggestions: 'ठिकाणांच्या सूचना',
    blocked: 'तुम्ही {site} ला तुमचे लोकेशन पाहण्यापासून रोखले आहे. हे वापरण्यासाठी ब्राउझरमधील लोकेशन सेटिंग्ज बदला.',
    noAddress: 'या ठिकाणासाठी कोणताही पत्ता सापडला नाही',
  },
} satisfies CatalogueFile<typeof locationMessages>;
