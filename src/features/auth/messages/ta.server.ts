/**
 * Tamil: what the account service answers a diner (read on the server only). Before launch, a native
 * Tamil copy editor who orders food online proofreads this file. Kept in English on purpose: OTP, +91.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { accountAnswerMessages } from './en.ts';

export default {
  'auth.account': {
    invalidPhone: 'சரியான இந்திய மொபைல் எண்ணை உள்ளிடுங்கள்: +91, அதன் பின் 6, 7, 8 அல்லது 9-இல் தொடங்கும் 10 இலக்கங்கள்.',
    noAccount: 'இந்த ஃபோன் எண்ணுக்குக் கணக்கு எதுவும் இல்லை. சைன் அப் செய்யுங்கள்.',
    accountExists: 'இந்த ஃபோன் எண்ணுக்கு ஏற்கெனவே கணக்கு உள்ளது. லாக் இன் செய்யுங்கள்.',
    verificationRequired: 'முதலில் OTP மூலம் உங்கள் ஃபோன் எண்ணைச் சரிபாருங்கள்.',
    verificationFailed: 'உங்கள் ஃபோன் சரிபார்ப்பு தவறானது அல்லது காலாவதியானது. புதிய OTP-ஐக் கோருங்கள்.',
    phoneMismatch: 'சரிபார்த்த ஃபோன் எண் நீங்கள் உள்ளிட்ட எண்ணுடன் பொருந்தவில்லை.',
    userMismatch: 'இந்தக் கோரிக்கையின் பயனர் சரிபார்த்த கணக்குடன் பொருந்தவில்லை.',
    notSignedIn: 'நீங்கள் சைன் இன் செய்யவில்லை.',
    profileSignIn: 'சுயவிவரத்தை மாற்ற சைன் இன் செய்யுங்கள்.',
    profileIncomplete: 'முதலில் உங்கள் சுயவிவரத்தில் பெயரையும் மின்னஞ்சலையும் சேமியுங்கள்.',
  },
} satisfies CatalogueFile<typeof accountAnswerMessages>;
