/**
 * Tamil: what pushes and the push endpoints say. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify; order, rider, payment and notification are written as diners say them (ऑर्डर, राइडर, पेमेंट).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { pushMessages } from './en.ts';

export default {
  'server.push': {
    title: 'ஆர்டர் #{number}',
    placed: 'உங்கள் ஆர்டர் கிடைத்தது, அதை உணவகத்துக்கு அனுப்புகிறோம்.',
    payment_pending: 'உங்கள் பணம் செலுத்துதல் நிலுவையில் உள்ளது. பணம் செலுத்தி முடிக்க ஆர்டரைத் திறக்கவும்.',
    paid: 'பணம் கிடைத்தது. உங்கள் ஆர்டரை உணவகத்துக்கு அனுப்புகிறோம்.',
    payment_failed: 'உங்கள் பணம் செலுத்துதல் நடைபெறவில்லை. மீண்டும் செலுத்த ஆர்டரைத் திறக்கவும்.',
    accepted: 'உணவகம் உங்கள் ஆர்டரை ஏற்றுக்கொண்டது.',
    preparing: 'சமையலறையில் உங்கள் உணவு தயாராகிறது.',
    picked_up: 'உங்கள் ரைடர் உணவை எடுத்துக்கொண்டார்.',
    on_the_way: 'உங்கள் உணவு வந்துகொண்டிருக்கிறது.',
    delivered: 'உங்கள் ஆர்டர் டெலிவரி செய்யப்பட்டது. நன்றாகச் சாப்பிடுங்கள்!',
    cancelled: 'உங்கள் ஆர்டர் ரத்து செய்யப்பட்டது. உங்கள் பணம் என்ன ஆகும் என்று பார்க்க ஆர்டரைத் திறக்கவும்.',
    arriving: 'உங்கள் ரைடர் வந்துகொண்டிருக்கிறார். வாசலில் தயாராக இருங்கள்.',
    signIn: 'உங்கள் ஆர்டர் பற்றிய அப்டேட்களைப் பெற சைன் இன் செய்யுங்கள்',
    off: 'இப்போது அறிவிப்புகள் கிடைக்கவில்லை.',
  },
} satisfies CatalogueFile<typeof pushMessages>;
