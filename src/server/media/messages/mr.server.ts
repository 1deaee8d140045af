/**
 * Marathi: what a diner reads when a photo is refused. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: JPEG, PNG, WebP.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { photoMessages } from './en.ts';

export default {
  'server.media': {
    tooLarge: 'हा फोटो खूप मोठा आहे. कृपया लहान फोटो निवडा.',
    wrongType: 'कृपया JPEG, PNG किंवा WebP फॉरमॅटमधील फोटो निवडा.',
    notPlain: 'ही फाइल साधा फोटो नाही. कृपया दुसरा निवडा.',
    tooManyPixels: 'या फोटोत खूप जास्त पिक्सेल आहेत. कृपया लहान फोटो निवडा.',
    unreadable: 'हा फोटो वाचता आला नाही. कृपया दुसरा निवडा.',
  },
} satisfies CatalogueFile<typeof photoMessages>;
