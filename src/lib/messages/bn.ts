/**
 * Bengali: the shared rules' texts (errors, profile, reviews, help). Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, UPI, help@thalify.in, name@example.com and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type {
  errorMessages,
  profileRuleMessages,
  reviewRuleMessages,
  reportReasonMessages,
  helpReasonMessages,
  helpAnswerMessages,
} from './en.ts';

export default {
  errors: {
    generic: 'কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।',
    offline: 'মনে হচ্ছে আপনি অফলাইনে আছেন। ইন্টারনেট কানেকশন দেখে আবার চেষ্টা করুন।',
    busy: 'অনেকবার চেষ্টা করা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
    signIn: 'চালিয়ে যেতে লগ ইন করুন।',
    quantityCap: 'এক অর্ডারে আমরা যতটা ডেলিভারি করতে পারি, এই ডিশ আপনি ততটাই যোগ করে ফেলেছেন।',
    dishGone: 'এই ডিশটি এখন পাওয়া যাচ্ছে না।',
    notInCart: 'এই ডিশটি আর আপনার কার্টে নেই।',
    otherRestaurant: 'আপনার কার্টে অন্য রেস্তোরাঁর ডিশ আছে।',
    unavailable: 'এটি এখন পাওয়া যাচ্ছে না। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
    cartOutOfReach:
      '{restaurant} {area}-তে ডেলিভারি করে না। আপনার কার্ট যেমন ছিল তেমনই থাকবে; অন্য এলাকা বা অন্য রেস্তোরাঁ বেছে নিন।',
  },
  'profile.rules': {
    nameMissing: 'আপনার নাম লিখুন।',
    nameTooLong: 'আপনার নাম {max} অক্ষরের মধ্যে রাখুন।',
    emailMissing: 'আপনার ইমেল ঠিকানা লিখুন।',
    emailInvalid: 'একটি সঠিক ইমেল ঠিকানা লিখুন, যেমন name@example.com।',
    emailTaken: 'এই ইমেল ঠিকানা ইতিমধ্যে অন্য একটি অ্যাকাউন্টে ব্যবহার হচ্ছে।',
    saved: 'আপনার প্রোফাইল সেভ হয়েছে।',
    signedOut: 'প্রোফাইল বদলাতে আবার সাইন ইন করুন।',
    loggedOut: 'ওই ডিভাইস থেকে লগ আউট করা হয়েছে।',
    loggedOutOthers: 'আপনার বাকি সব ডিভাইস থেকে লগ আউট করা হয়েছে।',
    aBrowser: 'একটি ব্রাউজার',
    browserOn: '{system}-এ {browser}',
    deviceKind: '{device} ({kind})',
    phone: 'ফোন',
    tablet: 'ট্যাবলেট',
    computer: 'কম্পিউটার',
    tv: 'টিভি',
  },
  'reviews.rules': {
    noLinks: 'লিংক দেবেন না: রিভিউ হয় খাবার আর ডেলিভারি নিয়ে।',
    noPhones: 'ফোন নম্বর দেবেন না: রিভিউ সবাই পড়েন।',
    noAbuse: 'রিভিউতে গালিগালাজ করবেন না।',
    aDiner: 'একজন গ্রাহক',
    stars: { one: '{count} স্টার', other: '{count} স্টার' },
    dishLikes: '{percent}% পছন্দ করেছেন ({votes})',
  },
  'reviews.reportReasons': {
    spam: 'স্প্যাম বা বিজ্ঞাপন',
    offensive: 'অপমানজনক বা বিদ্বেষমূলক',
    not_about_order: 'খাবার বা ডেলিভারি নিয়ে নয়',
    personal_info: 'ব্যক্তিগত তথ্য শেয়ার করা হয়েছে',
    fake: 'ভুয়ো মনে হচ্ছে',
  },
  'help.reasons': {
    missing_item: 'একটি আইটেম আসেনি',
    wrong_item: 'আমি ভুল আইটেম পেয়েছি',
    damaged: 'একটি আইটেম পড়ে গেছে বা নষ্ট হয়েছে',
    late: 'আমার অর্ডার দেরিতে এসেছে',
    charged_twice: 'আমার থেকে দু’বার টাকা কাটা হয়েছে',
  },
  'help.answers': {
    signIn: 'অর্ডারে সাহায্য চাইতে সাইন ইন করুন।',
    orderNotFound: 'আমরা এই অর্ডারটি খুঁজে পাইনি।',
    notYet: 'আপনার অর্ডার রাস্তায় থাকলে বা ডেলিভারি হয়ে গেলে এ নিয়ে সাহায্য চাইতে পারবেন।',
    tooLate: 'ডেলিভারির পর {days} দিন পর্যন্ত অর্ডারে সাহায্য চাওয়া যায়। help@thalify.in-এ আমাদের লিখুন।',
    cancelled: 'এই অর্ডারটি বাতিল হয়েছে। যেকোনো পেমেন্ট পুরোটাই রিফান্ড করা হয়।',
    alreadyOpen: 'এ নিয়ে আপনি আগেই জানিয়েছেন। শিগগিরই এখানেই উত্তর দেব।',
    tooMany: 'এই মাসে আপনি অনেকবার সাহায্য চেয়েছেন। help@thalify.in-এ আমাদের লিখুন।',
    dishesNeeded: 'এটা কোন ডিশ নিয়ে, বেছে নিন।',
    notOnOrder: 'এই অর্ডারের ডিশই বেছে নিন।',
    photoMissing: 'একটি ছবি যোগ করা যায়নি। আবার যোগ করুন।',
    refundedAtOnce: 'এর জন্য আমরা দুঃখিত। এই আইটেমগুলোর টাকা আপনার পেমেন্টে রিফান্ড করেছি; ব্যাঙ্কে আসতে 5 কার্যদিবস পর্যন্ত লাগতে পারে।',
    queued: 'জানানোর জন্য ধন্যবাদ। আমাদের টিম এটি দেখে এখানেই উত্তর দেবে, সাধারণত কয়েক ঘণ্টার মধ্যে।',
    refundedByTeam: 'এই টাকা আপনার পেমেন্টে রিফান্ড করেছি; ব্যাঙ্কে আসতে 5 কার্যদিবস পর্যন্ত লাগতে পারে।',
  },
} satisfies CatalogueFile<
  | typeof errorMessages
  | typeof profileRuleMessages
  | typeof reviewRuleMessages
  | typeof reportReasonMessages
  | typeof helpReasonMessages
  | typeof helpAnswerMessages
>;
