/**
 * Hindi: the restaurant page's title, description and breadcrumb (server only).
 * Before launch, a native Hindi copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant names, places and cuisines as the catalog gives them.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { menuSeoMessages } from './en.ts';

export default {
  'menu.seo': {
    title: '{restaurant}, {place}: ऑनलाइन ऑर्डर करें',
    rated: ' रेटिंग {rating} ({ratings})।',
    description:
      '{place} में {restaurant} से {cuisines} ऑनलाइन ऑर्डर करें, घर पर डिलीवरी।{rating}{cost} दाम के साथ पूरा मेन्यू देखें।',
    food: 'खाना',
    home: 'होम',
  },
} satisfies CatalogueFile<typeof menuSeoMessages>;
