/**
 * Telugu: what a diner reads when a photo is refused. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: JPEG, PNG, WebP.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { photoMessages } from './en.ts';

export default {
  'server.media': {
    tooLarge: 'ఈ ఫోటో చాలా పెద్దది. దయచేసి చిన్న ఫోటో ఎంచుకోండి.',
    wrongType: 'దయచేసి JPEG, PNG లేదా WebP ఫార్మాట్‌లోని ఫోటో ఎంచుకోండి.',
    notPlain: 'ఇది సాధారణ ఫోటో కాదు. దయచేసి వేరేది ఎంచుకోండి.',
    tooManyPixels: 'ఈ ఫోటోలో పిక్సెల్స్ చాలా ఎక్కువ. దయచేసి చిన్న ఫోటో ఎంచుకోండి.',
    unreadable: 'ఈ ఫోటోను చదవలేకపోయాం. దయచేసి వేరేది ఎంచుకోండి.',
  },
} satisfies CatalogueFile<typeof photoMessages>;
