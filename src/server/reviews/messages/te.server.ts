/**
 * Telugu: what a diner reads when a review call is refused. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify; order, review and rating as diners say them (ऑर्डर, रिव्यू, रेटिंग).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { reviewServerMessages } from './en.ts';

export default {
  'server.reviews': {
    signIn: 'మీ ఆర్డర్‌కు రేటింగ్ ఇవ్వడానికి సైన్ ఇన్ చేయండి',
    alreadyRated: 'మీరు ఈ ఆర్డర్‌కు ఇప్పటికే రేటింగ్ ఇచ్చారు.',
    notDelivered: 'ఆర్డర్ డెలివర్ అయిన తర్వాత రేటింగ్ ఇవ్వవచ్చు.',
    cancelled: 'రద్దయిన ఆర్డర్‌కు రేటింగ్ ఇవ్వలేరు.',
    tooLate: 'డెలివరీ తర్వాత {days} రోజుల వరకు రేటింగ్ ఇవ్వవచ్చు; ఈ ఆర్డర్‌కు ఆ గడువు ముగిసింది.',
    editClosed: 'రేటింగ్ రాసిన {days} రోజుల వరకు మార్చవచ్చు; ఇప్పటికీ దాన్ని తొలగించవచ్చు.',
    noReview: 'మీరు ఈ ఆర్డర్‌కు రేటింగ్ ఇవ్వలేదు.',
    dishNotInOrder: 'ఈ ఆర్డర్‌లోని డిష్‌లకు మాత్రమే రేటింగ్ ఇవ్వగలరు.',
    photoMissing: 'మీ ఫోటోల్లో ఒకటి కనిపించలేదు. దయచేసి మళ్లీ జోడించండి.',
    reviewNotFound: 'ఈ రివ్యూ ఇప్పుడు అందుబాటులో లేదు.',
    ownReview: 'మీ సొంత రివ్యూను రిపోర్ట్ చేయలేరు.',
    tooManyReviews: 'గత గంటలో మీరు చాలా ఆర్డర్‌లకు రేటింగ్ ఇచ్చారు. కాసేపు తర్వాత ప్రయత్నించండి.',
    tooManyPhotos: 'గత గంటలో మీరు చాలా ఫోటోలు జోడించారు. కాసేపు తర్వాత ప్రయత్నించండి.',
    tooManyReports: 'గత గంటలో మీరు చాలా రిపోర్ట్‌లు పంపారు. కాసేపు తర్వాత ప్రయత్నించండి.',
  },
} satisfies CatalogueFile<typeof reviewServerMessages>;
