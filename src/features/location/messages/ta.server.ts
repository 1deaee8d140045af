/**
 * Tamil: the /locate page's own texts (drawn on the server). Before launch, a native Tamil copy editor
 * who orders food online proofreads this file. Kept in English on purpose: the brand name ({site}),
 * App Store and Google Play.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { locatePageMessages } from './en.ts';

export default {
  'location.page': {
    title: 'உங்கள் அருகிலுள்ள உணவகங்களிலிருந்து ஆன்லைனில் உணவு ஆர்டர் செய்யுங்கள் | {site}',
    description:
      '{site} இந்தியாவின் {cities} நகரங்களில் உங்கள் அருகிலுள்ள சிறந்த உணவகங்களிலிருந்து உணவை டெலிவரி செய்கிறது. அருகில் என்ன திறந்திருக்கிறது என்று பார்க்க உங்கள் டெலிவரி இடத்தை அமைக்கவும்.',
    home: 'முகப்பு',
    weDeliverTo: 'நாங்கள் டெலிவரி செய்யும் இடங்கள்',
    why: '{site}-இல் ஏன் ஆர்டர் செய்ய வேண்டும்',
    noMinimum: 'குறைந்தபட்ச ஆர்டர் இல்லை',
    noMinimumText: 'ஒருவருக்கோ முழுக் குழுவுக்கோ ஆர்டர் செய்யுங்கள்: குறைந்தபட்ச ஆர்டர் மதிப்பு இல்லை.',
    tracking: 'லைவ் ஆர்டர் டிராக்கிங்',
    trackingText: 'உணவகத்தின் சமையலறையிலிருந்து உங்கள் வீட்டு வாசல் வரை உங்கள் ஆர்டர் எங்கே என்று பாருங்கள்.',
    fast: 'மின்னல் வேக டெலிவரி',
    fastText: 'அருகிலுள்ள உணவகங்களும் அருகிலுள்ள ரைடர்களும் உங்கள் உணவைச் சூடாக, சரியான நேரத்தில் கொண்டு வருகிறார்கள்.',
    pocket: 'உங்கள் பாக்கெட்டில் உணவகங்கள்',
    pocketText: '{site} ஆப் மூலம் உங்கள் விருப்பமான உணவகங்களிலிருந்து ஆர்டர் செய்து, எங்கிருந்தும் டிராக் செய்யுங்கள்.',
    appStore: 'App Store-இல் டவுன்லோட் செய்யுங்கள்',
    googlePlay: 'Google Play-இல் பெறுங்கள்',
  },
} satisfies CatalogueFile<typeof locatePageMessages>;
