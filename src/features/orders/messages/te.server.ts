/**
 * Telugu: the ordering pages' titles and the payment gateway's page (drawn on the server only). Before
 * launch, a native Telugu copy editor who orders food online proofreads this file. Kept in English on
 * purpose: the brand name ({site}), restaurant names.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { orderPagesMessages } from './en.ts';

export default {
  'orders.pages': {
    checkoutTitle: 'చెక్అవుట్',
    checkoutDescription: 'ఎక్కడికి డెలివరీ చేయాలో, ఎలా చెల్లించాలో ఎంచుకుని ఆర్డర్ చేయండి.',
    ordersTitle: 'మీ ఆర్డర్లు',
    ordersDescription: 'మీ ఆర్డర్లు, వాటి స్థితి, వాటి బిల్లులు.',
    orderTitle: 'మీ ఆర్డర్',
    orderDescription: 'మీ ఆర్డర్ స్థితి, బిల్.',
    payTitle: 'చెల్లించండి',
    payDescription: 'పేమెంట్‌ను ఆమోదించండి లేదా తిరస్కరించండి.',
    payBrand: '{site} Pay',
    securePayment: 'సురక్షిత పేమెంట్',
    payHeading: '{site}కి చెల్లించండి',
    tipFor: 'ఆర్డర్ {number} రైడర్‌కు టిప్',
    tipForFrom: '{restaurant} నుండి ఆర్డర్ {number} రైడర్‌కు టిప్',
    orderFor: 'ఆర్డర్ {number}',
    orderForFrom: '{restaurant} నుండి ఆర్డర్ {number}',
    alreadyPaid: 'ఈ పేమెంట్ ఇప్పటికే పూర్తయింది.',
    seeOrders: 'మీ ఆర్డర్లు చూడండి',
  },
} satisfies CatalogueFile<typeof orderPagesMessages>;
