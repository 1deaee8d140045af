/**
 * Tamil: the ordering pages' titles and the payment gateway's page (drawn on the server only). Before
 * launch, a native Tamil copy editor who orders food online proofreads this file. Kept in English on
 * purpose: the brand name ({site}), restaurant names.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { orderPagesMessages } from './en.ts';

export default {
  'orders.pages': {
    checkoutTitle: 'செக்அவுட்',
    checkoutDescription: 'டெலிவரி இடம், பணம் செலுத்தும் முறையைத் தேர்ந்தெடுத்து ஆர்டர் செய்யுங்கள்.',
    ordersTitle: 'உங்கள் ஆர்டர்கள்',
    ordersDescription: 'உங்கள் ஆர்டர்கள், அவற்றின் நிலை மற்றும் பில்கள்.',
    orderTitle: 'உங்கள் ஆர்டர்',
    orderDescription: 'உங்கள் ஆர்டரின் நிலையும் பில்லும்.',
    payTitle: 'பணம் செலுத்து',
    payDescription: 'பேமென்ட்டை ஏற்கவும் அல்லது நிராகரிக்கவும்.',
    payBrand: '{site} Pay',
    securePayment: 'பாதுகாப்பான பேமென்ட்',
    payHeading: '{site}-க்குப் பணம் செலுத்துங்கள்',
    tipFor: 'ஆர்டர் {number}-இன் ரைடருக்கு டிப்',
    tipForFrom: '{restaurant} இலிருந்து ஆர்டர் {number}-இன் ரைடருக்கு டிப்',
    orderFor: 'ஆர்டர் {number}',
    orderForFrom: '{restaurant} இலிருந்து ஆர்டர் {number}',
    alreadyPaid: 'இந்த பேமென்ட் ஏற்கெனவே முடிந்துவிட்டது.',
    seeOrders: 'உங்கள் ஆர்டர்களைப் பாருங்கள்',
  },
} satisfies CatalogueFile<typeof orderPagesMessages>;
