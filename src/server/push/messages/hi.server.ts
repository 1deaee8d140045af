/**
 * Hindi: what pushes and the push endpoints say. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify; order, rider, payment and notification are written as diners say them (ऑर्डर, राइडर, पेमेंट).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { pushMessages } from './en.ts';

export default {
  'server.push': {
    title: 'ऑर्डर #{number}',
    placed: 'आपका ऑर्डर मिल गया है, हम इसे रेस्टोरेंट को भेज रहे हैं।',
    payment_pending: 'आपका पेमेंट बाकी है। पेमेंट पूरा करने के लिए ऑर्डर खोलें।',
    paid: 'पेमेंट मिल गया। हम आपका ऑर्डर रेस्टोरेंट को भेज रहे हैं।',
    payment_failed: 'आपका पेमेंट नहीं हो पाया। फिर से पेमेंट करने के लिए ऑर्डर खोलें।',
    accepted: 'रेस्टोरेंट ने आपका ऑर्डर स्वीकार कर लिया है।',
    preparing: 'किचन में आपका खाना बन रहा है।',
    picked_up: 'आपके राइडर ने आपका खाना ले लिया है।',
    on_the_way: 'आपका खाना रास्ते में है।',
    delivered: 'आपका ऑर्डर डिलीवर हो गया। खाने का मज़ा लें!',
    cancelled: 'आपका ऑर्डर कैंसल हो गया। आपके पैसों का क्या होगा, यह देखने के लिए ऑर्डर खोलें।',
    arriving: 'आपका राइडर पहुँचने वाला है। कृपया दरवाज़े पर तैयार रहें।',
    signIn: 'अपने ऑर्डर के अपडेट पाने के लिए साइन इन करें',
    off: 'अभी नोटिफ़िकेशन उपलब्ध नहीं हैं।',
  },
} satisfies CatalogueFile<typeof pushMessages>;
