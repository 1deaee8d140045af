/**
 * Marathi: what pushes and the push endpoints say. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify; order, rider, payment and notification are written as diners say them (ऑर्डर, राइडर, पेमेंट).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { pushMessages } from './en.ts';

export default {
  'server.push': {
    title: 'ऑर्डर #{number}',
    placed: 'तुमची ऑर्डर मिळाली आहे, आम्ही ती रेस्टॉरंटला पाठवत आहोत.',
    payment_pending: 'तुमचे पेमेंट बाकी आहे. पेमेंट पूर्ण करण्यासाठी ऑर्डर उघडा.',
    paid: 'पेमेंट मिळाले. आम्ही तुमची ऑर्डर रेस्टॉरंटला पाठवत आहोत.',
    payment_failed: 'तुमचे पेमेंट झाले नाही. पुन्हा पेमेंट करण्यासाठी ऑर्डर उघडा.',
    accepted: 'रेस्टॉरंटने तुमची ऑर्डर स्वीकारली आहे.',
    preparing: 'किचनमध्ये तुमचे जेवण तयार होत आहे.',
    picked_up: 'तुमच्या रायडरने तुमचे जेवण घेतले आहे.',
    on_the_way: 'तुमचे जेवण वाटेत आहे.',
    delivered: 'तुमची ऑर्डर डिलिव्हर झाली. जेवणाचा आनंद घ्या!',
    cancelled: 'तुमची ऑर्डर रद्द झाली. तुमच्या पैशांचे काय होईल ते पाहण्यासाठी ऑर्डर उघडा.',
    arriving: 'तुमचा रायडर पोहोचत आहे. कृपया दारात तयार राहा.',
    signIn: 'तुमच्या ऑर्डरचे अपडेट मिळवण्यासाठी साइन इन करा',
    off: 'सध्या नोटिफिकेशन उपलब्ध नाहीत.',
  },
} satisfies CatalogueFile<typeof pushMessages>;
