/**
 * Telugu: the collection page's texts. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none (collection names come from the catalog).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { collectionMessages } from './en.ts';

export default {
  collection: {
    loading: 'కలెక్షన్ లోడ్ అవుతోంది',
    explore: 'ట్రై చేయాల్సిన రెస్టారెంట్లు',
    title: 'కలెక్షన్',
    description: 'మీ దగ్గర ట్రై చేయాల్సిన రెస్టారెంట్లు.',
  },
} satisfies CatalogueFile<typeof collectionMessages>;
