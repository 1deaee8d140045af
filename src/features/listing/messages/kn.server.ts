/**
 * Kannada: the home page's own texts (drawn on the server). Before launch, a native Kannada copy editor who
 * orders food online proofreads this file. Kept in English on purpose: the brand name ({site}),
 * App Store and Google Play.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { listingPageMessages } from './en.ts';

export default {
  'listing.page': {
    title: 'ನಿಮ್ಮ ಹತ್ತಿರದ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳಿಂದ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಊಟ ಆರ್ಡರ್ ಮಾಡಿ',
    description: 'ನಿಮ್ಮ ವಿಳಾಸಕ್ಕೆ ಡೆಲಿವರಿ ಮಾಡುವ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳನ್ನು ಅವುಗಳ ಆಫರ್‌ಗಳು, ರೇಟಿಂಗ್ ಮತ್ತು ಡೆಲಿವರಿ ಸಮಯದೊಂದಿಗೆ ನೋಡಿ, ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಊಟ ಆರ್ಡರ್ ಮಾಡಿ.',
    restaurantsNearYou: 'ನಿಮ್ಮ ಹತ್ತಿರದ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು',
    appTitle: 'ಉತ್ತಮ ಅನುಭವಕ್ಕಾಗಿ ಈಗಲೇ {site} ಆ್ಯಪ್ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
    getTheApp: 'ಆ್ಯಪ್ ಪಡೆಯಿರಿ',
    googlePlay: 'Google Play ನಲ್ಲಿ ಪಡೆಯಿರಿ',
    appStore: 'App Store ನಿಂದ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
    showMore: 'ಇನ್ನಷ್ಟು ತೋರಿಸಿ',
    scrollLeft: '{title} ಎಡಕ್ಕೆ ಸ್ಕ್ರಾಲ್ ಮಾಡಿ',
    scrollRight: '{title} ಬಲಕ್ಕೆ ಸ್ಕ್ರಾಲ್ ಮಾಡಿ',
    unserviceableTitle: 'ಈ ಸ್ಥಳದಲ್ಲಿ ಸೇವೆ ಇಲ್ಲ',
    unserviceable: 'ಈ ಸ್ಥಳದಲ್ಲಿ ಸೇವೆ ಇಲ್ಲ - ಇಲ್ಲಿ ಇನ್ನೂ ನಮ್ಮ ಸೇವೆ ಆರಂಭವಾಗಿಲ್ಲ. ಸ್ಥಳ ಬದಲಿಸಿ ನೋಡಿ.',
    citiesWeDeliverTo: 'ನಾವು ಡೆಲಿವರಿ ಮಾಡುವ ನಗರಗಳು',
  },
} satisfies CatalogueFile<typeof listingPageMessages>;
