/**
 * Tamil: signing in's texts. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, OTP, "One" (the membership's name).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { authMessages } from './en.ts';

export default {
  auth: {
    signIn: 'சைன் இன்',
    signInPrompt: 'சைன் இன் செய்யுங்கள்',
    account: 'கணக்கு',
    profile: 'சுயவிவரம்',
    orders: 'ஆர்டர்கள்',
    one: 'One',
    favourites: 'பிடித்தவை',
    logout: 'லாக் அவுட்',
    comingSoon: 'விரைவில் வருகிறது',
    onTheWay: 'வந்துகொண்டிருக்கின்றன',
    signUp: 'சைன் அப்',
    login: 'லாக் இன்',
    or: 'அல்லது',
    toLogin: 'உங்கள் கணக்கில் லாக் இன் செய்யுங்கள்',
    toSignUp: 'புதிய கணக்கை உருவாக்குங்கள்',
    phone: 'ஃபோன் எண்',
    name: 'பெயர்',
    email: 'மின்னஞ்சல்',
    referral: 'ரெஃபரல் கோடு',
    haveReferral: 'ரெஃபரல் கோடு உள்ளதா?',
    continue: 'தொடர்க',
    legalSignUp: 'கணக்கை உருவாக்குவதன் மூலம், {terms} மற்றும் {privacy}-ஐ ஏற்கிறேன்',
    legalLogin: 'லாக் இன் என்பதைக் கிளிக் செய்வதன் மூலம், {terms} மற்றும் {privacy}-ஐ ஏற்கிறேன்',
    terms: 'விதிமுறைகள் & நிபந்தனைகள்',
    privacy: 'தனியுரிமைக் கொள்கை',
    enterOtp: 'OTP-ஐ உள்ளிடுங்கள்',
    otpSentTo: 'உங்கள் ஃபோன் எண்ணுக்கு OTP அனுப்பியுள்ளோம்.',
    changeNumber: 'எண்ணை மாற்று',
    otpLabel: 'ஒருமுறைக் கடவுச்சொல்',
    verifySignUp: 'சரிபார்த்து சைன் அப் செய்',
    verifyOtp: 'OTP-ஐச் சரிபார்',
    didntGetIt: 'OTP வரவில்லையா?',
    resendIn: '{seconds} வினாடிகளில் OTP-ஐ மீண்டும் அனுப்பலாம்',
    resend: 'OTP-ஐ மீண்டும் அனுப்பு',
    cartLogin: 'கார்ட்டில் சேர்க்க லாக் இன் செய்யுங்கள்',
    cartSignUp: 'கார்ட்டில் சேர்க்க சைன் அப் செய்யுங்கள்',
    favouritesLogin: 'பிடித்த உணவகங்களைச் சேமிக்க லாக் இன் செய்யுங்கள்',
    favouritesSignUp: 'பிடித்த உணவகங்களைச் சேமிக்க சைன் அப் செய்யுங்கள்',
    otpSent: 'OTP அனுப்பப்பட்டது!',
    otpNotSent: 'OTP-ஐ அனுப்ப முடியவில்லை',
    signInFailed: 'சைன் இன் தோல்வியடைந்தது',
    requestOtpFirst: 'முதலில் OTP-ஐக் கோருங்கள்',
  },
} satisfies CatalogueFile<typeof authMessages>;
