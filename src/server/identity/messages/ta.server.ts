/**
 * Tamil: what the identity service's sign-in tells a diner. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, "OTP"; session and sign in as diners say them (सेशन, साइन इन).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { identityMessages } from './en.ts';

export default {
  'server.identity': {
    otpNotSent: 'OTP அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள்.',
    codeNone: 'தவறான OTP. புதிய OTP-ஐக் கேளுங்கள்.',
    codeUsed: 'இந்த OTP ஏற்கெனவே பயன்படுத்தப்பட்டது அல்லது புதிய OTP அனுப்பப்பட்டது. சமீபத்திய OTP-ஐப் பயன்படுத்துங்கள்.',
    codeExpired: 'இந்த OTP காலாவதியாகிவிட்டது. புதிய OTP-ஐக் கேளுங்கள்.',
    codeLocked: 'இந்த OTP-க்கு பலமுறை தவறாக உள்ளிடப்பட்டது. புதிய OTP-ஐக் கேளுங்கள்.',
    codeWrong: 'தவறான OTP. குறியீட்டைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
    codeDaily: 'இன்று இந்த எண்ணுக்குப் பலமுறை தவறான OTP உள்ளிடப்பட்டது. நாளை மீண்டும் முயலுங்கள்.',
    tooManyForPhone: 'இந்த எண்ணுக்கு அதிக OTP கோரிக்கைகள் வந்துள்ளன. சிறிது நேரம் கழித்து முயலுங்கள்.',
    tooManyForPhoneToday: 'இன்று இந்த எண்ணுக்கு அதிக OTP கோரிக்கைகள் வந்துள்ளன. பின்னர் முயலுங்கள்.',
    tooManyFromNetwork: 'உங்கள் நெட்வொர்க்கிலிருந்து அதிக OTP கோரிக்கைகள் வந்துள்ளன. சிறிது நேரம் கழித்து முயலுங்கள்.',
    sessionNotFound: 'உங்கள் தற்போதைய செஷன் கிடைக்கவில்லை.',
    jwtInvalid: 'உங்கள் செஷன் செல்லாது அல்லது காலாவதியாகிவிட்டது. மீண்டும் சைன் இன் செய்யுங்கள்.',
  },
} satisfies CatalogueFile<typeof identityMessages>;
