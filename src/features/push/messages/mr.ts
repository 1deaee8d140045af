/**
 * Marathi: order notifications' texts. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: the brand name ({site}), iPhone, iPad.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { notifyMessages } from './en.ts';

export default {
  push: {
    button: 'या ऑर्डरबद्दल मला कळवा',
    stop: 'सूचना बंद करा',
    offHint: 'हे पेज बंद असले तरी, प्रत्येक टप्प्यावर सूचना मिळवा.',
    asking: 'तुमच्या ब्राउझरला विचारत आहोत…',
    on: 'या डिव्हाइसवर तुम्हाला या ऑर्डरबद्दल कळवले जाईल.',
    blocked:
      'या साइटसाठी सूचना ब्लॉक आहेत. त्या सुरू करण्यासाठी साइट सेटिंग्ज उघडा (वेब पत्त्याशेजारचा आयकॉन), Notifications ला Allow करा, मग हे पेज रीलोड करा.',
    unsupported:
      'हा ब्राउझर {site} च्या सूचना दाखवू शकत नाही. iPhone किंवा iPad वर, {site} तुमच्या Home Screen वर जोडा आणि तिथूनच उघडा.',
    unavailable: 'ऑर्डरच्या सूचना आत्ता उपलब्ध नाहीत.',
    failed: 'आम्ही सूचना सुरू करू शकलो नाही. कृपया पुन्हा प्रयत्न करा.',
  },
} satisfies CatalogueFile<typeof notifyMessages>;
