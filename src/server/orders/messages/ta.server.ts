/**
 * Tamil: what the order endpoints tell a diner, an order's history notes and what reordering changed. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant, dish and add-on names; order, cart, payment, rider, tip, slot and refund as diners say them (ऑर्डर, कार्ट, पेमेंट, राइडर, टिप, स्लॉट, रिफ़ंड).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { orderServerMessages, orderNoteMessages, reorderMessages } from './en.ts';

export default {
  'server.orders': {
    signIn: 'ஆர்டர் செய்ய சைன் இன் செய்யுங்கள்',
    emptyCart: 'உங்கள் கார்ட் காலியாக உள்ளது. ஆர்டர் செய்யும் முன் உணவுகளைச் சேர்க்கவும்.',
    dishGone: 'உங்கள் கார்ட்டில் உள்ள ஒரு உணவு இப்போது கிடைக்கவில்லை. கார்ட்டைச் சரிபார்த்து மீண்டும் ஆர்டர் செய்யுங்கள்.',
    restaurantGone: 'இந்த உணவகம் இப்போது ஆர்டர்கள் எடுக்கவில்லை.',
    outsideRadius:
      'இந்த முகவரி {restaurant} டெலிவரி செய்யும் பகுதிக்கு வெளியே உள்ளது. உணவகத்துக்கு அருகிலுள்ள முகவரியைத் தேர்ந்தெடுங்கள்.',
    totalChanged: 'பில் மாறிவிட்டது: இப்போது மொத்தம் {total}. பில்லைச் சரிபார்த்து மீண்டும் ஆர்டர் செய்யுங்கள்.',
    cartChanged: 'ஆர்டர் செய்யும்போது உங்கள் கார்ட் மாறிவிட்டது. சரிபார்த்து மீண்டும் ஆர்டர் செய்யுங்கள்.',
    notPayable: 'இந்த ஆர்டருக்கு இப்போது பணம் செலுத்த முடியாது.',
    paid: 'இந்த ஆர்டருக்கு ஏற்கெனவே பணம் செலுத்தப்பட்டுவிட்டது.',
    notCancellable: 'இந்த ஆர்டரை இனி ரத்து செய்ய முடியாது: உணவகம் அதைத் தயாரிக்கத் தொடங்கிவிட்டது.',
    providerDown: 'பணம் செலுத்தும் சேவையை அணுக முடியவில்லை. உங்கள் ஆர்டர் சேமிக்கப்பட்டுள்ளது: ஒரு நிமிடம் கழித்து மீண்டும் செலுத்துங்கள்.',
    slotGone: 'அந்த டெலிவரி நேரம் இப்போது கிடைக்கவில்லை. வேறு நேரத்தைத் தேர்ந்தெடுங்கள்.',
    tipNotDelivered: 'ஆர்டர் டெலிவரி ஆன பிறகு உங்கள் ரைடருக்கு டிப் கொடுக்கலாம்.',
    tipTooLate: 'டெலிவரிக்குப் பிறகு {days} நாட்கள் வரை டிப் கொடுக்கலாம்.',
    tipped: 'இந்த ஆர்டருக்கு உங்கள் ரைடருக்கு ஏற்கெனவே டிப் கொடுத்துவிட்டீர்கள். நன்றி!',
    tipProviderDown: 'பணம் செலுத்தும் சேவையை அணுக முடியவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் டிப் கொடுங்கள்.',
    cartReplaced: 'உங்கள் கார்ட்டில் இப்போது இந்த ஆர்டரின் உணவுகள் உள்ளன.',
    paymentExpired: '{minutes} நிமிடங்களுக்குள் பணம் செலுத்தாததால் இந்த ஆர்டர் ரத்து செய்யப்பட்டது. எந்தக் கட்டணமும் எடுக்கப்படவில்லை.',
  },
  'server.orders.notes': {
    'Payment not completed in time': 'நேரத்துக்குள் பணம் செலுத்தப்படவில்லை',
    'Payment not completed in time. Its dishes are back in your cart.':
      'நேரத்துக்குள் பணம் செலுத்தப்படவில்லை. அதன் உணவுகள் மீண்டும் உங்கள் கார்ட்டில் உள்ளன.',
    'Pay in cash on delivery': 'டெலிவரியின்போது பணமாகச் செலுத்துங்கள்',
    'Cancelled by you': 'நீங்கள் ரத்து செய்தீர்கள்',
    'Trying the payment again': 'மீண்டும் பணம் செலுத்த முயல்கிறோம்',
    'The payment was declined': 'பணம் செலுத்துதல் நிராகரிக்கப்பட்டது',
    received: '{amount} பெறப்பட்டது',
    refund: '{amount} ரீஃபண்ட் தொடங்கியது',
  },
  'server.orders.reorder': {
    lineGone: '{line} இப்போது கிடைக்கவில்லை.',
    leftOut: '{line} சேர்க்கப்படவில்லை: {why}',
    leftOutRule: '{line} சேர்க்கப்படவில்லை: {why} அதைச் சேர்க்க மெனுவில் {rule}.',
    choicesChanged: 'அதன் தேர்வுகள் மாறிவிட்டன.',
    lostSentence: '{lost}.',
    soldOutOne: '{names} விற்றுத் தீர்ந்தது',
    soldOutMany: '{names} விற்றுத் தீர்ந்தன',
    goneOne: '{names} இப்போது வழங்கப்படுவதில்லை',
    goneMany: '{names} இப்போது வழங்கப்படுவதில்லை',
    both: '{first} மற்றும் {second}',
    addedWithoutIt: '{lost}, எனவே {dish} அது இல்லாமல் சேர்க்கப்பட்டது.',
    addedWithoutThem: '{lost}, எனவே {dish} அவை இல்லாமல் சேர்க்கப்பட்டது.',
    priceChanged: '{line} விலை இப்போது {price} (முன்பு {was}).',
  },
} satisfies CatalogueFile<typeof orderServerMessages | typeof orderNoteMessages | typeof reorderMessages>;
