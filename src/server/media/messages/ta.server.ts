/**
 * Tamil: what a diner reads when a photo is refused. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: JPEG, PNG, WebP.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { photoMessages } from './en.ts';

export default {
  'server.media': {
    tooLarge: 'இந்தப் படம் மிகப் பெரியது. சிறிய படத்தைத் தேர்ந்தெடுங்கள்.',
    wrongType: 'JPEG, PNG அல்லது WebP வடிவில் உள்ள படத்தைத் தேர்ந்தெடுங்கள்.',
    notPlain: 'இது சாதாரணப் படம் அல்ல. வேறு ஒன்றைத் தேர்ந்தெடுங்கள்.',
    tooManyPixels: 'இந்தப் படத்தில் பிக்சல்கள் அதிகம். சிறிய படத்தைத் தேர்ந்தெடுங்கள்.',
    unreadable: 'இந்தப் படத்தைப் படிக்க முடியவில்லை. வேறு ஒன்றைத் தேர்ந்தெடுங்கள்.',
  },
} satisfies CatalogueFile<typeof photoMessages>;
