/**
 * Kannada: the ordering pages' titles and the payment gateway's page (drawn on the server only). Before
 * launch, a native Kannada copy editor who orders food online proofreads this file. Kept in English on
 * purpose: the brand name ({site}), restaurant names.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { orderPagesMessages } from './en.ts';

export default {
  'orders.pages': {
    checkoutTitle: 'ಚೆಕ್‌ಔಟ್',
    checkoutDescription: 'ಎಲ್ಲಿಗೆ ಡೆಲಿವರಿ, ಹೇಗೆ ಪಾವತಿ ಎಂದು ಆರಿಸಿ ಆರ್ಡರ್ ಮಾಡಿ.',
    ordersTitle: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗಳು',
    ordersDescription: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗಳು, ಅವುಗಳ ಸ್ಥಿತಿ ಮತ್ತು ಬಿಲ್‌ಗಳು.',
    orderTitle: 'ನಿಮ್ಮ ಆರ್ಡರ್',
    orderDescription: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ನ ಸ್ಥಿತಿ ಮತ್ತು ಬಿಲ್.',
    payTitle: 'ಪಾವತಿಸಿ',
    payDescription: 'ಪಾವತಿಯನ್ನು ಅನುಮೋದಿಸಿ ಅಥವಾ ನಿರಾಕರಿಸಿ.',
    payBrand: '{site} Pay',
    securePayment: 'ಸುರಕ್ಷಿತ ಪಾವತಿ',
    payHeading: '{site}ಗೆ ಪಾವತಿಸಿ',
    tipFor: 'ಆರ್ಡರ್ {number}ರ ರೈಡರ್‌ಗೆ ಟಿಪ್',
    tipForFrom: '{restaurant}ನಿಂದ ಆರ್ಡರ್ {number}ರ ರೈಡರ್‌ಗೆ ಟಿಪ್',
    orderFor: 'ಆರ್ಡರ್ {number}',
    orderForFrom: '{restaurant}ನಿಂದ ಆರ್ಡರ್ {number}',
    alreadyPaid: 'ಈ ಪಾವತಿ ಈಗಾಗಲೇ ಪೂರ್ಣಗೊಂಡಿದೆ.',
    seeOrders: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗಳನ್ನು ನೋಡಿ',
  },
} satisfies CatalogueFile<typeof orderPagesMessages>;
