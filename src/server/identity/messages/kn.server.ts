/**
 * Kannada: what the identity service's sign-in tells a diner. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, "OTP"; session and sign in as diners say them (सेशन, साइन इन).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { identityMessages } from './en.ts';

export default {
  'server.identity': {
    otpNotSent: 'OTP ಕಳುಹಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    codeNone: 'ತಪ್ಪು OTP. ದಯವಿಟ್ಟು ಹೊಸ OTP ಕೇಳಿ.',
    codeUsed: 'ಈ OTP ಈಗಾಗಲೇ ಬಳಸಲಾಗಿದೆ ಅಥವಾ ಹೊಸ OTP ಬಂದಿದೆ. ದಯವಿಟ್ಟು ಇತ್ತೀಚಿನ OTP ಬಳಸಿ.',
    codeExpired: 'ಈ OTP ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ OTP ಕೇಳಿ.',
    codeLocked: 'ಈ OTPಗೆ ಹಲವು ಬಾರಿ ತಪ್ಪಾಗಿ ನಮೂದಿಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಹೊಸ OTP ಕೇಳಿ.',
    codeWrong: 'ತಪ್ಪು OTP. ಕೋಡ್ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    codeDaily: 'ಇಂದು ಈ ಫೋನ್ ನಂಬರ್‌ಗೆ ಹಲವು ಬಾರಿ ತಪ್ಪು OTP ನಮೂದಿಸಲಾಗಿದೆ. ನಾಳೆ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    tooManyForPhone: 'ಈ ಫೋನ್ ನಂಬರ್‌ಗೆ ತುಂಬಾ OTP ಕೋರಿಕೆಗಳು ಬಂದಿವೆ. ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಪ್ರಯತ್ನಿಸಿ.',
    tooManyForPhoneToday: 'ಇಂದು ಈ ಫೋನ್ ನಂಬರ್‌ಗೆ ತುಂಬಾ OTP ಕೋರಿಕೆಗಳು ಬಂದಿವೆ. ನಂತರ ಪ್ರಯತ್ನಿಸಿ.',
    tooManyFromNetwork: 'ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ OTP ಕೋರಿಕೆಗಳು ಬಂದಿವೆ. ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಪ್ರಯತ್ನಿಸಿ.',
    sessionNotFound: 'ನಿಮ್ಮ ಈಗಿನ ಸೆಷನ್ ಸಿಗಲಿಲ್ಲ.',
    jwtInvalid: 'ನಿಮ್ಮ ಸೆಷನ್ ಅಮಾನ್ಯವಾಗಿದೆ ಅಥವಾ ಅವಧಿ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
  },
} satisfies CatalogueFile<typeof identityMessages>;
