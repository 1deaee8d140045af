/**
 * Hindi: the ordering pages' titles and the payment gateway's page (drawn on the server only). Before
 * launch, a native Hindi copy editor who orders food online proofreads this file. Kept in English on
 * purpose: the brand name ({site}), restaurant names.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { orderPagesMessages } from './en.ts';

export default {
  'orders.pages': {
    checkoutTitle: 'चेकआउट',
    checkoutDescription: 'डिलीवरी की जगह और पेमेंट का तरीका चुनें, और अपना ऑर्डर करें।',
    ordersTitle: 'आपके ऑर्डर',
    ordersDescription: 'आपके ऑर्डर, उनका स्टेटस और उनके बिल।',
    orderTitle: 'आपका ऑर्डर',
    orderDescription: 'आपके ऑर्डर का स्टेटस और बिल।',
    payTitle: 'पेमेंट',
    payDescription: 'पेमेंट मंज़ूर या अस्वीकार करें।',
    payBrand: '{site} Pay',
    securePayment: 'सुरक्षित पेमेंट',
    payHeading: '{site} को पेमेंट करें',
    tipFor: 'ऑर्डर {number} के राइडर के लिए टिप',
    tipForFrom: '{restaurant} से ऑर्डर {number} के राइडर के लिए टिप',
    orderFor: 'ऑर्डर {number}',
    orderForFrom: '{restaurant} से ऑर्डर {number}',
    alreadyPaid: 'यह पेमेंट पहले ही हो चुका है।',
    seeOrders: 'अपने ऑर्डर देखें',
  },
} satisfies CatalogueFile<typeof orderPagesMessages>;
