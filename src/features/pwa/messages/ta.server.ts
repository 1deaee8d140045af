/**
 * Tamil: the offline notice's and the offline page's texts (drawn on the server only). Before launch,
 * a native Tamil copy editor who orders food online proofreads this file. Nothing is kept in English.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { pwaMessages } from './en.ts';

export default {
  pwa: {
    offline: 'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள்.',
    savedAt: 'இது இந்தச் சாதனத்தில் {time} அன்று சேமிக்கப்பட்டது, அதன் பிறகு மாறியிருக்கலாம்.',
    reload: 'இப்போதைய நிலையைப் பார்க்க பக்கத்தை ரீலோடு செய்யுங்கள்.',
    pageTitle: 'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள்',
    pageDescription: 'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள். முன்பு திறந்த பக்கங்கள் இந்தச் சாதனத்தில் இன்னும் சேமிக்கப்பட்டிருக்கலாம்.',
    notSaved: 'இந்தப் பக்கம் இந்தச் சாதனத்தில் சேமிக்கப்படவில்லை. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
    recent: 'சமீபத்தில் திறந்த பக்கங்கள், நீங்கள் பார்த்தபடியே இங்கே இன்னும் இருக்கலாம்:',
    yourCart: 'உங்கள் கார்ட்',
    yourOrders: 'உங்கள் ஆர்டர்கள்',
    tryHome: 'முகப்புப் பக்கத்தைத் திறந்து பாருங்கள்',
  },
} satisfies CatalogueFile<typeof pwaMessages>;
