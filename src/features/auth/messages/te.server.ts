/**
 * Telugu: what the account service answers a diner (read on the server only). Before launch, a native
 * Telugu copy editor who orders food online proofreads this file. Kept in English on purpose: OTP, +91.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { accountAnswerMessages } from './en.ts';

export default {
  'auth.account': {
    invalidPhone: 'దయచేసి సరైన భారతీయ మొబైల్ నంబర్ ఇవ్వండి: +91 తర్వాత 6, 7, 8 లేదా 9తో మొదలయ్యే 10 అంకెలు.',
    noAccount: 'ఈ ఫోన్ నంబర్‌కు ఖాతా లేదు. దయచేసి సైన్ అప్ చేయండి.',
    accountExists: 'ఈ ఫోన్ నంబర్‌కు ఇప్పటికే ఖాతా ఉంది. దయచేసి లాగిన్ అవ్వండి.',
    verificationRequired: 'దయచేసి ముందు OTPతో మీ ఫోన్ నంబర్‌ను వెరిఫై చేయండి.',
    verificationFailed: 'మీ ఫోన్ వెరిఫికేషన్ సరైనది కాదు లేదా గడువు ముగిసింది. దయచేసి కొత్త OTP అడగండి.',
    phoneMismatch: 'వెరిఫై చేసిన ఫోన్ నంబర్ మీరు ఇచ్చిన నంబర్‌తో సరిపోలడం లేదు.',
    userMismatch: 'ఈ రిక్వెస్ట్‌లోని యూజర్ వెరిఫై చేసిన ఖాతాతో సరిపోలడం లేదు.',
    notSignedIn: 'మీరు సైన్ ఇన్ చేయలేదు.',
    profileSignIn: 'ప్రొఫైల్ మార్చడానికి దయచేసి సైన్ ఇన్ చేయండి.',
    profileIncomplete: 'దయచేసి ముందు మీ ప్రొఫైల్‌లో పేరు, ఈమెయిల్ సేవ్ చేయండి.',
  },
} satisfies CatalogueFile<typeof accountAnswerMessages>;
