/**
 * Kannada: the location screens' texts. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}), GPS.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { locationMessages } from './en.ts';

export default {
  location: {
    headingMovieMarathon: 'ಸಿನಿಮಾ ಮ್ಯಾರಥಾನ್?',
    headingGuests: 'ಅನಿರೀಕ್ಷಿತ ಅತಿಥಿಗಳು?',
    headingLateNight: 'ಆಫೀಸಿನಲ್ಲಿ ತಡರಾತ್ರಿ?',
    headingGameNight: 'ಗೇಮ್ ನೈಟ್?',
    headingHungry: 'ಹಸಿವಾಗಿದೆಯಾ?',
    headingCooking: 'ಅಡುಗೆ ಕೆಟ್ಟುಹೋಯ್ತಾ?',
    login: 'ಲಾಗಿನ್',
    signUp: 'ಸೈನ್ ಅಪ್',
    sub: 'ನಿಮ್ಮ ಹತ್ತಿರದ ನೆಚ್ಚಿನ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳಿಂದ ಊಟ ಆರ್ಡರ್ ಮಾಡಿ.',
    deliveryLocation: 'ಡೆಲಿವರಿ ಸ್ಥಳ',
    enterLocation: 'ನಿಮ್ಮ ಡೆಲಿವರಿ ಸ್ಥಳವನ್ನು ನಮೂದಿಸಿ',
    clear: 'ಅಳಿಸಿ',
    locateMe: 'ನನ್ನ ಸ್ಥಳ',
    findingFood: 'ಊಟ ಹುಡುಕುತ್ತಿದ್ದೇವೆ',
    findFood: 'ಊಟ ಹುಡುಕಿ',
    noResults: 'ಫಲಿತಾಂಶಗಳಿಲ್ಲ',
    popularCities: 'ಭಾರತದ ಜನಪ್ರಿಯ ನಗರಗಳು',
    andMore: 'ಮತ್ತು ಇನ್ನಷ್ಟು.',
    changeLocation: 'ಡೆಲಿವರಿ ಸ್ಥಳ ಬದಲಿಸಿ',
    searchArea: 'ಏರಿಯಾ, ಬೀದಿ ಹೆಸರು ಹುಡುಕಿ',
    searchAreaPlaceholder: 'ಏರಿಯಾ, ಬೀದಿ ಹೆಸರು ಹುಡುಕಿ...',
    cancel: 'ರದ್ದುಮಾಡಿ',
    rightLocation: 'ನೀವು ಸರಿಯಾದ ಸ್ಥಳವನ್ನು ನಮೂದಿಸಿದ್ದೀರಾ?',
    currentLocation: 'ಈಗಿನ ಸ್ಥಳ ಪಡೆಯಿರಿ',
    usingGps: 'GPS ಬಳಸಿ',
    suggestions: 'ಸ್ಥಳದ ಸಲಹೆಗಳು',
    blocked: 'ನಿಮ್ಮ ಸ್ಥಳ ತಿಳಿಯದಂತೆ {site} ಅನ್ನು ನೀವು ತಡೆದಿದ್ದೀರಿ. ಇದನ್ನು ಬಳಸಲು ಬ್ರೌಸರ್‌ನ ಸ್ಥಳ ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ಬದಲಿಸಿ.',
    noAddress: 'ಈ ಸ್ಥಳಕ್ಕೆ ಯಾವುದೇ ವಿಳಾಸ ಸಿಗಲಿಲ್ಲ',
  },
} satisfies CatalogueFile<typeof locationMessages>;
