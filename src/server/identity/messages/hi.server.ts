/**
 * Hindi: what the identity service's sign-in tells a diner. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, "OTP"; session and sign in as diners say them (सेशन, साइन इन).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { identityMessages } from './en.ts';

export default {
  'server.identity': {
    otpNotSent: 'OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
    codeNone: 'गलत OTP। कृपया नया OTP मँगाएँ।',
    codeUsed: 'यह OTP पहले ही इस्तेमाल हो चुका है या इसकी जगह नया OTP आ गया है। कृपया सबसे नया OTP डालें।',
    codeExpired: 'इस OTP की समय-सीमा ख़त्म हो गई है। कृपया नया OTP मँगाएँ।',
    codeLocked: 'इस OTP के लिए बहुत बार गलत कोड डाला गया। कृपया नया OTP मँगाएँ।',
    codeWrong: 'गलत OTP। कृपया कोड जाँचकर फिर से कोशिश करें।',
    codeDaily: 'आज इस फ़ोन नंबर के लिए बहुत बार गलत OTP डाला गया। कृपया कल फिर कोशिश करें।',
    tooManyForPhone: 'इस फ़ोन नंबर के लिए बहुत सारे OTP माँगे गए। कृपया थोड़ी देर बाद कोशिश करें।',
    tooManyForPhoneToday: 'आज इस फ़ोन नंबर के लिए बहुत सारे OTP माँगे गए। कृपया बाद में कोशिश करें।',
    tooManyFromNetwork: 'आपके नेटवर्क से बहुत सारे OTP माँगे गए। कृपया थोड़ी देर बाद कोशिश करें।',
    sessionNotFound: 'आपका मौजूदा सेशन नहीं मिला।',
    jwtInvalid: 'आपका सेशन अमान्य है या उसकी समय-सीमा ख़त्म हो गई है। कृपया फिर से साइन इन करें।',
  },
} satisfies CatalogueFile<typeof identityMessages>;
