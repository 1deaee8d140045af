/**
 * Bengali: signing in's texts. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, OTP, "One" (the membership's name).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { authMessages } from './en.ts';

export default {
  auth: {
    signIn: 'সাইন ইন',
    signInPrompt: 'সাইন ইন করুন',
    account: 'অ্যাকাউন্ট',
    profile: 'প্রোফাইল',
    orders: 'অর্ডার',
    one: 'One',
    favourites: 'পছন্দের',
    logout: 'লগ আউট',
    comingSoon: 'শীঘ্রই আসছে',
    onTheWay: 'পথে আছে',
    signUp: 'সাইন আপ',
    login: 'লগইন',
    or: 'অথবা',
    toLogin: 'আপনার অ্যাকাউন্টে লগইন করুন',
    toSignUp: 'নতুন অ্যাকাউন্ট খুলুন',
    phone: 'ফোন নম্বর',
    name: 'নাম',
    email: 'ইমেল',
    referral: 'রেফারাল কোড',
    haveReferral: 'রেফারাল কোড আছে?',
    continue: 'এগিয়ে যান',
    legalSignUp: 'অ্যাকাউন্ট খুলে, আমি {terms} ও {privacy} মেনে নিচ্ছি',
    legalLogin: 'লগইন-এ ক্লিক করে, আমি {terms} ও {privacy} মেনে নিচ্ছি',
    terms: 'শর্তাবলী',
    privacy: 'প্রাইভেসি পলিসি',
    enterOtp: 'OTP লিখুন',
    otpSentTo: 'আমরা আপনার ফোন নম্বরে OTP পাঠিয়েছি।',
    changeNumber: 'নম্বর বদলান',
    otpLabel: 'ওয়ান-টাইম পাসওয়ার্ড',
    verifySignUp: 'যাচাই করে সাইন আপ করুন',
    verifyOtp: 'OTP যাচাই করুন',
    didntGetIt: 'OTP পাননি?',
    resendIn: '{seconds} সেকেন্ড পরে আবার OTP পাঠান',
    resend: 'আবার OTP পাঠান',
    cartLogin: 'কার্টে আইটেম যোগ করতে লগইন করুন',
    cartSignUp: 'কার্টে আইটেম যোগ করতে সাইন আপ করুন',
    favouritesLogin: 'পছন্দের রেস্তোরাঁ সেভ করতে লগইন করুন',
    favouritesSignUp: 'পছন্দের রেস্তোরাঁ সেভ করতে সাইন আপ করুন',
    otpSent: 'OTP পাঠানো হয়েছে!',
    otpNotSent: 'OTP পাঠানো গেল না',
    signInFailed: 'সাইন ইন হয়নি',
    requestOtpFirst: 'আগে OTP চেয়ে নিন',
  },
} satisfies CatalogueFile<typeof authMessages>;
