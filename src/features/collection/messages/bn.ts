/**
 * Bengali: the collection page's texts. Before launch, a native Bengali copy editor who orders food online
 * proofreads this file. Kept in English on purpose: none (collection names come from the catalog).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { collectionMessages } from './en.ts';

export default {
  collection: {
    loading: 'কালেকশন লোড হচ্ছে',
    explore: 'এই রেস্তোরাঁগুলো চেখে দেখুন',
    title: 'কালেকশন',
    description: 'কাছাকাছি এই রেস্তোরাঁগুলো চেখে দেখুন।',
  },
} satisfies CatalogueFile<typeof collectionMessages>;
