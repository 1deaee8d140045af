/**
 * Bengali: what the cart's endpoints tell a diner. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant and dish names; cart and order as diners say them (कार्ट, ऑर्डर).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { cartServerMessages } from './en.ts';

export default {
  'server.cart': {
    signIn: 'কার্ট ব্যবহার করতে সাইন ইন করুন',
    closedOpens: '{restaurant} এখন বন্ধ, খুলবে {opens}। খোলার পরের কোনো সময়ের জন্য আগে থেকে অর্ডার করতে পারেন।',
    closedWeek: '{restaurant} বন্ধ, এই সপ্তাহে অর্ডার নিচ্ছে না।',
    soldOut: '{item} বিক্রি হয়ে গেছে। অর্ডার করতে এটি কার্ট থেকে সরান।',
    notServedAt: '{dish} ওই সময়ে পাওয়া যায় না ({when})। এটি সরান বা অন্য সময় বেছে নিন।',
    notServedNow: '{dish} এখন পাওয়া যায় না ({when})। এটি সরান বা অন্য সময় বেছে নিন।',
    belowMinimum: 'অর্ডার করতে আরও {short} যোগ করুন: এখানে ন্যূনতম অর্ডার {minimum}।',
    addSoldOut: '{item} এখন বিক্রি হয়ে গেছে। অন্য কোনো ডিশ দেখুন।',
  },
} satisfies CatalogueFile<typeof cartServerMessages>;
