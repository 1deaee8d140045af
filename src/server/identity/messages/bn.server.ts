/**
 * Bengali: what the identity service's sign-in tells a diner. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, "OTP"; session and sign in as diners say them (सेशन, साइन इन).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { identityMessages } from './en.ts';

export default {
  'server.identity': {
    otpNotSent: 'OTP পাঠানো গেল না। আবার চেষ্টা করুন।',
    codeNone: 'ভুল OTP। নতুন OTP চেয়ে নিন।',
    codeUsed: 'এই OTP আগেই ব্যবহার হয়েছে বা নতুন OTP পাঠানো হয়েছে। সবচেয়ে নতুন OTP দিন।',
    codeExpired: 'এই OTP-র মেয়াদ শেষ। নতুন OTP চেয়ে নিন।',
    codeLocked: 'এই OTP-র জন্য অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন OTP চেয়ে নিন।',
    codeWrong: 'ভুল OTP। কোডটি দেখে আবার চেষ্টা করুন।',
    codeDaily: 'আজ এই ফোন নম্বরের জন্য অনেকবার ভুল OTP দেওয়া হয়েছে। কাল আবার চেষ্টা করুন।',
    tooManyForPhone: 'এই ফোন নম্বরে অনেক OTP চাওয়া হয়েছে। কিছুক্ষণ পরে চেষ্টা করুন।',
    tooManyForPhoneToday: 'আজ এই ফোন নম্বরে অনেক OTP চাওয়া হয়েছে। পরে চেষ্টা করুন।',
    tooManyFromNetwork: 'আপনার নেটওয়ার্ক থেকে অনেক OTP চাওয়া হয়েছে। কিছুক্ষণ পরে চেষ্টা করুন।',
    sessionNotFound: 'আপনার বর্তমান সেশন পাওয়া যায়নি।',
    jwtInvalid: 'আপনার সেশন অবৈধ বা মেয়াদ শেষ। আবার সাইন ইন করুন।',
  },
} satisfies CatalogueFile<typeof identityMessages>;
