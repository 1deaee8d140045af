/**
 * Telugu: what pushes and the push endpoints say. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify; order, rider, payment and notification are written as diners say them (ऑर्डर, राइडर, पेमेंट).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { pushMessages } from './en.ts';

export default {
  'server.push': {
    title: 'ఆర్డర్ #{number}',
    placed: 'మీ ఆర్డర్ అందింది, దాన్ని రెస్టారెంట్‌కు పంపుతున్నాం.',
    payment_pending: 'మీ పేమెంట్ పెండింగ్‌లో ఉంది. పేమెంట్ పూర్తి చేయడానికి ఆర్డర్ తెరవండి.',
    paid: 'పేమెంట్ అందింది. మీ ఆర్డర్‌ను రెస్టారెంట్‌కు పంపుతున్నాం.',
    payment_failed: 'మీ పేమెంట్ జరగలేదు. మళ్లీ చెల్లించడానికి ఆర్డర్ తెరవండి.',
    accepted: 'రెస్టారెంట్ మీ ఆర్డర్‌ను స్వీకరించింది.',
    preparing: 'కిచెన్‌లో మీ ఫుడ్ తయారవుతోంది.',
    picked_up: 'మీ రైడర్ మీ ఫుడ్ తీసుకున్నారు.',
    on_the_way: 'మీ ఫుడ్ దారిలో ఉంది.',
    delivered: 'మీ ఆర్డర్ డెలివర్ అయింది. హాయిగా తినండి!',
    cancelled: 'మీ ఆర్డర్ రద్దయింది. మీ డబ్బు ఏమవుతుందో చూడటానికి ఆర్డర్ తెరవండి.',
    arriving: 'మీ రైడర్ వచ్చేస్తున్నారు. దయచేసి తలుపు దగ్గర సిద్ధంగా ఉండండి.',
    signIn: 'మీ ఆర్డర్ అప్‌డేట్‌లు పొందడానికి సైన్ ఇన్ చేయండి',
    off: 'ప్రస్తుతం నోటిఫికేషన్‌లు అందుబాటులో లేవు.',
  },
} satisfies CatalogueFile<typeof pushMessages>;
