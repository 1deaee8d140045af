/**
 * Kannada: what the account service answers a diner (read on the server only). Before launch, a native
 * Kannada copy editor who orders food online proofreads this file. Kept in English on purpose: OTP, +91.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { accountAnswerMessages } from './en.ts';

export default {
  'auth.account': {
    invalidPhone: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಭಾರತೀಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ: +91 ನಂತರ 6, 7, 8 ಅಥವಾ 9ರಿಂದ ಆರಂಭವಾಗುವ 10 ಅಂಕಿಗಳು.',
    noAccount: 'ಈ ಫೋನ್ ಸಂಖ್ಯೆಗೆ ಯಾವುದೇ ಖಾತೆ ಇಲ್ಲ. ದಯವಿಟ್ಟು ಸೈನ್ ಅಪ್ ಮಾಡಿ.',
    accountExists: 'ಈ ಫೋನ್ ಸಂಖ್ಯೆಗೆ ಈಗಾಗಲೇ ಖಾತೆ ಇದೆ. ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಆಗಿ.',
    verificationRequired: 'ದಯವಿಟ್ಟು ಮೊದಲು OTP ಮೂಲಕ ನಿಮ್ಮ ಫೋನ್ ಸಂಖ್ಯೆ ಪರಿಶೀಲಿಸಿ.',
    verificationFailed: 'ನಿಮ್ಮ ಫೋನ್ ಪರಿಶೀಲನೆ ಅಮಾನ್ಯವಾಗಿದೆ ಅಥವಾ ಅವಧಿ ಮೀರಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ OTP ಕೇಳಿ.',
    phoneMismatch: 'ಪರಿಶೀಲಿಸಿದ ಫೋನ್ ಸಂಖ್ಯೆ ನೀವು ನಮೂದಿಸಿದ ಸಂಖ್ಯೆಗೆ ಹೊಂದುತ್ತಿಲ್ಲ.',
    userMismatch: 'ಈ ವಿನಂತಿಯ ಬಳಕೆದಾರರು ಪರಿಶೀಲಿಸಿದ ಖಾತೆಗೆ ಹೊಂದುತ್ತಿಲ್ಲ.',
    notSignedIn: 'ನೀವು ಸೈನ್ ಇನ್ ಆಗಿಲ್ಲ.',
    profileSignIn: 'ಪ್ರೊಫೈಲ್ ಬದಲಿಸಲು ದಯವಿಟ್ಟು ಸೈನ್ ಇನ್ ಮಾಡಿ.',
    profileIncomplete: 'ದಯವಿಟ್ಟು ಮೊದಲು ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿ ಹೆಸರು ಮತ್ತು ಇಮೇಲ್ ಉಳಿಸಿ.',
  },
} satisfies CatalogueFile<typeof accountAnswerMessages>;
