/**
 * Bengali: what the order endpoints tell a diner, an order's history notes and what reordering changed. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant, dish and add-on names; order, cart, payment, rider, tip, slot and refund as diners say them (ऑर्डर, कार्ट, पेमेंट, राइडर, टिप, स्लॉट, रिफ़ंड).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { orderServerMessages, orderNoteMessages, reorderMessages } from './en.ts';

export default {
  'server.orders': {
    signIn: 'অর্ডার করতে সাইন ইন করুন',
    emptyCart: 'আপনার কার্ট খালি। অর্ডার করার আগে ডিশ যোগ করুন।',
    dishGone: 'আপনার কার্টের একটি ডিশ আর পাওয়া যাচ্ছে না। কার্ট দেখে আবার অর্ডার করুন।',
    restaurantGone: 'এই রেস্তোরাঁ এখন অর্ডার নিচ্ছে না।',
    outsideRadius: 'এই ঠিকানা {restaurant}-এর ডেলিভারি এলাকার বাইরে। রেস্তোরাঁর কাছের কোনো ঠিকানা বেছে নিন।',
    totalChanged: 'বিল বদলে গেছে: এখন মোট {total}। বিল দেখে আবার অর্ডার করুন।',
    cartChanged: 'অর্ডার করার সময় আপনার কার্ট বদলে গেছে। দেখে আবার অর্ডার করুন।',
    notPayable: 'এই অর্ডারের পেমেন্ট এখন করা যাবে না।',
    paid: 'এই অর্ডারের পেমেন্ট আগেই হয়ে গেছে।',
    notCancellable: 'এই অর্ডার আর বাতিল করা যাবে না: রেস্তোরাঁ রান্না শুরু করে দিয়েছে।',
    providerDown: 'পেমেন্ট পরিষেবায় পৌঁছানো গেল না। আপনার অর্ডার সেভ করা আছে: এক মিনিট পরে আবার পেমেন্ট করুন।',
    slotGone: 'ওই ডেলিভারি স্লট আর পাওয়া যাচ্ছে না। অন্য স্লট বেছে নিন।',
    tipNotDelivered: 'অর্ডার ডেলিভারি হওয়ার পর রাইডারকে টিপ দিতে পারবেন।',
    tipTooLate: 'ডেলিভারির পর {days} দিন পর্যন্ত টিপ দেওয়া যায়।',
    tipped: 'এই অর্ডারে আপনি রাইডারকে আগেই টিপ দিয়েছেন। ধন্যবাদ!',
    tipProviderDown: 'পেমেন্ট পরিষেবায় পৌঁছানো গেল না। এক মিনিট পরে আবার টিপ দিন।',
    cartReplaced: 'আপনার কার্টে এখন এই অর্ডারের ডিশগুলো আছে।',
    paymentExpired: '{minutes} মিনিটের মধ্যে পেমেন্ট না হওয়ায় এই অর্ডার বাতিল হয়েছে। কোনো টাকা কাটা হয়নি।',
  },
  'server.orders.notes': {
    'Payment not completed in time': 'সময়ের মধ্যে পেমেন্ট সম্পূর্ণ হয়নি',
    'Payment not completed in time. Its dishes are back in your cart.':
      'সময়ের মধ্যে পেমেন্ট সম্পূর্ণ হয়নি। এর ডিশগুলো আবার আপনার কার্টে আছে।',
    'Pay in cash on delivery': 'ডেলিভারির সময় ক্যাশে পেমেন্ট করুন',
    'Cancelled by you': 'আপনি বাতিল করেছেন',
    'Trying the payment again': 'আবার পেমেন্টের চেষ্টা হচ্ছে',
    'The payment was declined': 'পেমেন্ট প্রত্যাখ্যাত হয়েছে',
    received: '{amount} পাওয়া গেছে',
    refund: '{amount} রিফান্ড শুরু হয়েছে',
  },
  'server.orders.reorder': {
    lineGone: '{line} আর পাওয়া যাচ্ছে না।',
    leftOut: '{line} যোগ করা হয়নি: {why}',
    leftOutRule: '{line} যোগ করা হয়নি: {why} যোগ করতে মেনুতে {rule}।',
    choicesChanged: 'এর বিকল্পগুলো বদলে গেছে।',
    lostSentence: '{lost}।',
    soldOutOne: '{names} বিক্রি হয়ে গেছে',
    soldOutMany: '{names} বিক্রি হয়ে গেছে',
    goneOne: '{names} আর দেওয়া হয় না',
    goneMany: '{names} আর দেওয়া হয় না',
    both: '{first} এবং {second}',
    addedWithoutIt: '{lost}, তাই {dish} এটি ছাড়াই যোগ করা হয়েছে।',
    addedWithoutThem: '{lost}, তাই {dish} এগুলো ছাড়াই যোগ করা হয়েছে।',
    priceChanged: '{line}-এর দাম এখন {price} (আগে ছিল {was})।',
  },
} satisfies CatalogueFile<typeof orderServerMessages | typeof orderNoteMessages | typeof reorderMessages>;
