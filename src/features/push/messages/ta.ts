/**
 * Tamil: order notifications' texts. Before launch, a native Tamil copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}), iPhone, iPad.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { notifyMessages } from './en.ts';

export default {
  push: {
    button: 'இந்த ஆர்டர் பற்றி எனக்குத் தெரிவி',
    stop: 'அறிவிப்புகளை நிறுத்து',
    offHint: 'இந்தப் பக்கம் மூடியிருந்தாலும், ஒவ்வொரு கட்டத்திலும் அறிவிப்பு பெறுங்கள்.',
    asking: 'உங்கள் பிரவுசரிடம் கேட்கிறோம்…',
    on: 'இந்தச் சாதனத்தில் இந்த ஆர்டர் பற்றி உங்களுக்குத் தெரிவிக்கப்படும்.',
    blocked:
      'இந்தத் தளத்துக்கு அறிவிப்புகள் தடுக்கப்பட்டுள்ளன. அனுமதிக்க, தள அமைப்புகளைத் திறந்து (இணைய முகவரிக்கு அருகிலுள்ள ஐகான்), Notifications-ஐ Allow என மாற்றி, இந்தப் பக்கத்தை ரீலோடு செய்யுங்கள்.',
    unsupported:
      'இந்த பிரவுசரால் {site} அறிவிப்புகளைக் காட்ட முடியாது. iPhone அல்லது iPad-இல், {site}-ஐ உங்கள் Home Screen-இல் சேர்த்து அங்கிருந்து திறங்கள்.',
    unavailable: 'ஆர்டர் அறிவிப்புகள் இப்போது கிடைக்கவில்லை.',
    failed: 'அறிவிப்புகளை இயக்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
  },
} satisfies CatalogueFile<typeof notifyMessages>;
