/**
 * Telugu: signing in's texts. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, OTP, "One" (the membership's name).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { authMessages } from './en.ts';

export default {
  auth: {
    signIn: 'సైన్ ఇన్',
    signInPrompt: 'సైన్ ఇన్ చేయండి',
    account: 'ఖాతా',
    profile: 'ప్రొఫైల్',
    orders: 'ఆర్డర్లు',
    one: 'One',
    favourites: 'ఇష్టమైనవి',
    logout: 'లాగ్ అవుట్',
    comingSoon: 'త్వరలో వస్తోంది',
    onTheWay: 'దారిలో ఉన్నాయి',
    signUp: 'సైన్ అప్',
    login: 'లాగిన్',
    or: 'లేదా',
    toLogin: 'మీ ఖాతాలోకి లాగిన్ అవ్వండి',
    toSignUp: 'కొత్త ఖాతా సృష్టించండి',
    phone: 'ఫోన్ నంబర్',
    name: 'పేరు',
    email: 'ఈమెయిల్',
    referral: 'రెఫరల్ కోడ్',
    haveReferral: 'రెఫరల్ కోడ్ ఉందా?',
    continue: 'కొనసాగించండి',
    legalSignUp: 'ఖాతా సృష్టించడం ద్వారా, నేను {terms} మరియు {privacy}ని అంగీకరిస్తున్నాను',
    legalLogin: 'లాగిన్ క్లిక్ చేయడం ద్వారా, నేను {terms} మరియు {privacy}ని అంగీకరిస్తున్నాను',
    terms: 'నిబంధనలు & షరతులు',
    privacy: 'ప్రైవసీ పాలసీ',
    enterOtp: 'OTP ఇవ్వండి',
    otpSentTo: 'మీ ఫోన్ నంబర్‌కు OTP పంపాం.',
    changeNumber: 'నంబర్ మార్చండి',
    otpLabel: 'వన్-టైమ్ పాస్‌వర్డ్',
    verifySignUp: 'వెరిఫై చేసి సైన్ అప్ చేయండి',
    verifyOtp: 'OTP వెరిఫై చేయండి',
    didntGetIt: 'OTP రాలేదా?',
    resendIn: '{seconds} సెకన్లలో OTP మళ్లీ పంపండి',
    resend: 'OTP మళ్లీ పంపండి',
    cartLogin: 'కార్ట్‌లో ఐటమ్స్ జోడించడానికి లాగిన్ అవ్వండి',
    cartSignUp: 'కార్ట్‌లో ఐటమ్స్ జోడించడానికి సైన్ అప్ చేయండి',
    favouritesLogin: 'మీకు ఇష్టమైన రెస్టారెంట్లను సేవ్ చేయడానికి లాగిన్ అవ్వండి',
    favouritesSignUp: 'మీకు ఇష్టమైన రెస్టారెంట్లను సేవ్ చేయడానికి సైన్ అప్ చేయండి',
    otpSent: 'OTP పంపబడింది!',
    otpNotSent: 'OTP పంపలేకపోయాం',
    signInFailed: 'సైన్ ఇన్ విఫలమైంది',
    requestOtpFirst: 'ముందు OTP కోసం అడగండి',
  },
} satisfies CatalogueFile<typeof authMessages>;
