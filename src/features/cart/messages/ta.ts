/**
 * Tamil: the cart's, delivery fees' and coupons' texts.
 * Before launch, a native Tamil copy editor who orders food online proofreads this file.
 * Kept in English on purpose: dish and restaurant names, coupon codes; ₹ amounts come from rupees().
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { cartMessages, feeMessages } from './en.ts';

export default {
  cart: {
    title: 'உங்கள் கார்ட்',
    pageDescription: 'ஆர்டர் செய்யும் முன் உங்கள் கார்ட்டில் உள்ள உணவுகளையும் பில்லையும் சரிபாருங்கள்.',
    loading: 'உங்கள் கார்ட் ஏற்றப்படுகிறது',
    signInToSee: 'உங்கள் கார்ட்டைப் பார்க்க உள்நுழையவும்.',
    empty: 'உங்கள் கார்ட் காலியாக உள்ளது',
    emptyNote: 'மேலும் உணவகங்களைப் பார்க்க முகப்புப் பக்கத்துக்குச் செல்லுங்கள்.',
    seeRestaurants: 'அருகிலுள்ள உணவகங்களைப் பாருங்கள்',
    dishesInCart: 'உங்கள் கார்ட்டில் உள்ள உணவுகள்',
    billDetails: 'பில் விவரங்கள்',
    itemTotal: 'பொருட்களின் மொத்தம்',
    deliveryFee: 'டெலிவரி கட்டணம்',
    free: 'இலவசம்',
    taxes: 'வரிகள் மற்றும் கட்டணங்கள்',
    toPay: 'செலுத்த வேண்டியது',
    proceed: 'செக்அவுட்டுக்குச் செல்',
    conflictTitle: 'கார்ட்டில் ஏற்கனவே பொருட்கள் உள்ளன',
    conflictText: 'உங்கள் கார்ட்டில் வேறொரு உணவகத்தின் பொருட்கள் உள்ளன. இந்த உணவகத்திலிருந்து பொருட்களைச் சேர்க்க உங்கள் கார்ட்டை மீட்டமைக்கவா?',
    no: 'வேண்டாம்',
    startAfresh: 'ஆம், புதிதாகத் தொடங்கு',
    beforeYouOrder: 'ஆர்டர் செய்யும் முன்',
    chooseDeliveryTime: 'டெலிவரி நேரத்தைத் தேர்ந்தெடுங்கள்',
    add: '{dish} சேர்',
    addButton: 'சேர்',
    quantity: '{item} அளவு',
    removeOne: 'ஒரு {item} குறை',
    addOneMore: 'இன்னொரு {item} சேர்',
    inCart: { one: 'கார்ட்டில் {count} பொருள்', other: 'கார்ட்டில் {count} பொருட்கள்' },
  },
  'cart.fees': {
    far: 'தொலைவு ({km} கி.மீ)',
    kms: '{km} கி.மீ',
    freeAbove: '{amount}-க்கு மேல் இலவசம்',
    freeFrom: '{amount} முதல் இலவசம்',
    feeLine: '{distance} | {fee} டெலிவரி கட்டணம் பொருந்தும், {free}',
    validOnce: 'ஒரு வாடிக்கையாளருக்கு ஒருமுறை மட்டும்',
    validFirstOrder: 'உங்கள் முதல் ஆர்டருக்கு மட்டும்',
    couponUnknown: '{code} என்பது எங்களுக்குத் தெரிந்த கோட் அல்ல. உணவகத்தின் மெனுவில் உள்ள சலுகைகளைப் பாருங்கள்.',
    couponExpired: '{code} காலாவதியாகிவிட்டது: இதை {day} வரை பயன்படுத்த முடிந்தது.',
    couponForeign: '{code} {restaurant}-இன் சலுகை அல்ல. இந்த உணவகத்தின் சலுகைகளில் உள்ள கோடைப் பயன்படுத்துங்கள்.',
    couponBelowMinimum:
      '{code}-க்குப் பொருட்களின் மொத்தம் குறைந்தது {minimum} இருக்க வேண்டும்: இதைப் பயன்படுத்த இன்னும் {more} சேர்க்கவும்.',
    onePerOrder: 'ஒரு ஆர்டரில் ஒரு கூப்பன் மட்டுமே பயன்படுத்தலாம்.',
    couponUsedOnce: '{code} ஒரு வாடிக்கையாளர் ஒருமுறை மட்டுமே பயன்படுத்தலாம்; நீங்கள் இதை முந்தைய ஆர்டரில் பயன்படுத்திவிட்டீர்கள்.',
    couponFirstOrder: '{code} உங்கள் முதல் ஆர்டருக்கு மட்டுமே.',
    couponCopied: '{code} நகலெடுக்கப்பட்டது: செக்அவுட்டில் பயன்படுத்தப்படும்',
    couponApplied: '{code} செக்அவுட்டில் பயன்படுத்தப்படும்',
  },
} satisfies CatalogueFile<typeof cartMessages | typeof feeMessages>;
