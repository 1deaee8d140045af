/**
 * Bengali: what the account service answers a diner (read on the server only). Before launch, a native
 * Bengali copy editor who orders food online proofreads this file. Kept in English on purpose: OTP, +91.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { accountAnswerMessages } from './en.ts';

export default {
  'auth.account': {
    invalidPhone: 'সঠিক ভারতীয় মোবাইল নম্বর লিখুন: +91, তারপর 6, 7, 8 বা 9 দিয়ে শুরু 10টি সংখ্যা।',
    noAccount: 'এই ফোন নম্বরে কোনো অ্যাকাউন্ট নেই। সাইন আপ করুন।',
    accountExists: 'এই ফোন নম্বরে আগে থেকেই অ্যাকাউন্ট আছে। লগইন করুন।',
    verificationRequired: 'আগে OTP দিয়ে আপনার ফোন নম্বর যাচাই করুন।',
    verificationFailed: 'আপনার ফোন যাচাই সঠিক নয় বা মেয়াদ শেষ হয়ে গেছে। নতুন OTP চেয়ে নিন।',
    phoneMismatch: 'যাচাই করা ফোন নম্বর আপনার লেখা নম্বরের সঙ্গে মিলছে না।',
    userMismatch: 'এই রিকোয়েস্টের ইউজার যাচাই করা অ্যাকাউন্টের সঙ্গে মিলছে না।',
    notSignedIn: 'আপনি সাইন ইন করেননি।',
    profileSignIn: 'প্রোফাইল বদলাতে সাইন ইন করুন।',
    profileIncomplete: 'আগে আপনার প্রোফাইলে নাম ও ইমেল সেভ করুন।',
  },
} satisfies CatalogueFile<typeof accountAnswerMessages>;
