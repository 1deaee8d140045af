/**
 * Telugu: the 404 and 500 pages' texts. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, URL and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { errorPageMessages } from './en.ts';

export default {
  'pages.errors': {
    notFoundTitle: 'పేజీ కనిపించలేదు',
    notFoundDescription: 'మీరు వెతుకుతున్న పేజీ లేదు. మీ దగ్గరలోని రెస్టారెంట్‌లను కనుగొని ఆన్‌లైన్‌లో ఫుడ్ ఆర్డర్ చేయండి.',
    noRoute: 'ఈ URLకి ఏ పేజీ లేదు: {path}',
    noPage: 'మీరు వెతుకుతున్న పేజీ లేదు.',
    goBack: 'వెనక్కి వెళ్లండి',
    downTitle: 'త్వరలో తిరిగి వస్తాం',
    downText: 'ఒక తాత్కాలిక సమస్యను సరిచేస్తున్నాం. అసౌకర్యానికి క్షమించండి.',
  },
} satisfies CatalogueFile<typeof errorPageMessages>;
