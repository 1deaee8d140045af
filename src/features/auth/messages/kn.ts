/**
 * Kannada: signing in's texts. Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, OTP, "One" (the membership's name).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { authMessages } from './en.ts';

export default {
  auth: {
    signIn: 'ಸೈನ್ ಇನ್',
    signInPrompt: 'ಸೈನ್ ಇನ್ ಮಾಡಿ',
    account: 'ಖಾತೆ',
    profile: 'ಪ್ರೊಫೈಲ್',
    orders: 'ಆರ್ಡರ್‌ಗಳು',
    one: 'One',
    favourites: 'ಮೆಚ್ಚಿನವು',
    logout: 'ಲಾಗ್ ಔಟ್',
    comingSoon: 'ಶೀಘ್ರದಲ್ಲೇ ಬರಲಿದೆ',
    onTheWay: 'ದಾರಿಯಲ್ಲಿವೆ',
    signUp: 'ಸೈನ್ ಅಪ್',
    login: 'ಲಾಗಿನ್',
    or: 'ಅಥವಾ',
    toLogin: 'ನಿಮ್ಮ ಖಾತೆಗೆ ಲಾಗಿನ್ ಆಗಿ',
    toSignUp: 'ಹೊಸ ಖಾತೆ ರಚಿಸಿ',
    phone: 'ಫೋನ್ ಸಂಖ್ಯೆ',
    name: 'ಹೆಸರು',
    email: 'ಇಮೇಲ್',
    referral: 'ರೆಫರಲ್ ಕೋಡ್',
    haveReferral: 'ರೆಫರಲ್ ಕೋಡ್ ಇದೆಯೇ?',
    continue: 'ಮುಂದುವರಿಸಿ',
    legalSignUp: 'ಖಾತೆ ರಚಿಸುವ ಮೂಲಕ, ನಾನು {terms} ಮತ್ತು {privacy} ಒಪ್ಪುತ್ತೇನೆ',
    legalLogin: 'ಲಾಗಿನ್ ಕ್ಲಿಕ್ ಮಾಡುವ ಮೂಲಕ, ನಾನು {terms} ಮತ್ತು {privacy} ಒಪ್ಪುತ್ತೇನೆ',
    terms: 'ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು',
    privacy: 'ಗೌಪ್ಯತಾ ನೀತಿ',
    enterOtp: 'OTP ನಮೂದಿಸಿ',
    otpSentTo: 'ನಿಮ್ಮ ಫೋನ್ ಸಂಖ್ಯೆಗೆ OTP ಕಳುಹಿಸಿದ್ದೇವೆ.',
    changeNumber: 'ಸಂಖ್ಯೆ ಬದಲಿಸಿ',
    otpLabel: 'ಒನ್-ಟೈಮ್ ಪಾಸ್‌ವರ್ಡ್',
    verifySignUp: 'ಪರಿಶೀಲಿಸಿ ಸೈನ್ ಅಪ್ ಮಾಡಿ',
    verifyOtp: 'OTP ಪರಿಶೀಲಿಸಿ',
    didntGetIt: 'OTP ಬರಲಿಲ್ಲವೇ?',
    resendIn: '{seconds} ಸೆಕೆಂಡ್‌ಗಳಲ್ಲಿ OTP ಮತ್ತೆ ಕಳುಹಿಸಿ',
    resend: 'OTP ಮತ್ತೆ ಕಳುಹಿಸಿ',
    cartLogin: 'ಕಾರ್ಟ್‌ಗೆ ಐಟಂಗಳನ್ನು ಸೇರಿಸಲು ಲಾಗಿನ್ ಆಗಿ',
    cartSignUp: 'ಕಾರ್ಟ್‌ಗೆ ಐಟಂಗಳನ್ನು ಸೇರಿಸಲು ಸೈನ್ ಅಪ್ ಮಾಡಿ',
    favouritesLogin: 'ನಿಮ್ಮ ಮೆಚ್ಚಿನ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳನ್ನು ಉಳಿಸಲು ಲಾಗಿನ್ ಆಗಿ',
    favouritesSignUp: 'ನಿಮ್ಮ ಮೆಚ್ಚಿನ ರೆಸ್ಟೋರೆಂಟ್‌ಗಳನ್ನು ಉಳಿಸಲು ಸೈನ್ ಅಪ್ ಮಾಡಿ',
    otpSent: 'OTP ಕಳುಹಿಸಲಾಗಿದೆ!',
    otpNotSent: 'OTP ಕಳುಹಿಸಲು ಆಗಲಿಲ್ಲ',
    signInFailed: 'ಸೈನ್ ಇನ್ ವಿಫಲವಾಗಿದೆ',
    requestOtpFirst: 'ಮೊದಲು OTP ಕೇಳಿ',
  },
} satisfies CatalogueFile<typeof authMessages>;
