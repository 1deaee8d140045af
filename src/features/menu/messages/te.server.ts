/**
 * Telugu: the restaurant page's title, description and breadcrumb (server only).
 * Before launch, a native Telugu copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant names, places and cuisines as the catalog gives them.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { menuSeoMessages } from './en.ts';

export default {
  'menu.seo': {
    title: '{restaurant}, {place}: ఆన్‌లైన్‌లో ఆర్డర్ చేయండి',
    rated: ' రేటింగ్ {rating} ({ratings}).',
    description:
      '{place}లోని {restaurant} నుండి {cuisines} ఆన్‌లైన్‌లో ఆర్డర్ చేయండి, ఇంటికే డెలివరీ.{rating}{cost} ధరలతో పూర్తి మెనూ చూడండి.',
    food: 'భోజనం',
    home: 'హోమ్',
  },
} satisfies CatalogueFile<typeof menuSeoMessages>;
