/**
 * Kannada: the restaurant page's title, description and breadcrumb (server only).
 * Before launch, a native Kannada copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant names, places and cuisines as the catalog gives them.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { menuSeoMessages } from './en.ts';

export default {
  'menu.seo': {
    title: '{restaurant}, {place}: ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಆರ್ಡರ್ ಮಾಡಿ',
    rated: ' ರೇಟಿಂಗ್ {rating} ({ratings}).',
    description:
      '{place}ನಲ್ಲಿರುವ {restaurant}ನಿಂದ {cuisines} ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಆರ್ಡರ್ ಮಾಡಿ, ಮನೆಗೇ ಡೆಲಿವರಿ.{rating}{cost} ಬೆಲೆಗಳೊಂದಿಗೆ ಪೂರ್ಣ ಮೆನು ನೋಡಿ.',
    food: 'ಊಟ',
    home: 'ಮುಖಪುಟ',
  },
} satisfies CatalogueFile<typeof menuSeoMessages>;
