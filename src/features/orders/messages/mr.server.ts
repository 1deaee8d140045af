/**
 * Marathi: the ordering pages' titles and the payment gateway's page (drawn on the server only). Before
 * launch, a native Marathi copy editor who orders food online proofreads this file. Kept in English on
 * purpose: the brand name ({site}), restaurant names.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { orderPagesMessages } from './en.ts';

export default {
  'orders.pages': {
    checkoutTitle: 'चेकआउट',
    checkoutDescription: 'कुठे डिलिव्हरी हवी आणि पेमेंट कसे करायचे ते निवडा, आणि ऑर्डर करा.',
    ordersTitle: 'तुमच्या ऑर्डर',
    ordersDescription: 'तुमच्या ऑर्डर, त्यांची स्थिती आणि बिले.',
    orderTitle: 'तुमची ऑर्डर',
    orderDescription: 'तुमच्या ऑर्डरची स्थिती आणि बिल.',
    payTitle: 'पेमेंट',
    payDescription: 'पेमेंट मंजूर करा किंवा नाकारा.',
    payBrand: '{site} Pay',
    securePayment: 'सुरक्षित पेमेंट',
    payHeading: '{site} ला पेमेंट करा',
    tipFor: 'ऑर्डर {number} च्या रायडरसाठी टिप',
    tipForFrom: '{restaurant} कडून ऑर्डर {number} च्या रायडरसाठी टिप',
    orderFor: 'ऑर्डर {number}',
    orderForFrom: '{restaurant} कडून ऑर्डर {number}',
    alreadyPaid: 'हे पेमेंट आधीच पूर्ण झाले आहे.',
    seeOrders: 'तुमच्या ऑर्डर पाहा',
  },
} satisfies CatalogueFile<typeof orderPagesMessages>;
