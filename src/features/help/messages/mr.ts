/**
 * Marathi: help with an order. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant and dish names ({restaurant}, {name}), the order number and {placeholders}.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { helpMessages } from './en.ts';

export default {
  help: {
    title: 'तुमच्या ऑर्डरसाठी मदत',
    reason: 'काय चुकले?',
    dishes: 'कोणत्या डिश?',
    howMany: 'किती',
    words: 'आम्हाला अधिक सांगा (ऐच्छिक)',
    photos: 'फोटो जोडा ({max} पर्यंत)',
    submit: 'पाठवा',
    chooseReason: 'कृपया काय चुकले ते निवडा.',
    chooseDishes: 'हे कोणत्या डिशबद्दल आहे ते कृपया निवडा.',
    photosWaiting: 'तुमचे फोटो जोडले जाईपर्यंत थांबा, किंवा जे जोडता आले नाहीत ते काढून टाका.',
    tooLong: 'कृपया हे {max} अक्षरांच्या आत ठेवा.',
    refunded: '{amount} परत केले',
    answered: 'उत्तर दिले',
    waiting: 'आमच्या टीमच्या उत्तराची वाट पाहत आहे',
    dishLine: '{quantity} × {name}',
    orderFrom: '{restaurant} मधून ऑर्डर #{number}',
    cancelled: 'ही ऑर्डर रद्द झाली होती. ऑनलाइन केलेले कोणतेही पेमेंट पूर्ण परत केले जाते.',
    teamLooking: 'आमची टीम तुमची विनंती पाहत आहे आणि इथेच उत्तर देईल.',
    notYet: 'तुमची ऑर्डर वाटेत असताना तुम्ही इथे मदत मागू शकता.',
    loadFailed: 'मदतीचा फॉर्म उघडता आला नाही. कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
    section: 'मदत',
    yourRequests: 'तुमच्या विनंत्या',
    getHelp: 'मदत मिळवा',
  },
} satisfies CatalogueFile<typeof helpMessages>;
