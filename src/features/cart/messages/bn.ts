/**
 * Bengali: the cart's, delivery fees' and coupons' texts.
 * Before launch, a native Bengali copy editor who orders food online proofreads this file.
 * Kept in English on purpose: dish and restaurant names, coupon codes; ₹ amounts come from rupees().
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { cartMessages, feeMessages } from './en.ts';

export default {
  cart: {
    title: 'আপনার কার্ট',
    pageDescription: 'অর্ডার করার আগে কার্টের ডিশ আর বিল দেখে নিন।',
    loading: 'আপনার কার্ট লোড হচ্ছে',
    signInToSee: 'কার্ট দেখতে সাইন ইন করুন।',
    empty: 'আপনার কার্ট খালি',
    emptyNote: 'আরও রেস্তোরাঁ দেখতে হোম পেজে যান।',
    seeRestaurants: 'কাছাকাছি রেস্তোরাঁ দেখুন',
    dishesInCart: 'আপনার কার্টের ডিশ',
    billDetails: 'বিলের বিবরণ',
    itemTotal: 'আইটেমের মোট',
    deliveryFee: 'ডেলিভারি ফি',
    free: 'ফ্রি',
    taxes: 'ট্যাক্স ও চার্জ',
    toPay: 'মোট দেয়',
    proceed: 'চেকআউটে এগিয়ে যান',
    conflictTitle: 'কার্টে আগে থেকেই আইটেম আছে',
    conflictText: 'আপনার কার্টে অন্য রেস্তোরাঁর আইটেম আছে। এই রেস্তোরাঁ থেকে আইটেম যোগ করতে কার্ট রিসেট করবেন?',
    no: 'না',
    startAfresh: 'হ্যাঁ, নতুন করে শুরু করুন',
    beforeYouOrder: 'অর্ডার করার আগে',
    chooseDeliveryTime: 'ডেলিভারির সময় বেছে নিন',
    add: '{dish} যোগ করুন',
    addButton: 'যোগ করুন',
    quantity: '{item}-এর পরিমাণ',
    removeOne: 'একটি {item} কমান',
    addOneMore: 'আরও একটি {item} যোগ করুন',
    inCart: { one: 'কার্টে {count}টি আইটেম', other: 'কার্টে {count}টি আইটেম' },
  },
  'cart.fees': {
    far: 'দূরে ({km} কিমি)',
    kms: '{km} কিমি',
    freeAbove: '{amount}-এর বেশি হলে ফ্রি',
    freeFrom: '{amount} থেকে ফ্রি',
    feeLine: '{distance} | {fee} ডেলিভারি ফি লাগবে, {free}',
    validOnce: 'প্রতি গ্রাহকের জন্য একবার',
    validFirstOrder: 'শুধু আপনার প্রথম অর্ডারে',
    couponUnknown: '{code} আমাদের জানা কোনো কোড নয়। রেস্তোরাঁর মেনুতে অফারগুলো দেখুন।',
    couponExpired: '{code}-এর মেয়াদ শেষ: এটি {day} পর্যন্ত ব্যবহার করা যেত।',
    couponForeign: '{code} {restaurant}-এর অফার নয়। এই রেস্তোরাঁর অফার থেকে একটি কোড ব্যবহার করুন।',
    couponBelowMinimum: '{code}-এর জন্য আইটেমের মোট অন্তত {minimum} হতে হবে: এটি ব্যবহার করতে আরও {more} যোগ করুন।',
    onePerOrder: 'একটি অর্ডারে একটিই কুপন ব্যবহার করা যায়।',
    couponUsedOnce: '{code} প্রতি গ্রাহক একবারই ব্যবহার করতে পারেন, আর আপনি এটি আগের একটি অর্ডারে ব্যবহার করেছেন।',
    couponFirstOrder: '{code} শুধু আপনার প্রথম অর্ডারের জন্য।',
    couponCopied: '{code} কপি হয়েছে: চেকআউটে লাগানো হবে',
    couponApplied: '{code} চেকআউটে লাগানো হবে',
  },
} satisfies CatalogueFile<typeof cartMessages | typeof feeMessages>;
