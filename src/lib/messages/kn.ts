/**
 * Kannada: the shared rules' texts (errors, profile, reviews, help). Before launch, a native Kannada copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, UPI, help@thalify.in, name@example.com and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type {
  errorMessages,
  profileRuleMessages,
  reviewRuleMessages,
  reportReasonMessages,
  helpReasonMessages,
  helpAnswerMessages,
} from './en.ts';

export default {
  errors: {
    generic: 'ಏನೋ ತಪ್ಪಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    offline: 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿರುವಂತಿದೆ. ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    busy: 'ತುಂಬಾ ಬಾರಿ ಪ್ರಯತ್ನಿಸಿದ್ದೀರಿ. ಒಂದು ನಿಮಿಷ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    signIn: 'ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ಲಾಗ್ ಇನ್ ಮಾಡಿ.',
    quantityCap: 'ಒಂದು ಆರ್ಡರ್‌ನಲ್ಲಿ ನಾವು ಡೆಲಿವರಿ ಮಾಡಬಹುದಾದಷ್ಟು ಈ ಡಿಶ್ ಅನ್ನು ನೀವು ಈಗಾಗಲೇ ಸೇರಿಸಿದ್ದೀರಿ.',
    dishGone: 'ಈ ಡಿಶ್ ಈಗ ಲಭ್ಯವಿಲ್ಲ.',
    notInCart: 'ಈ ಡಿಶ್ ಈಗ ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿ ಇಲ್ಲ.',
    otherRestaurant: 'ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿ ಬೇರೆ ರೆಸ್ಟೋರೆಂಟ್‌ನ ಡಿಶ್‌ಗಳಿವೆ.',
    unavailable: 'ಇದು ಈಗ ಲಭ್ಯವಿಲ್ಲ. ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    cartOutOfReach: '{restaurant} {area}ಗೆ ಡೆಲಿವರಿ ಮಾಡುವುದಿಲ್ಲ. ನಿಮ್ಮ ಕಾರ್ಟ್ ಹಾಗೆಯೇ ಇರುತ್ತದೆ; ಬೇರೆ ಏರಿಯಾ ಅಥವಾ ಬೇರೆ ರೆಸ್ಟೋರೆಂಟ್ ಆಯ್ಕೆಮಾಡಿ.',
  },
  'profile.rules': {
    nameMissing: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಹೆಸರು ನಮೂದಿಸಿ.',
    nameTooLong: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಹೆಸರನ್ನು {max} ಅಕ್ಷರಗಳೊಳಗೆ ಇರಿಸಿ.',
    emailMissing: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ.',
    emailInvalid: 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ, ಉದಾ. name@example.com.',
    emailTaken: 'ಈ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ಈಗಾಗಲೇ ಬೇರೆ ಖಾತೆ ಬಳಸುತ್ತಿದೆ.',
    saved: 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಸೇವ್ ಆಗಿದೆ.',
    signedOut: 'ಪ್ರೊಫೈಲ್ ಬದಲಿಸಲು ದಯವಿಟ್ಟು ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
    loggedOut: 'ಆ ಸಾಧನದಿಂದ ಲಾಗ್ ಔಟ್ ಆಗಿದೆ.',
    loggedOutOthers: 'ನಿಮ್ಮ ಉಳಿದ ಎಲ್ಲಾ ಸಾಧನಗಳಿಂದ ಲಾಗ್ ಔಟ್ ಆಗಿದೆ.',
    aBrowser: 'ಒಂದು ಬ್ರೌಸರ್',
    browserOn: '{system}ನಲ್ಲಿ {browser}',
    deviceKind: '{device} ({kind})',
    phone: 'ಫೋನ್',
    tablet: 'ಟ್ಯಾಬ್ಲೆಟ್',
    computer: 'ಕಂಪ್ಯೂಟರ್',
    tv: 'ಟಿವಿ',
  },
  'reviews.rules': {
    noLinks: 'ದಯವಿಟ್ಟು ಲಿಂಕ್‌ಗಳನ್ನು ಹಾಕಬೇಡಿ: ರಿವ್ಯೂಗಳು ಊಟ ಮತ್ತು ಡೆಲಿವರಿ ಬಗ್ಗೆ ಇರುತ್ತವೆ.',
    noPhones: 'ದಯವಿಟ್ಟು ಫೋನ್ ನಂಬರ್‌ಗಳನ್ನು ಹಾಕಬೇಡಿ: ರಿವ್ಯೂಗಳನ್ನು ಎಲ್ಲರೂ ಓದುತ್ತಾರೆ.',
    noAbuse: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ರಿವ್ಯೂನಲ್ಲಿ ಅಸಭ್ಯ ಪದಗಳನ್ನು ಬಳಸಬೇಡಿ.',
    aDiner: 'ಒಬ್ಬ ಗ್ರಾಹಕ',
    stars: { one: '{count} ಸ್ಟಾರ್', other: '{count} ಸ್ಟಾರ್‌ಗಳು' },
    dishLikes: '{percent}% ಜನರಿಗೆ ಇಷ್ಟವಾಗಿದೆ ({votes})',
  },
  'reviews.reportReasons': {
    spam: 'ಸ್ಪ್ಯಾಮ್ ಅಥವಾ ಜಾಹೀರಾತು',
    offensive: 'ಅಸಭ್ಯ ಅಥವಾ ದ್ವೇಷಪೂರಿತ',
    not_about_order: 'ಊಟ ಅಥವಾ ಡೆಲಿವರಿ ಬಗ್ಗೆ ಅಲ್ಲ',
    personal_info: 'ವೈಯಕ್ತಿಕ ವಿವರಗಳನ್ನು ಹಂಚಿಕೊಳ್ಳುತ್ತದೆ',
    fake: 'ನಕಲಿಯಂತೆ ಕಾಣುತ್ತದೆ',
  },
  'help.reasons': {
    missing_item: 'ಒಂದು ಐಟಂ ಬಂದಿಲ್ಲ',
    wrong_item: 'ನನಗೆ ತಪ್ಪು ಐಟಂ ಬಂದಿದೆ',
    damaged: 'ಒಂದು ಐಟಂ ಚೆಲ್ಲಿದೆ ಅಥವಾ ಹಾಳಾಗಿದೆ',
    late: 'ನನ್ನ ಆರ್ಡರ್ ತಡವಾಗಿ ಬಂತು',
    charged_twice: 'ನನ್ನಿಂದ ಎರಡು ಬಾರಿ ಹಣ ಕಡಿತವಾಗಿದೆ',
  },
  'help.answers': {
    signIn: 'ಆರ್ಡರ್‌ಗೆ ಸಹಾಯ ಕೇಳಲು ದಯವಿಟ್ಟು ಸೈನ್ ಇನ್ ಮಾಡಿ.',
    orderNotFound: 'ಈ ಆರ್ಡರ್ ನಮಗೆ ಸಿಗಲಿಲ್ಲ.',
    notYet: 'ನಿಮ್ಮ ಆರ್ಡರ್ ದಾರಿಯಲ್ಲಿರುವಾಗ ಅಥವಾ ಡೆಲಿವರಿ ಆದ ನಂತರ ಇದಕ್ಕೆ ಸಹಾಯ ಕೇಳಬಹುದು.',
    tooLate: 'ಡೆಲಿವರಿ ಆದ {days} ದಿನಗಳವರೆಗೆ ಆರ್ಡರ್‌ಗೆ ಸಹಾಯ ಕೇಳಬಹುದು. help@thalify.in ಗೆ ಬರೆಯಿರಿ.',
    cancelled: 'ಈ ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ. ಪಾವತಿಸಿದ ಹಣ ಪೂರ್ತಿಯಾಗಿ ರಿಫಂಡ್ ಆಗುತ್ತದೆ.',
    alreadyOpen: 'ಇದರ ಬಗ್ಗೆ ನೀವು ಈಗಾಗಲೇ ಕೇಳಿದ್ದೀರಿ. ಶೀಘ್ರದಲ್ಲೇ ಇಲ್ಲೇ ಉತ್ತರಿಸುತ್ತೇವೆ.',
    tooMany: 'ಈ ತಿಂಗಳು ನೀವು ಹಲವು ಬಾರಿ ಸಹಾಯ ಕೇಳಿದ್ದೀರಿ. ದಯವಿಟ್ಟು help@thalify.in ಗೆ ಬರೆಯಿರಿ.',
    dishesNeeded: 'ಇದು ಯಾವ ಡಿಶ್‌ಗಳ ಬಗ್ಗೆ ಎಂದು ದಯವಿಟ್ಟು ಆಯ್ಕೆಮಾಡಿ.',
    notOnOrder: 'ದಯವಿಟ್ಟು ಈ ಆರ್ಡರ್‌ನ ಡಿಶ್‌ಗಳನ್ನೇ ಆಯ್ಕೆಮಾಡಿ.',
    photoMissing: 'ಒಂದು ಫೋಟೋ ಲಗತ್ತಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಸೇರಿಸಿ.',
    refundedAtOnce: 'ಕ್ಷಮಿಸಿ. ಈ ಐಟಂಗಳ ಹಣವನ್ನು ನಿಮ್ಮ ಪಾವತಿಗೆ ರಿಫಂಡ್ ಮಾಡಿದ್ದೇವೆ; ಬ್ಯಾಂಕ್‌ಗಳಿಗೆ 5 ಕೆಲಸದ ದಿನಗಳವರೆಗೆ ಬೇಕಾಗಬಹುದು.',
    queued: 'ತಿಳಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು. ನಮ್ಮ ತಂಡ ಇದನ್ನು ನೋಡಿ ಇಲ್ಲೇ ಉತ್ತರಿಸುತ್ತದೆ, ಸಾಮಾನ್ಯವಾಗಿ ಕೆಲವೇ ಗಂಟೆಗಳಲ್ಲಿ.',
    refundedByTeam: 'ಈ ಹಣವನ್ನು ನಿಮ್ಮ ಪಾವತಿಗೆ ರಿಫಂಡ್ ಮಾಡಿದ್ದೇವೆ; ಬ್ಯಾಂಕ್‌ಗಳಿಗೆ 5 ಕೆಲಸದ ದಿನಗಳವರೆಗೆ ಬೇಕಾಗಬಹುದು.',
  },
} satisfies CatalogueFile<
  | typeof errorMessages
  | typeof profileRuleMessages
  | typeof reviewRuleMessages
  | typeof reportReasonMessages
  | typeof helpReasonMessages
  | typeof helpAnswerMessages
>;
