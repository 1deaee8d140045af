/**
 * Hindi: what the account service answers a diner (read on the server only). Before launch, a native
 * Hindi copy editor who orders food online proofreads this file. Kept in English on purpose: OTP, +91.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { accountAnswerMessages } from './en.ts';

export default {
  'auth.account': {
    invalidPhone: 'कृपया सही भारतीय मोबाइल नंबर डालें: +91 के बाद 6, 7, 8 या 9 से शुरू होने वाले 10 अंक।',
    noAccount: 'इस फ़ोन नंबर का कोई अकाउंट नहीं मिला। कृपया साइन अप करें।',
    accountExists: 'इस फ़ोन नंबर का अकाउंट पहले से है। कृपया लॉग इन करें।',
    verificationRequired: 'कृपया पहले OTP से अपना फ़ोन नंबर वेरिफ़ाई करें।',
    verificationFailed: 'आपके फ़ोन का वेरिफ़िकेशन गलत है या उसकी समय-सीमा खत्म हो गई है। कृपया नया OTP मँगवाएँ।',
    phoneMismatch: 'वेरिफ़ाई किया गया फ़ोन नंबर आपके डाले गए नंबर से मेल नहीं खाता।',
    userMismatch: 'इस रिक्वेस्ट का यूज़र वेरिफ़ाई किए गए अकाउंट से मेल नहीं खाता।',
    notSignedIn: 'आपने साइन इन नहीं किया है।',
    profileSignIn: 'प्रोफ़ाइल बदलने के लिए कृपया साइन इन करें।',
    profileIncomplete: 'कृपया पहले अपनी प्रोफ़ाइल में नाम और ईमेल सेव करें।',
  },
} satisfies CatalogueFile<typeof accountAnswerMessages>;
