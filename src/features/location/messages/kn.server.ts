/**
 * Kannada: the /locate page's own texts (drawn on the server). Before launch, a native Kannada copy editor
 * who orders food online proofreads this file. Kept in English on purpose: the brand name ({site}),
 * App Store and Google Play.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { locatePageMessages } from './en.ts';

export default {
  'location.page': {
    title: 'ನಿಮ್ಮ ಹತ್ತಿರದ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳಿಂದ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಊಟ ಆರ್ಡರ್ ಮಾಡಿ | {site}',
    description:
      '{site} ಭಾರತದ {cities} ನಗರಗಳಲ್ಲಿ ನಿಮ್ಮ ಹತ್ತಿರದ ಅತ್ಯುತ್ತಮ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳಿಂದ ಊಟ ಡೆಲಿವರಿ ಮಾಡುತ್ತದೆ. ನಿಮ್ಮ ಹತ್ತಿರ ಏನು ತೆರೆದಿದೆ ಎಂದು ನೋಡಲು ಡೆಲಿವರಿ ಸ್ಥಳವನ್ನು ಆರಿಸಿ.',
    home: 'ಮುಖಪುಟ',
    weDeliverTo: 'ನಾವು ಡೆಲಿವರಿ ಮಾಡುವ ಸ್ಥಳಗಳು',
    why: '{site} ನಲ್ಲಿ ಏಕೆ ಆರ್ಡರ್ ಮಾಡಬೇಕು',
    noMinimum: 'ಕನಿಷ್ಠ ಆರ್ಡರ್ ಇಲ್ಲ',
    noMinimumText: 'ಒಬ್ಬರಿಗಾಗಲಿ ಇಡೀ ಗುಂಪಿಗಾಗಲಿ ಆರ್ಡರ್ ಮಾಡಿ: ಕನಿಷ್ಠ ಆರ್ಡರ್ ಮೊತ್ತ ಇಲ್ಲ.',
    tracking: 'ಲೈವ್ ಆರ್ಡರ್ ಟ್ರ್ಯಾಕಿಂಗ್',
    trackingText: 'ರೆಸ್ಟೋರೆಂಟ್ ಅಡುಗೆಮನೆಯಿಂದ ನಿಮ್ಮ ಮನೆ ಬಾಗಿಲವರೆಗೆ ನಿಮ್ಮ ಆರ್ಡರ್ ಎಲ್ಲಿದೆ ಎಂದು ನೋಡಿ.',
    fast: 'ಮಿಂಚಿನ ವೇಗದ ಡೆಲಿವರಿ',
    fastText: 'ಹತ್ತಿರದ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು ಮತ್ತು ಹತ್ತಿರದ ರೈಡರ್‌ಗಳು ನಿಮ್ಮ ಊಟವನ್ನು ಬಿಸಿಯಾಗಿ, ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ತರುತ್ತಾರೆ.',
    pocket: 'ನಿಮ್ಮ ಜೇಬಿನಲ್ಲೇ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು',
    pocketText: '{site} ಆ್ಯಪ್ ಮೂಲಕ ನಿಮ್ಮ ನೆಚ್ಚಿನ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳಿಂದ ಆರ್ಡರ್ ಮಾಡಿ, ಎಲ್ಲಿದ್ದರೂ ಟ್ರ್ಯಾಕ್ ಮಾಡಿ.',
    appStore: 'App Store ನಿಂದ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
    googlePlay: 'Google Play ನಲ್ಲಿ ಪಡೆಯಿರಿ',
  },
} satisfies CatalogueFile<typeof locatePageMessages>;
