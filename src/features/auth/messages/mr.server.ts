/**
 * Marathi: what the account service answers a diner (read on the server only). Before launch, a native
 * Marathi copy editor who orders food online proofreads this file. Kept in English on purpose: OTP, +91.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { accountAnswerMessages } from './en.ts';

export default {
  'auth.account': {
    invalidPhone: 'कृपया योग्य भारतीय मोबाइल नंबर लिहा: +91 नंतर 6, 7, 8 किंवा 9 ने सुरू होणारे 10 अंक.',
    noAccount: 'या फोन नंबरचे कोणतेही अकाउंट सापडले नाही. कृपया साइन अप करा.',
    accountExists: 'या फोन नंबरचे अकाउंट आधीच आहे. कृपया लॉग इन करा.',
    verificationRequired: 'कृपया आधी OTP ने तुमचा फोन नंबर व्हेरिफाय करा.',
    verificationFailed: 'तुमचे फोन व्हेरिफिकेशन अवैध आहे किंवा त्याची मुदत संपली आहे. कृपया नवीन OTP मागवा.',
    phoneMismatch: 'व्हेरिफाय केलेला फोन नंबर तुम्ही लिहिलेल्या नंबरशी जुळत नाही.',
    userMismatch: 'या रिक्वेस्टमधील यूजर व्हेरिफाय केलेल्या अकाउंटशी जुळत नाही.',
    notSignedIn: 'तुम्ही साइन इन केलेले नाही.',
    profileSignIn: 'प्रोफाइल बदलण्यासाठी कृपया साइन इन करा.',
    profileIncomplete: 'कृपया आधी तुमच्या प्रोफाइलमध्ये नाव आणि ईमेल सेव्ह करा.',
  },
} satisfies CatalogueFile<typeof accountAnswerMessages>;
