/**
 * Marathi: the /locate page's own texts (drawn on the server). Before launch, a native Marathi copy editor
 * who orders food online proofreads this file. Kept in English on purpose: the brand name ({site}),
 * App Store and Google Play.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { locatePageMessages } from './en.ts';

export default {
  'location.page': {
    title: 'जवळच्या रेस्टॉरंटमधून ऑनलाइन जेवण ऑर्डर करा | {site}',
    description:
      '{site} भारतातील {cities} शहरांमध्ये तुमच्या जवळच्या उत्तम रेस्टॉरंटमधून जेवण डिलिव्हर करते. जवळ काय सुरू आहे ते पाहण्यासाठी तुमचे डिलिव्हरीचे ठिकाण निवडा.',
    home: 'होम',
    weDeliverTo: 'आम्ही इथे डिलिव्हरी करतो',
    why: '{site} वरून ऑर्डर का करावी',
    noMinimum: 'मिनिमम ऑर्डर नाही',
    noMinimumText: 'एकासाठी ऑर्डर करा किंवा पूर्ण ग्रुपसाठी: मिनिमम ऑर्डर व्हॅल्यू नाही.',
    tracking: 'लाइव्ह ऑर्डर ट्रॅकिंग',
    trackingText: 'रेस्टॉरंटच्या किचनपासून तुमच्या दारापर्यंत, तुमची ऑर्डर कुठे आहे ते पाहा.',
    fast: 'विजेच्या वेगाने डिलिव्हरी',
    fastText: 'जवळची रेस्टॉरंट आणि जवळचे रायडर तुमचे जेवण गरम आणि वेळेवर पोहोचवतात.',
    pocket: 'रेस्टॉरंट तुमच्या खिशात',
    pocketText: '{site} ॲपवरून तुमच्या आवडत्या रेस्टॉरंटमधून ऑर्डर करा आणि कुठूनही ट्रॅक करा.',
    appStore: 'App Store वरून डाउनलोड करा',
    googlePlay: 'Google Play वर मिळवा',
  },
} satisfies CatalogueFile<typeof locatePageMessages>;
