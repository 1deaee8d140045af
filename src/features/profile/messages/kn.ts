/**
 * Kannada: the profile page's texts. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, the names of the languages (each in its own script) and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { profileMessages } from './en.ts';

export default {
  profile: {
    pageTitle: 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್',
    pageDescription: 'ನಿಮ್ಮ ಹೆಸರು, ಇಮೇಲ್ ಮತ್ತು ಫೋನ್ ನಂಬರ್, ಸೇವ್ ಮಾಡಿದ ವಿಳಾಸಗಳು, ಮತ್ತು ನೀವು ಸೈನ್ ಇನ್ ಆಗಿರುವ ಸಾಧನಗಳು.',
    signInPrompt: 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ನೋಡಲು ಸೈನ್ ಇನ್ ಮಾಡಿ.',
    title: 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್',
    name: 'ಹೆಸರು',
    email: 'ಇಮೇಲ್',
    phone: 'ಫೋನ್ ನಂಬರ್',
    phoneNote: 'ನೀವು ಈ ನಂಬರ್‌ನಿಂದ ಸೈನ್ ಇನ್ ಮಾಡುತ್ತೀರಿ; ಇದನ್ನು ಇಲ್ಲಿ ಬದಲಿಸಲಾಗುವುದಿಲ್ಲ.',
    saving: 'ಸೇವ್ ಆಗುತ್ತಿದೆ…',
    save: 'ಸೇವ್ ಮಾಡಿ',
    devices: 'ಸೈನ್ ಇನ್ ಆಗಿರುವ ಸಾಧನಗಳು',
    loadingDevices: 'ನಿಮ್ಮ ಸಾಧನಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ…',
    thisDevice: 'ಈ ಸಾಧನ',
    signedIn: '{time} ರಂದು ಸೈನ್ ಇನ್ ಆಗಿದೆ',
    logOutDevice: '{device} ನಿಂದ ಲಾಗ್ ಔಟ್ ಮಾಡಿ, {time} ರಂದು ಸೈನ್ ಇನ್ ಆಗಿದೆ',
    logOut: 'ಲಾಗ್ ಔಟ್',
    logOutOthers: 'ಉಳಿದ ಎಲ್ಲಾ ಸಾಧನಗಳಿಂದ ಲಾಗ್ ಔಟ್ ಮಾಡಿ',
    language: 'ಭಾಷೆ',
    languageNote: 'ನೀವು ಆಯ್ಕೆಮಾಡಿದ ಭಾಷೆ ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿ ಸೇವ್ ಆಗುತ್ತದೆ, ಮತ್ತು ಈ ಸಾಧನದಲ್ಲಿ ಪುಟಗಳು ಅದೇ ಭಾಷೆಯಲ್ಲಿ ತೆರೆಯುತ್ತವೆ.',
  },
} satisfies CatalogueFile<typeof profileMessages>;
