/**
 * Bengali: the ordering pages' titles and the payment gateway's page (drawn on the server only). Before
 * launch, a native Bengali copy editor who orders food online proofreads this file. Kept in English on
 * purpose: the brand name ({site}), restaurant names.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { orderPagesMessages } from './en.ts';

export default {
  'orders.pages': {
    checkoutTitle: 'চেকআউট',
    checkoutDescription: 'কোথায় ডেলিভারি হবে ও কীভাবে পেমেন্ট করবেন বেছে নিয়ে অর্ডার করুন।',
    ordersTitle: 'আপনার অর্ডারগুলি',
    ordersDescription: 'আপনার অর্ডারগুলি, তাদের অবস্থা ও বিল।',
    orderTitle: 'আপনার অর্ডার',
    orderDescription: 'আপনার অর্ডারের অবস্থা ও বিল।',
    payTitle: 'পেমেন্ট',
    payDescription: 'পেমেন্ট অনুমোদন বা প্রত্যাখ্যান করুন।',
    payBrand: '{site} Pay',
    securePayment: 'সুরক্ষিত পেমেন্ট',
    payHeading: '{site}-কে পেমেন্ট করুন',
    tipFor: 'অর্ডার {number}-এর রাইডারের টিপ',
    tipForFrom: '{restaurant} থেকে অর্ডার {number}-এর রাইডারের টিপ',
    orderFor: 'অর্ডার {number}',
    orderForFrom: '{restaurant} থেকে অর্ডার {number}',
    alreadyPaid: 'এই পেমেন্টটি আগেই সম্পূর্ণ হয়েছে।',
    seeOrders: 'আপনার অর্ডারগুলি দেখুন',
  },
} satisfies CatalogueFile<typeof orderPagesMessages>;
