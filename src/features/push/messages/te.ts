/**
 * Telugu: order notifications' texts. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}), iPhone, iPad.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { notifyMessages } from './en.ts';

export default {
  push: {
    button: 'ఈ ఆర్డర్ గురించి నాకు తెలియజేయండి',
    stop: 'నోటిఫికేషన్లు ఆపండి',
    offHint: 'ఈ పేజీ మూసినా, ప్రతి దశలో నోటిఫికేషన్ పొందండి.',
    asking: 'మీ బ్రౌజర్‌ను అడుగుతున్నాం…',
    on: 'ఈ పరికరంలో ఈ ఆర్డర్ గురించి మీకు తెలియజేస్తాం.',
    blocked:
      'ఈ సైట్‌కు నోటిఫికేషన్లు బ్లాక్ అయ్యాయి. అనుమతించడానికి, సైట్ సెట్టింగ్‌లు తెరిచి (వెబ్ చిరునామా పక్కన ఉన్న ఐకాన్), Notificationsను Allowకి మార్చి, ఈ పేజీని రీలోడ్ చేయండి.',
    unsupported: 'ఈ బ్రౌజర్ {site} నోటిఫికేషన్లను చూపించలేదు. iPhone లేదా iPadలో, {site}ని మీ Home Screenకి జోడించి అక్కడి నుండి తెరవండి.',
    unavailable: 'ఆర్డర్ నోటిఫికేషన్లు ఇప్పుడు అందుబాటులో లేవు.',
    failed: 'నోటిఫికేషన్లు ఆన్ చేయలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.',
  },
} satisfies CatalogueFile<typeof notifyMessages>;
