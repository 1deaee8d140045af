/**
 * Tamil: the 404 and 500 pages' texts. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, URL and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { errorPageMessages } from './en.ts';

export default {
  'pages.errors': {
    notFoundTitle: 'பக்கம் கிடைக்கவில்லை',
    notFoundDescription: 'நீங்கள் தேடும் பக்கம் இல்லை. உங்கள் அருகிலுள்ள ரெஸ்டாரன்ட்டுகளைக் கண்டுபிடித்து ஆன்லைனில் உணவு ஆர்டர் செய்யுங்கள்.',
    noRoute: 'இந்த URL-க்கு எந்தப் பக்கமும் இல்லை: {path}',
    noPage: 'நீங்கள் தேடும் பக்கம் இல்லை.',
    goBack: 'திரும்பிச் செல்',
    downTitle: 'விரைவில் திரும்பி வருவோம்',
    downText: 'ஒரு தற்காலிகக் கோளாறைச் சரிசெய்து வருகிறோம். சிரமத்திற்கு வருந்துகிறோம்.',
  },
} satisfies CatalogueFile<typeof errorPageMessages>;
