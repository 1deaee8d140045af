/**
 * Telugu: the shared rules' texts (errors, profile, reviews, help). Before launch, a native Telugu copy editor who orders food online
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
    generic: 'ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
    offline: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నట్లున్నారు. మీ ఇంటర్నెట్ కనెక్షన్ చెక్ చేసి మళ్లీ ప్రయత్నించండి.',
    busy: 'చాలా సార్లు ప్రయత్నించారు. ఒక నిమిషం ఆగి మళ్లీ ప్రయత్నించండి.',
    signIn: 'కొనసాగడానికి దయచేసి లాగిన్ అవ్వండి.',
    quantityCap: 'ఒక ఆర్డర్‌లో మేము డెలివరీ చేయగలిగినంత ఈ డిష్‌ని మీరు ఇప్పటికే జోడించారు.',
    dishGone: 'ఈ డిష్ ప్రస్తుతం అందుబాటులో లేదు.',
    notInCart: 'ఈ డిష్ ఇప్పుడు మీ కార్ట్‌లో లేదు.',
    otherRestaurant: 'మీ కార్ట్‌లో వేరే రెస్టారెంట్ డిష్‌లు ఉన్నాయి.',
    unavailable: 'ఇది ప్రస్తుతం అందుబాటులో లేదు. కాసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.',
    cartOutOfReach: '{restaurant} {area}కి డెలివరీ చేయదు. మీ కార్ట్ అలాగే ఉంటుంది; వేరే ఏరియా లేదా వేరే రెస్టారెంట్ ఎంచుకోండి.',
  },
  'profile.rules': {
    nameMissing: 'దయచేసి మీ పేరు ఎంటర్ చేయండి.',
    nameTooLong: 'దయచేసి మీ పేరు {max} అక్షరాలలోపు ఉంచండి.',
    emailMissing: 'దయచేసి మీ ఈమెయిల్ అడ్రస్ ఎంటర్ చేయండి.',
    emailInvalid: 'దయచేసి సరైన ఈమెయిల్ అడ్రస్ ఎంటర్ చేయండి, ఉదా. name@example.com.',
    emailTaken: 'ఈ ఈమెయిల్ అడ్రస్‌ని ఇప్పటికే వేరే అకౌంట్ వాడుతోంది.',
    saved: 'మీ ప్రొఫైల్ సేవ్ అయింది.',
    signedOut: 'ప్రొఫైల్ మార్చడానికి దయచేసి మళ్లీ సైన్ ఇన్ చేయండి.',
    loggedOut: 'ఆ డివైజ్ నుంచి లాగ్ అవుట్ అయింది.',
    loggedOutOthers: 'మీ మిగతా డివైజ్‌లన్నింటి నుంచి లాగ్ అవుట్ అయింది.',
    aBrowser: 'ఒక బ్రౌజర్',
    browserOn: '{system}లో {browser}',
    deviceKind: '{device} ({kind})',
    phone: 'ఫోన్',
    tablet: 'ట్యాబ్లెట్',
    computer: 'కంప్యూటర్',
    tv: 'టీవీ',
  },
  'reviews.rules': {
    noLinks: 'దయచేసి లింక్‌లు పెట్టకండి: రివ్యూలు ఫుడ్ మరియు డెలివరీ గురించి మాత్రమే.',
    noPhones: 'దయచేసి ఫోన్ నంబర్లు పెట్టకండి: రివ్యూలను అందరూ చదువుతారు.',
    noAbuse: 'దయచేసి మీ రివ్యూలో అసభ్య పదాలు వాడకండి.',
    aDiner: 'ఒక కస్టమర్',
    stars: { one: '{count} స్టార్', other: '{count} స్టార్లు' },
    dishLikes: '{percent}% మందికి నచ్చింది ({votes})',
  },
  'reviews.reportReasons': {
    spam: 'స్పామ్ లేదా ప్రకటన',
    offensive: 'అసభ్యంగా లేదా ద్వేషపూరితంగా ఉంది',
    not_about_order: 'ఫుడ్ లేదా డెలివరీ గురించి కాదు',
    personal_info: 'వ్యక్తిగత వివరాలు షేర్ చేస్తోంది',
    fake: 'నకిలీగా అనిపిస్తోంది',
  },
  'help.reasons': {
    missing_item: 'ఒక ఐటెమ్ రాలేదు',
    wrong_item: 'నాకు తప్పు ఐటెమ్ వచ్చింది',
    damaged: 'ఒక ఐటెమ్ ఒలికిపోయింది లేదా పాడైంది',
    late: 'నా ఆర్డర్ ఆలస్యంగా వచ్చింది',
    charged_twice: 'నా దగ్గర రెండు సార్లు డబ్బులు కట్ అయ్యాయి',
  },
  'help.answers': {
    signIn: 'ఆర్డర్‌కి సహాయం అడగడానికి దయచేసి సైన్ ఇన్ చేయండి.',
    orderNotFound: 'ఈ ఆర్డర్ మాకు దొరకలేదు.',
    notYet: 'మీ ఆర్డర్ దారిలో ఉన్నప్పుడు లేదా డెలివరీ అయ్యాక దీని కోసం సహాయం అడగవచ్చు.',
    tooLate: 'డెలివరీ అయిన {days} రోజుల వరకు ఆర్డర్‌కి సహాయం అడగవచ్చు. help@thalify.inకి రాయండి.',
    cancelled: 'ఈ ఆర్డర్ క్యాన్సిల్ అయింది. చెల్లించిన మొత్తం పూర్తిగా రీఫండ్ అవుతుంది.',
    alreadyOpen: 'దీని గురించి మీరు ఇప్పటికే అడిగారు. త్వరలో ఇక్కడే సమాధానం ఇస్తాం.',
    tooMany: 'ఈ నెలలో మీరు చాలా సార్లు సహాయం అడిగారు. దయచేసి help@thalify.inకి రాయండి.',
    dishesNeeded: 'ఇది ఏ డిష్‌ల గురించో దయచేసి ఎంచుకోండి.',
    notOnOrder: 'దయచేసి ఈ ఆర్డర్‌లోని డిష్‌లనే ఎంచుకోండి.',
    photoMissing: 'ఒక ఫోటో అటాచ్ కాలేదు. దయచేసి మళ్లీ జోడించండి.',
    refundedAtOnce: 'క్షమించండి. ఈ ఐటెమ్‌ల డబ్బులు మీ పేమెంట్‌కి రీఫండ్ చేశాం; బ్యాంకులకు 5 పని దినాల వరకు పట్టవచ్చు.',
    queued: 'చెప్పినందుకు ధన్యవాదాలు. మా టీమ్ దీన్ని చూసి ఇక్కడే సమాధానం ఇస్తుంది, సాధారణంగా కొన్ని గంటల్లో.',
    refundedByTeam: 'ఈ మొత్తం మీ పేమెంట్‌కి రీఫండ్ చేశాం; బ్యాంకులకు 5 పని దినాల వరకు పట్టవచ్చు.',
  },
} satisfies CatalogueFile<
  | typeof errorMessages
  | typeof profileRuleMessages
  | typeof reviewRuleMessages
  | typeof reportReasonMessages
  | typeof helpReasonMessages
  | typeof helpAnswerMessages
>;
