/**
 * Bengali: the profile page's texts. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, the names of the languages (each in its own script) and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { profileMessages } from './en.ts';

export default {
  profile: {
    pageTitle: 'আপনার প্রোফাইল',
    pageDescription: 'আপনার নাম, ইমেল ও ফোন নম্বর, সেভ করা ঠিকানা, আর যে ডিভাইসগুলোতে আপনি সাইন ইন করে আছেন।',
    signInPrompt: 'আপনার প্রোফাইল দেখতে সাইন ইন করুন।',
    title: 'আপনার প্রোফাইল',
    name: 'নাম',
    email: 'ইমেল',
    phone: 'ফোন নম্বর',
    phoneNote: 'আপনি এই নম্বর দিয়ে সাইন ইন করেন; এটি এখানে বদলানো যায় না।',
    saving: 'সেভ হচ্ছে…',
    save: 'সেভ করুন',
    devices: 'যে ডিভাইসগুলোতে সাইন ইন করা আছে',
    loadingDevices: 'আপনার ডিভাইস লোড হচ্ছে…',
    thisDevice: 'এই ডিভাইস',
    signedIn: '{time}-এ সাইন ইন করা হয়েছে',
    logOutDevice: '{device} থেকে লগ আউট করুন, {time}-এ সাইন ইন করা হয়েছিল',
    logOut: 'লগ আউট',
    logOutOthers: 'বাকি সব ডিভাইস থেকে লগ আউট করুন',
    language: 'ভাষা',
    languageNote: 'আপনার বেছে নেওয়া ভাষা অ্যাকাউন্টে সেভ হয়, আর এই ডিভাইসে পেজগুলো সেই ভাষাতেই খোলে।',
  },
} satisfies CatalogueFile<typeof profileMessages>;
