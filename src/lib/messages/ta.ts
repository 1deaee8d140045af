/**
 * Tamil: the shared rules' texts (errors, profile, reviews, help). Before launch, a native Tamil copy editor who orders food online
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
    generic: 'ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயற்சிக்கவும்.',
    offline: 'நீங்கள் ஆஃப்லைனில் இருப்பதாகத் தெரிகிறது. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
    busy: 'பல முறை முயற்சித்துவிட்டீர்கள். ஒரு நிமிடம் காத்திருந்து மீண்டும் முயற்சிக்கவும்.',
    signIn: 'தொடர லாக் இன் செய்யவும்.',
    quantityCap: 'ஒரு ஆர்டரில் நாங்கள் டெலிவரி செய்யக்கூடிய அதிகபட்ச அளவு இந்த டிஷ்ஷைச் சேர்த்துவிட்டீர்கள்.',
    dishGone: 'இந்த டிஷ் இப்போது கிடைக்கவில்லை.',
    notInCart: 'இந்த டிஷ் இப்போது உங்கள் கார்ட்டில் இல்லை.',
    otherRestaurant: 'உங்கள் கார்ட்டில் வேறொரு ரெஸ்டாரன்ட்டின் டிஷ்கள் உள்ளன.',
    unavailable: 'இது இப்போது கிடைக்கவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயற்சிக்கவும்.',
    cartOutOfReach:
      '{restaurant} {area} பகுதிக்கு டெலிவரி செய்வதில்லை. உங்கள் கார்ட் அப்படியே இருக்கும்; வேறு பகுதியையோ வேறு ரெஸ்டாரன்ட்டையோ தேர்ந்தெடுக்கவும்.',
  },
  'profile.rules': {
    nameMissing: 'உங்கள் பெயரை உள்ளிடவும்.',
    nameTooLong: 'உங்கள் பெயர் {max} எழுத்துகளுக்குள் இருக்கட்டும்.',
    emailMissing: 'உங்கள் இமெயில் முகவரியை உள்ளிடவும்.',
    emailInvalid: 'சரியான இமெயில் முகவரியை உள்ளிடவும், எ.கா. name@example.com.',
    emailTaken: 'இந்த இமெயில் முகவரி ஏற்கனவே வேறொரு அக்கவுண்ட்டில் பயன்படுத்தப்படுகிறது.',
    saved: 'உங்கள் ப்ரொஃபைல் சேமிக்கப்பட்டது.',
    signedOut: 'ப்ரொஃபைலை மாற்ற மீண்டும் சைன் இன் செய்யவும்.',
    loggedOut: 'அந்தச் சாதனத்திலிருந்து லாக் அவுட் செய்யப்பட்டது.',
    loggedOutOthers: 'உங்கள் மற்ற எல்லாச் சாதனங்களிலிருந்தும் லாக் அவுட் செய்யப்பட்டது.',
    aBrowser: 'ஒரு பிரவுசர்',
    browserOn: '{system}-இல் {browser}',
    deviceKind: '{device} ({kind})',
    phone: 'ஃபோன்',
    tablet: 'டேப்லெட்',
    computer: 'கம்ப்யூட்டர்',
    tv: 'டிவி',
  },
  'reviews.rules': {
    noLinks: 'லிங்க்குகளைச் சேர்க்க வேண்டாம்: ரிவ்யூக்கள் உணவு மற்றும் டெலிவரி பற்றியவை.',
    noPhones: 'ஃபோன் எண்களைச் சேர்க்க வேண்டாம்: ரிவ்யூக்களை எல்லோரும் படிப்பார்கள்.',
    noAbuse: 'உங்கள் ரிவ்யூவில் தகாத வார்த்தைகளைத் தவிர்க்கவும்.',
    aDiner: 'ஒரு வாடிக்கையாளர்',
    stars: { one: '{count} ஸ்டார்', other: '{count} ஸ்டார்கள்' },
    dishLikes: '{percent}% பேருக்குப் பிடித்தது ({votes})',
  },
  'reviews.reportReasons': {
    spam: 'ஸ்பேம் அல்லது விளம்பரம்',
    offensive: 'தகாத அல்லது வெறுப்பூட்டும் பேச்சு',
    not_about_order: 'உணவு அல்லது டெலிவரி பற்றியது அல்ல',
    personal_info: 'தனிப்பட்ட விவரங்களைப் பகிர்கிறது',
    fake: 'போலியாகத் தெரிகிறது',
  },
  'help.reasons': {
    missing_item: 'ஒரு ஐட்டம் வரவில்லை',
    wrong_item: 'தவறான ஐட்டம் வந்தது',
    damaged: 'ஒரு ஐட்டம் சிந்தியிருந்தது அல்லது சேதமடைந்திருந்தது',
    late: 'என் ஆர்டர் தாமதமாக வந்தது',
    charged_twice: 'என்னிடம் இரண்டு முறை பணம் எடுக்கப்பட்டது',
  },
  'help.answers': {
    signIn: 'ஆர்டருக்கு உதவி கேட்க சைன் இன் செய்யவும்.',
    orderNotFound: 'இந்த ஆர்டரைக் கண்டுபிடிக்க முடியவில்லை.',
    notYet: 'உங்கள் ஆர்டர் வழியில் இருக்கும்போது அல்லது டெலிவரி ஆன பிறகு இதற்கு உதவி கேட்கலாம்.',
    tooLate: 'டெலிவரி ஆன {days} நாட்கள் வரை ஆர்டருக்கு உதவி கேட்கலாம். help@thalify.in-க்கு எழுதுங்கள்.',
    cancelled: 'இந்த ஆர்டர் ரத்து செய்யப்பட்டது. செலுத்திய பணம் முழுவதும் ரீஃபண்ட் செய்யப்படும்.',
    alreadyOpen: 'இதைப் பற்றி ஏற்கனவே கேட்டுவிட்டீர்கள். விரைவில் இங்கேயே பதில் அளிப்போம்.',
    tooMany: 'இந்த மாதம் பல முறை உதவி கேட்டுவிட்டீர்கள். help@thalify.in-க்கு எழுதுங்கள்.',
    dishesNeeded: 'இது எந்த டிஷ்களைப் பற்றியது என்று தேர்ந்தெடுக்கவும்.',
    notOnOrder: 'இந்த ஆர்டரில் உள்ள டிஷ்களைத் தேர்ந்தெடுக்கவும்.',
    photoMissing: 'ஒரு ஃபோட்டோவை இணைக்க முடியவில்லை. மீண்டும் சேர்க்கவும்.',
    refundedAtOnce:
      'சிரமத்திற்கு வருந்துகிறோம். இந்த ஐட்டம்களுக்கான பணத்தை உங்கள் பேமெண்ட்டுக்கு ரீஃபண்ட் செய்துவிட்டோம்; வங்கிகள் 5 வேலை நாட்கள் வரை எடுத்துக்கொள்ளலாம்.',
    queued: 'தெரிவித்ததற்கு நன்றி. எங்கள் குழு இதைப் பார்த்து இங்கேயே பதில் அளிக்கும், பொதுவாகச் சில மணி நேரங்களில்.',
    refundedByTeam: 'இந்தப் பணத்தை உங்கள் பேமெண்ட்டுக்கு ரீஃபண்ட் செய்துவிட்டோம்; வங்கிகள் 5 வேலை நாட்கள் வரை எடுத்துக்கொள்ளலாம்.',
  },
} satisfies CatalogueFile<
  | typeof errorMessages
  | typeof profileRuleMessages
  | typeof reviewRuleMessages
  | typeof reportReasonMessages
  | typeof helpReasonMessages
  | typeof helpAnswerMessages
>;
