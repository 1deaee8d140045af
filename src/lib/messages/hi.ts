/**
 * Hindi: the shared rules' texts (errors, profile, reviews, help). Before launch, a native Hindi copy editor who orders food online
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
    generic: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    offline: 'लगता है आप ऑफ़लाइन हैं। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    busy: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया एक मिनट रुककर फिर से कोशिश करें।',
    signIn: 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
    quantityCap: 'एक ऑर्डर में हम इस डिश की जितनी मात्रा डिलीवर कर सकते हैं, आप उतनी जोड़ चुके हैं।',
    dishGone: 'यह डिश अभी उपलब्ध नहीं है।',
    notInCart: 'यह डिश अब आपके कार्ट में नहीं है।',
    otherRestaurant: 'आपके कार्ट में किसी दूसरे रेस्टोरेंट की डिश हैं।',
    unavailable: 'यह अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    cartOutOfReach: '{restaurant} {area} में डिलीवर नहीं करता। आपका कार्ट सुरक्षित है; कोई दूसरा इलाका या दूसरा रेस्टोरेंट चुनें।',
  },
  'profile.rules': {
    nameMissing: 'कृपया अपना नाम डालें।',
    nameTooLong: 'कृपया अपना नाम {max} अक्षरों तक रखें।',
    emailMissing: 'कृपया अपना ईमेल पता डालें।',
    emailInvalid: 'कृपया सही ईमेल पता डालें, जैसे name@example.com।',
    emailTaken: 'यह ईमेल पता पहले से किसी दूसरे अकाउंट में इस्तेमाल हो रहा है।',
    saved: 'आपकी प्रोफ़ाइल सेव हो गई।',
    signedOut: 'प्रोफ़ाइल बदलने के लिए कृपया फिर से साइन इन करें।',
    loggedOut: 'उस डिवाइस से लॉग आउट हो गया।',
    loggedOutOthers: 'आपके बाकी सभी डिवाइस से लॉग आउट हो गया।',
    aBrowser: 'एक ब्राउज़र',
    browserOn: '{system} पर {browser}',
    deviceKind: '{device} ({kind})',
    phone: 'फ़ोन',
    tablet: 'टैबलेट',
    computer: 'कंप्यूटर',
    tv: 'टीवी',
  },
  'reviews.rules': {
    noLinks: 'कृपया लिंक न डालें: रिव्यू खाने और डिलीवरी के बारे में होते हैं।',
    noPhones: 'कृपया फ़ोन नंबर न डालें: रिव्यू सभी पढ़ते हैं।',
    noAbuse: 'कृपया अपने रिव्यू में अपशब्दों का इस्तेमाल न करें।',
    aDiner: 'एक ग्राहक',
    stars: { one: '{count} स्टार', other: '{count} स्टार' },
    dishLikes: '{percent}% को पसंद आया ({votes})',
  },
  'reviews.reportReasons': {
    spam: 'स्पैम या विज्ञापन',
    offensive: 'अपमानजनक या नफ़रत भरा',
    not_about_order: 'खाने या डिलीवरी के बारे में नहीं',
    personal_info: 'निजी जानकारी शेयर करता है',
    fake: 'नकली लगता है',
  },
  'help.reasons': {
    missing_item: 'एक आइटम नहीं आया',
    wrong_item: 'मुझे गलत आइटम मिला',
    damaged: 'कोई आइटम गिरा हुआ या खराब था',
    late: 'मेरा ऑर्डर देर से आया',
    charged_twice: 'मुझसे दो बार पैसे कटे',
  },
  'help.answers': {
    signIn: 'ऑर्डर में मदद के लिए कृपया साइन इन करें।',
    orderNotFound: 'हमें यह ऑर्डर नहीं मिला।',
    notYet: 'ऑर्डर रास्ते में होने या डिलीवर होने के बाद आप इसके लिए मदद माँग सकते हैं।',
    tooLate: 'ऑर्डर में मदद डिलीवरी के {days} दिन बाद तक माँगी जा सकती है। हमें help@thalify.in पर लिखें।',
    cancelled: 'यह ऑर्डर कैंसल हो गया था। किया गया पेमेंट पूरा रिफ़ंड कर दिया जाता है।',
    alreadyOpen: 'आप इसके बारे में पहले ही पूछ चुके हैं। हम जल्द ही यहीं जवाब देंगे।',
    tooMany: 'आपने इस महीने कई बार मदद माँगी है। कृपया हमें help@thalify.in पर लिखें।',
    dishesNeeded: 'कृपया वे डिश चुनें जिनके बारे में यह है।',
    notOnOrder: 'कृपया इसी ऑर्डर की डिश चुनें।',
    photoMissing: 'एक फ़ोटो अटैच नहीं हो पाई। कृपया उसे फिर से जोड़ें।',
    refundedAtOnce:
      'इसके लिए माफ़ी चाहते हैं। हमने इन आइटम के पैसे आपके पेमेंट में रिफ़ंड कर दिए हैं; बैंक में आने में 5 कामकाजी दिन तक लग सकते हैं।',
    queued: 'बताने के लिए धन्यवाद। हमारी टीम इसे देखकर यहीं जवाब देगी, आमतौर पर कुछ घंटों में।',
    refundedByTeam: 'हमने ये पैसे आपके पेमेंट में रिफ़ंड कर दिए हैं; बैंक में आने में 5 कामकाजी दिन तक लग सकते हैं।',
  },
} satisfies CatalogueFile<
  | typeof errorMessages
  | typeof profileRuleMessages
  | typeof reviewRuleMessages
  | typeof reportReasonMessages
  | typeof helpReasonMessages
  | typeof helpAnswerMessages
>;
