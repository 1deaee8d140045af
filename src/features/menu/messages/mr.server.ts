/**
 * Marathi: the restaurant page's title, description and breadcrumb (server only).
 * Before launch, a native Marathi copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant names, places and cuisines as the catalog gives them.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { menuSeoMessages } from './en.ts';

export default {
  'menu.seo': {
    title: '{restaurant}, {place}: ऑनलाइन ऑर्डर करा',
    rated: ' रेटिंग {rating} ({ratings}).',
    description:
      '{place} मधील {restaurant} मधून {cuisines} ऑनलाइन ऑर्डर करा, घरपोच डिलिव्हरी.{rating}{cost} किमतींसह पूर्ण मेन्यू पाहा.',
    food: 'जेवण',
    home: 'होम',
  },
} satisfies CatalogueFile<typeof menuSeoMessages>;
