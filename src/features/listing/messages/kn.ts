/**
 * Kannada: the home listing's texts. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: restaurant and cuisine names ({what}, {address}).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { listingMessages } from './en.ts';

export default {
  listing: {
    sortRelevance: 'ಸಂಬಂಧಿತ',
    sortDeliveryTime: 'ಡೆಲಿವರಿ ಸಮಯ',
    sortRating: 'ರೇಟಿಂಗ್',
    facetPureVeg: 'ಪ್ಯೂರ್ ವೆಜ್',
    facetRating4: 'ರೇಟಿಂಗ್ 4.0+',
    facetFastDelivery: 'ಫಾಸ್ಟ್ ಡೆಲಿವರಿ',
    facetOffers: 'ಆಫರ್‌ಗಳು',
    sortChip: 'ಕ್ರಮ: {sort}',
    sortedBy: '{sort} ಪ್ರಕಾರ ಕ್ರಮ',
    sortedByOnly: '{sort} ಪ್ರಕಾರ ಕ್ರಮ, {facets} ಮಾತ್ರ',
    withVegMode: '{summary}, {vegMode}: {mode}',
    chipsLabel: 'ರೆಸ್ಟೋರೆಂಟ್‌ಗಳನ್ನು ಕ್ರಮಗೊಳಿಸಿ ಮತ್ತು ಫಿಲ್ಟರ್ ಮಾಡಿ',
    restaurants: 'ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು',
    tryAgain: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    seenAll: 'ಇಲ್ಲಿಗೆ ಡೆಲಿವರಿ ಮಾಡುವ ಎಲ್ಲಾ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳನ್ನು ನೀವು ನೋಡಿದ್ದೀರಿ.',
    showMore: 'ಇನ್ನಷ್ಟು ರೆಸ್ಟೋರೆಂಟ್‌ಗಳನ್ನು ತೋರಿಸಿ',
    loading: 'ನಿಮ್ಮ ಹತ್ತಿರ ರುಚಿಯಾದ ಊಟ ಹುಡುಕುತ್ತಿದ್ದೇವೆ ...',
    unserviceable: 'ಈ ಸ್ಥಳದಲ್ಲಿ ಸೇವೆ ಇಲ್ಲ - ಇಲ್ಲಿ ಇನ್ನೂ ನಮ್ಮ ಸೇವೆ ಆರಂಭವಾಗಿಲ್ಲ. ಸ್ಥಳ ಬದಲಿಸಿ ನೋಡಿ.',
    rated: '5ರಲ್ಲಿ {rating} ರೇಟಿಂಗ್',
    deliveringTo: '{address}ಗೆ ಡೆಲಿವರಿ',
    noServices: 'ಇಲ್ಲಿ ಇನ್ನೂ ನಮ್ಮ ಸೇವೆ ಆರಂಭವಾಗಿಲ್ಲ. ಸ್ಥಳ ಬದಲಿಸಿ ನೋಡಿ.',
    nearMePrompt: 'ನಿಮಗೆ ಡೆಲಿವರಿ ಮಾಡುವ {what} ನೋಡಲು ನಿಮ್ಮ ಡೆಲಿವರಿ ಸ್ಥಳವನ್ನು ಆರಿಸಿ.',
    nearMeNone: 'ಈ ವಿಳಾಸಕ್ಕೆ ಇನ್ನೂ ಯಾವುದೇ {what} ಡೆಲಿವರಿ ಮಾಡುವುದಿಲ್ಲ.',
    nearMeList: 'ನಿಮಗೆ ಡೆಲಿವರಿ ಮಾಡುವ {what}',
  },
} satisfies CatalogueFile<typeof listingMessages>;
