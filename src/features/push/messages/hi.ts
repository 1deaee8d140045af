/**
 * Hindi: order notifications' texts. Before launch, a native Hindi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}), iPhone, iPad.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { notifyMessages } from './en.ts';

export default {
  push: {
    button: 'इस ऑर्डर की सूचना मुझे दें',
    stop: 'सूचनाएँ बंद करें',
    offHint: 'हर स्टेप पर सूचना पाएँ, यह पेज बंद होने पर भी।',
    asking: 'आपके ब्राउज़र से पूछ रहे हैं…',
    on: 'इस डिवाइस पर आपको इस ऑर्डर की सूचना मिलती रहेगी।',
    blocked:
      'इस साइट के लिए सूचनाएँ ब्लॉक हैं। इन्हें चालू करने के लिए साइट सेटिंग खोलें (वेब पते के पास वाला आइकन), Notifications को Allow पर करें, फिर यह पेज रीलोड करें।',
    unsupported:
      'यह ब्राउज़र {site} की सूचनाएँ नहीं दिखा सकता। iPhone या iPad पर, {site} को अपनी होम स्क्रीन पर जोड़ें और वहीं से खोलें।',
    unavailable: 'ऑर्डर की सूचनाएँ अभी उपलब्ध नहीं हैं।',
    failed: 'हम सूचनाएँ चालू नहीं कर पाए। कृपया फिर से कोशिश करें।',
  },
} satisfies CatalogueFile<typeof notifyMessages>;
