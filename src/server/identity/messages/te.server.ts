/**
 * Telugu: what the identity service's sign-in tells a diner. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, "OTP"; session and sign in as diners say them (सेशन, साइन इन).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { identityMessages } from './en.ts';

export default {
  'server.identity': {
    otpNotSent: 'OTP పంపలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.',
    codeNone: 'తప్పు OTP. దయచేసి కొత్త OTP అడగండి.',
    codeUsed: 'ఈ OTP ఇప్పటికే వాడారు లేదా దాని బదులు కొత్త OTP వచ్చింది. దయచేసి తాజా OTP వాడండి.',
    codeExpired: 'ఈ OTP గడువు ముగిసింది. దయచేసి కొత్త OTP అడగండి.',
    codeLocked: 'ఈ OTPకి చాలాసార్లు తప్పుగా ఇచ్చారు. దయచేసి కొత్త OTP అడగండి.',
    codeWrong: 'తప్పు OTP. కోడ్ సరిచూసి మళ్లీ ప్రయత్నించండి.',
    codeDaily: 'ఈరోజు ఈ ఫోన్ నంబర్‌కు చాలాసార్లు తప్పు OTP ఇచ్చారు. రేపు మళ్లీ ప్రయత్నించండి.',
    tooManyForPhone: 'ఈ ఫోన్ నంబర్‌కు చాలా OTPలు అడిగారు. కాసేపు తర్వాత ప్రయత్నించండి.',
    tooManyForPhoneToday: 'ఈరోజు ఈ ఫోన్ నంబర్‌కు చాలా OTPలు అడిగారు. తర్వాత ప్రయత్నించండి.',
    tooManyFromNetwork: 'మీ నెట్‌వర్క్ నుంచి చాలా OTPలు అడిగారు. కాసేపు తర్వాత ప్రయత్నించండి.',
    sessionNotFound: 'మీ ప్రస్తుత సెషన్ కనిపించలేదు.',
    jwtInvalid: 'మీ సెషన్ చెల్లదు లేదా గడువు ముగిసింది. దయచేసి మళ్లీ సైన్ ఇన్ చేయండి.',
  },
} satisfies CatalogueFile<typeof identityMessages>;
