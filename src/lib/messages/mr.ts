/**
 * Marathi: the shared rules' texts (errors, profile, reviews, help). Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, UPI, help@thalify.in, name@example.com and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type {
  errorMessages,
  profileRuleMessages,
  reviewRuleMessages,
  reportReasonMessages,
  helpReasonMessages,
  helpAnswerMessages,
} from './en.ts';

export default {
  errors: {
    generic: 'काहीतरी चूक झाली. कृपया पुन्हा प्रयत्न करा.',
    offline: 'तुम्ही ऑफलाइन आहात असे दिसते. कृपया इंटरनेट कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
    busy: 'खूप वेळा प्रयत्न झाले. कृपया एक मिनिट थांबून पुन्हा प्रयत्न करा.',
    signIn: 'पुढे जाण्यासाठी कृपया लॉग इन करा.',
    quantityCap: 'एका ऑर्डरमध्ये आम्ही जितकी डिलिव्हर करू शकतो तितकी ही डिश तुम्ही आधीच जोडली आहे.',
    dishGone: 'ही डिश सध्या उपलब्ध नाही.',
    notInCart: 'ही डिश आता तुमच्या कार्टमध्ये नाही.',
    otherRestaurant: 'तुमच्या कार्टमध्ये दुसऱ्या रेस्टॉरंटच्या डिश आहेत.',
    unavailable: 'हे सध्या उपलब्ध नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    cartOutOfReach:
      '{restaurant} {area} येथे डिलिव्हरी करत नाही. तुमचे कार्ट जसेच्या तसे राहील; दुसरा भाग किंवा दुसरे रेस्टॉरंट निवडा.',
  },
  'profile.rules': {
    nameMissing: 'कृपया तुमचे नाव लिहा.',
    nameTooLong: 'कृपया तुमचे नाव {max} अक्षरांपर्यंत ठेवा.',
    emailMissing: 'कृपया तुमचा ईमेल पत्ता लिहा.',
    emailInvalid: 'कृपया योग्य ईमेल पत्ता लिहा, उदा. name@example.com.',
    emailTaken: 'हा ईमेल पत्ता आधीच दुसऱ्या अकाउंटसाठी वापरला जात आहे.',
    saved: 'तुमची प्रोफाइल सेव्ह झाली.',
    signedOut: 'प्रोफाइल बदलण्यासाठी कृपया पुन्हा साइन इन करा.',
    loggedOut: 'त्या डिव्हाइसवरून लॉग आउट झाले.',
    loggedOutOthers: 'तुमच्या इतर सर्व डिव्हाइसवरून लॉग आउट झाले.',
    aBrowser: 'एक ब्राउझर',
    browserOn: '{system} वर {browser}',
    deviceKind: '{device} ({kind})',
    phone: 'फोन',
    tablet: 'टॅबलेट',
    computer: 'कॉम्प्युटर',
    tv: 'टीव्ही',
  },
  'reviews.rules': {
    noLinks: 'कृपया लिंक टाकू नका: रिव्ह्यू जेवण आणि डिलिव्हरीबद्दल असतात.',
    noPhones: 'कृपया फोन नंबर टाकू नका: रिव्ह्यू सगळे वाचतात.',
    noAbuse: 'कृपया तुमच्या रिव्ह्यूमध्ये अपशब्द वापरू नका.',
    aDiner: 'एक ग्राहक',
    stars: { one: '{count} स्टार', other: '{count} स्टार' },
    dishLikes: '{percent}% लोकांना आवडले ({votes})',
  },
  'reviews.reportReasons': {
    spam: 'स्पॅम किंवा जाहिरात',
    offensive: 'अपमानास्पद किंवा द्वेषपूर्ण',
    not_about_order: 'जेवण किंवा डिलिव्हरीबद्दल नाही',
    personal_info: 'वैयक्तिक माहिती शेअर केली आहे',
    fake: 'खोटे वाटते',
  },
  'help.reasons': {
    missing_item: 'एक आयटम आला नाही',
    wrong_item: 'मला चुकीचा आयटम मिळाला',
    damaged: 'एक आयटम सांडला होता किंवा खराब झाला होता',
    late: 'माझी ऑर्डर उशिरा आली',
    charged_twice: 'माझ्याकडून दोनदा पैसे घेतले गेले',
  },
  'help.answers': {
    signIn: 'ऑर्डरसाठी मदत मागण्यासाठी कृपया साइन इन करा.',
    orderNotFound: 'आम्हाला ही ऑर्डर सापडली नाही.',
    notYet: 'तुमची ऑर्डर वाटेत असताना किंवा डिलिव्हर झाल्यावर तुम्ही यासाठी मदत मागू शकता.',
    tooLate: 'डिलिव्हरीनंतर {days} दिवसांपर्यंत ऑर्डरसाठी मदत मागता येते. आम्हाला help@thalify.in वर लिहा.',
    cancelled: 'ही ऑर्डर रद्द झाली होती. केलेले कोणतेही पेमेंट पूर्ण परत केले जाते.',
    alreadyOpen: 'तुम्ही याबद्दल आधीच विचारले आहे. आम्ही लवकरच इथेच उत्तर देऊ.',
    tooMany: 'तुम्ही या महिन्यात अनेकदा मदत मागितली आहे. कृपया आम्हाला help@thalify.in वर लिहा.',
    dishesNeeded: 'हे कोणत्या डिशबद्दल आहे ते कृपया निवडा.',
    notOnOrder: 'कृपया याच ऑर्डरमधील डिश निवडा.',
    photoMissing: 'एक फोटो जोडता आला नाही. कृपया तो पुन्हा जोडा.',
    refundedAtOnce: 'याबद्दल क्षमस्व. या आयटमचे पैसे आम्ही तुमच्या पेमेंटमध्ये परत केले आहेत; बँकांना 5 कामकाजाच्या दिवसांपर्यंत वेळ लागू शकतो.',
    queued: 'कळवल्याबद्दल धन्यवाद. आमची टीम हे पाहून इथेच उत्तर देईल, साधारणपणे काही तासांत.',
    refundedByTeam: 'आम्ही हे पैसे तुमच्या पेमेंटमध्ये परत केले आहेत; बँकांना 5 कामकाजाच्या दिवसांपर्यंत वेळ लागू शकतो.',
  },
} satisfies CatalogueFile<
  | typeof errorMessages
  | typeof profileRuleMessages
  | typeof reviewRuleMessages
  | typeof reportReasonMessages
  | typeof helpReasonMessages
  | typeof helpAnswerMessages
>;
