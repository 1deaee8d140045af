// Folders whose diner texts are not in the catalogues yet: scripts/check-texts.mjs skips their
// files (a folder covers its own files, not its subfolders). Strike a line out once its texts come
// from messages/en.ts and every language has them.

/** Paths under the repository root, one per line so that each part is struck out on its own. */
export const pendingTexts = [
  'src/components/ui',
  'src/features/addresses',
  'src/features/auth',
  'src/features/availability',
  'src/features/cart',
  'src/features/collection',
  'src/features/customise',
  'src/features/favourites',
  'src/features/help',
  'src/features/listing',
  'src/features/location',
  'src/features/menu',
  'src/features/orders',
  'src/features/profile',
  'src/features/push',
  'src/features/reviews',
  'src/features/search',
  'src/features/seo',
  'src/features/veg',
  'src/lib',
  'src/pages',
  'src/pages/city',
  'src/pages/city/[citySlug]',
  'src/pages/collections',
  'src/pages/orders',
  'src/pages/pay',
  'src/pages/restaurants',
  'src/server',
  'src/server/realtime',
  'src/stores',
];
