/**
 * Tamil: the home page's own texts (drawn on the server). Before launch, a native Tamil copy editor who
 * orders food online proofreads this file. Kept in English on purpose: the brand name ({site}),
 * App Store and Google Play.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { listingPageMessages } from './en.ts';

export default {
  'listing.page': {
    title: 'உங்கள் அருகிலுள்ள உணவகங்களிலிருந்து ஆன்லைனில் உணவு ஆர்டர் செய்யுங்கள்',
    description:
      'உங்கள் முகவரிக்கு டெலிவரி செய்யும் உணவகங்களை அவற்றின் சலுகைகள், ரேட்டிங், டெலிவரி நேரத்துடன் பார்த்து, ஆன்லைனில் உணவு ஆர்டர் செய்யுங்கள்.',
    restaurantsNearYou: 'உங்கள் அருகிலுள்ள உணவகங்கள்',
    appTitle: 'சிறந்த அனுபவத்துக்கு இப்போதே {site} ஆப்பை டவுன்லோட் செய்யுங்கள்',
    getTheApp: 'ஆப்பைப் பெறுங்கள்',
    googlePlay: 'Google Play-இல் பெறுங்கள்',
    appStore: 'App Store-இல் டவுன்லோட் செய்யுங்கள்',
    showMore: 'மேலும் காட்டு',
    scrollLeft: '{title} இடப்பக்கம் நகர்த்து',
    scrollRight: '{title} வலப்பக்கம் நகர்த்து',
    unserviceableTitle: 'இந்த இடத்தில் சேவை இல்லை',
    unserviceable: 'இந்த இடத்தில் சேவை இல்லை - இங்கே இதுவரை எங்கள் சேவை தொடங்கவில்லை. இடத்தை மாற்றிப் பாருங்கள்.',
    citiesWeDeliverTo: 'நாங்கள் டெலிவரி செய்யும் நகரங்கள்',
  },
} satisfies CatalogueFile<typeof listingPageMessages>;
