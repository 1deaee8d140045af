/**
 * Tamil: the restaurant page's title, description and breadcrumb (server only).
 * Before launch, a native Tamil copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant names, places and cuisines as the catalog gives them.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { menuSeoMessages } from './en.ts';

export default {
  'menu.seo': {
    title: '{restaurant}, {place}: ஆன்லைனில் ஆர்டர் செய்யுங்கள்',
    rated: ' மதிப்பீடு {rating} ({ratings}).',
    description:
      '{place}-இல் உள்ள {restaurant}-இலிருந்து {cuisines} ஆன்லைனில் ஆர்டர் செய்யுங்கள், வீட்டுக்கே டெலிவரி.{rating}{cost} விலைகளுடன் முழு மெனுவைப் பாருங்கள்.',
    food: 'உணவு',
    home: 'முகப்பு',
  },
} satisfies CatalogueFile<typeof menuSeoMessages>;
