/**
 * Hindi: signing in's texts. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, OTP, "One" (the membership's name).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { authMessages } from './en.ts';

export default {
  auth: {
    signIn: 'साइन इन',
    signInPrompt: 'साइन इन करें',
    account: 'अकाउंट',
    profile: 'प्रोफ़ाइल',
    orders: 'ऑर्डर',
    one: 'One',
    favourites: 'पसंदीदा',
    logout: 'लॉग आउट',
    comingSoon: 'जल्द आ रहा है',
    onTheWay: 'रास्ते में',
    signUp: 'साइन अप',
    login: 'लॉग इन',
    or: 'या',
    toLogin: 'अपने अकाउंट में लॉग इन करें',
    toSignUp: 'नया अकाउंट बनाएँ',
    phone: 'फ़ोन नंबर',
    name: 'नाम',
    email: 'ईमेल',
    referral: 'रेफ़रल कोड',
    haveReferral: 'रेफ़रल कोड है?',
    continue: 'आगे बढ़ें',
    legalSignUp: 'अकाउंट बनाकर, मैं {terms} और {privacy} से सहमत हूँ',
    legalLogin: 'लॉग इन पर क्लिक करके, मैं {terms} और {privacy} से सहमत हूँ',
    terms: 'नियम और शर्तें',
    privacy: 'प्राइवेसी पॉलिसी',
    enterOtp: 'OTP डालें',
    otpSentTo: 'हमने आपके फ़ोन नंबर पर OTP भेजा है।',
    changeNumber: 'नंबर बदलें',
    otpLabel: 'वन-टाइम पासवर्ड',
    verifySignUp: 'वेरिफ़ाई करें और साइन अप करें',
    verifyOtp: 'OTP वेरिफ़ाई करें',
    didntGetIt: 'OTP नहीं मिला?',
    resendIn: '{seconds} सेकंड में OTP फिर भेजें',
    resend: 'OTP फिर भेजें',
    cartLogin: 'कार्ट में आइटम जोड़ने के लिए लॉग इन करें',
    cartSignUp: 'कार्ट में आइटम जोड़ने के लिए साइन अप करें',
    favouritesLogin: 'अपने पसंदीदा रेस्टोरेंट सेव करने के लिए लॉग इन करें',
    favouritesSignUp: 'अपने पसंदीदा रेस्टोरेंट सेव करने के लिए साइन अप करें',
    otpSent: 'OTP भेज दिया गया!',
    otpNotSent: 'OTP नहीं भेजा जा सका',
    signInFailed: 'साइन इन नहीं हो पाया',
    requestOtpFirst: 'पहले OTP मँगवाएँ',
  },
} satisfies CatalogueFile<typeof authMessages>;
