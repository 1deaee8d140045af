/**
 * Marathi: what the identity service's sign-in tells a diner. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, "OTP"; session and sign in as diners say them (सेशन, साइन इन).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { identityMessages } from './en.ts';

export default {
  'server.identity': {
    otpNotSent: 'OTP पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.',
    codeNone: 'चुकीचा OTP. कृपया नवा OTP मागवा.',
    codeUsed: 'हा OTP आधीच वापरला गेला आहे किंवा त्याऐवजी नवा OTP आला आहे. कृपया सर्वात नवा OTP वापरा.',
    codeExpired: 'या OTP ची मुदत संपली आहे. कृपया नवा OTP मागवा.',
    codeLocked: 'या OTP साठी खूप वेळा चुकीचा कोड टाकला. कृपया नवा OTP मागवा.',
    codeWrong: 'चुकीचा OTP. कोड तपासून पुन्हा प्रयत्न करा.',
    codeDaily: 'आज या फोन नंबरसाठी खूप वेळा चुकीचा OTP टाकला. कृपया उद्या पुन्हा प्रयत्न करा.',
    tooManyForPhone: 'या फोन नंबरसाठी खूप OTP मागवले गेले. कृपया थोड्या वेळाने प्रयत्न करा.',
    tooManyForPhoneToday: 'आज या फोन नंबरसाठी खूप OTP मागवले गेले. कृपया नंतर प्रयत्न करा.',
    tooManyFromNetwork: 'तुमच्या नेटवर्कवरून खूप OTP मागवले गेले. कृपया थोड्या वेळाने प्रयत्न करा.',
    sessionNotFound: 'तुमचे सध्याचे सेशन सापडले नाही.',
    jwtInvalid: 'तुमचे सेशन अवैध आहे किंवा त्याची मुदत संपली आहे. कृपया पुन्हा साइन इन करा.',
  },
} satisfies CatalogueFile<typeof identityMessages>;
