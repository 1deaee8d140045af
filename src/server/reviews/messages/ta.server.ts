/**
 * Tamil: what a diner reads when a review call is refused. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify; order, review and rating as diners say them (ऑर्डर, रिव्यू, रेटिंग).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { reviewServerMessages } from './en.ts';

export default {
  'server.reviews': {
    signIn: 'உங்கள் ஆர்டரை மதிப்பிட சைன் இன் செய்யுங்கள்',
    alreadyRated: 'இந்த ஆர்டரை ஏற்கெனவே மதிப்பிட்டுவிட்டீர்கள்.',
    notDelivered: 'ஆர்டர் டெலிவரி ஆன பிறகு அதை மதிப்பிடலாம்.',
    cancelled: 'ரத்து செய்யப்பட்ட ஆர்டரை மதிப்பிட முடியாது.',
    tooLate: 'டெலிவரிக்குப் பிறகு {days} நாட்கள் வரை ஆர்டரை மதிப்பிடலாம்; இந்த ஆர்டருக்கு அந்த நேரம் முடிந்துவிட்டது.',
    editClosed: 'மதிப்பீட்டை எழுதிய {days} நாட்கள் வரை மாற்றலாம்; இப்போதும் அதை நீக்கலாம்.',
    noReview: 'இந்த ஆர்டரை நீங்கள் மதிப்பிடவில்லை.',
    dishNotInOrder: 'இந்த ஆர்டரில் உள்ள உணவுகளை மட்டுமே மதிப்பிட முடியும்.',
    photoMissing: 'உங்கள் படங்களில் ஒன்று கிடைக்கவில்லை. மீண்டும் சேர்க்கவும்.',
    reviewNotFound: 'இந்த விமர்சனம் இப்போது கிடைக்கவில்லை.',
    ownReview: 'உங்கள் சொந்த விமர்சனத்தைப் புகாரளிக்க முடியாது.',
    tooManyReviews: 'கடந்த ஒரு மணி நேரத்தில் பல ஆர்டர்களை மதிப்பிட்டுள்ளீர்கள். சிறிது நேரம் கழித்து முயலுங்கள்.',
    tooManyPhotos: 'கடந்த ஒரு மணி நேரத்தில் பல படங்களைச் சேர்த்துள்ளீர்கள். சிறிது நேரம் கழித்து முயலுங்கள்.',
    tooManyReports: 'கடந்த ஒரு மணி நேரத்தில் பல புகார்களை அனுப்பியுள்ளீர்கள். சிறிது நேரம் கழித்து முயலுங்கள்.',
  },
} satisfies CatalogueFile<typeof reviewServerMessages>;
