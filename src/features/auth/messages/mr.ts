/**
 * Marathi: signing in's texts. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, OTP, "One" (the membership's name).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { authMessages } from './en.ts';

export default {
  auth: {
    signIn: 'साइन इन',
    signInPrompt: 'साइन इन करा',
    account: 'अकाउंट',
    profile: 'प्रोफाइल',
    orders: 'ऑर्डर',
    one: 'One',
    favourites: 'आवडते',
    logout: 'लॉग आउट',
    comingSoon: 'लवकरच येत आहे',
    onTheWay: 'वाटेत आहेत',
    signUp: 'साइन अप',
    login: 'लॉग इन',
    or: 'किंवा',
    toLogin: 'तुमच्या अकाउंटमध्ये लॉग इन करा',
    toSignUp: 'नवीन अकाउंट तयार करा',
    phone: 'फोन नंबर',
    name: 'नाव',
    email: 'ईमेल',
    referral: 'रेफरल कोड',
    haveReferral: 'रेफरल कोड आहे?',
    continue: 'पुढे जा',
    legalSignUp: 'अकाउंट तयार करून, मी {terms} आणि {privacy} यांना सहमत आहे',
    legalLogin: 'लॉग इन वर क्लिक करून, मी {terms} आणि {privacy} यांना सहमत आहे',
    terms: 'अटी व शर्ती',
    privacy: 'प्रायव्हसी पॉलिसी',
    enterOtp: 'OTP टाका',
    otpSentTo: 'आम्ही तुमच्या फोन नंबरवर OTP पाठवला आहे.',
    changeNumber: 'नंबर बदला',
    otpLabel: 'वन-टाइम पासवर्ड',
    verifySignUp: 'व्हेरिफाय करून साइन अप करा',
    verifyOtp: 'OTP व्हेरिफाय करा',
    didntGetIt: 'OTP मिळाला नाही?',
    resendIn: '{seconds} सेकंदात OTP पुन्हा पाठवा',
    resend: 'OTP पुन्हा पाठवा',
    cartLogin: 'कार्टमध्ये आयटम जोडण्यासाठी लॉग इन करा',
    cartSignUp: 'कार्टमध्ये आयटम जोडण्यासाठी साइन अप करा',
    favouritesLogin: 'तुमची आवडती रेस्टॉरंट्स सेव्ह करण्यासाठी लॉग इन करा',
    favouritesSignUp: 'तुमची आवडती रेस्टॉरंट्स सेव्ह करण्यासाठी साइन अप करा',
    otpSent: 'OTP पाठवला!',
    otpNotSent: 'OTP पाठवता आला नाही',
    signInFailed: 'साइन इन झाले नाही',
    requestOtpFirst: 'आधी OTP मागवा',
  },
} satisfies CatalogueFile<typeof authMessages>;
