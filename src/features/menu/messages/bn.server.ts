/**
 * Bengali: the restaurant page's title, description and breadcrumb (server only).
 * Before launch, a native Bengali copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant names, places and cuisines as the catalog gives them.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { menuSeoMessages } from './en.ts';

export default {
  'menu.seo': {
    title: '{restaurant}, {place}: অনলাইনে অর্ডার করুন',
    rated: ' রেটিং {rating} ({ratings})।',
    description:
      '{place}-এর {restaurant} থেকে {cuisines} অনলাইনে অর্ডার করুন, বাড়িতে ডেলিভারি।{rating}{cost} দাম সহ পুরো মেনু দেখুন।',
    food: 'খাবার',
    home: 'হোম',
  },
} satisfies CatalogueFile<typeof menuSeoMessages>;
