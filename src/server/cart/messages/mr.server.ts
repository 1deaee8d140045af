/**
 * Marathi: what the cart's endpoints tell a diner. Before launch, a native Marathi copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant and dish names; cart and order as diners say them (कार्ट, ऑर्डर).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { cartServerMessages } from './en.ts';

export default {
  'server.cart': {
    signIn: 'कार्ट वापरण्यासाठी साइन इन करा',
    closedOpens: '{restaurant} सध्या बंद आहे आणि {opens} उघडेल. उघडल्यानंतरच्या वेळेसाठी तुम्ही आधीच ऑर्डर करू शकता.',
    closedWeek: '{restaurant} बंद आहे आणि या आठवड्यात ऑर्डर घेत नाही.',
    soldOut: '{item} संपले आहे. ऑर्डर करण्यासाठी ते कार्टमधून काढा.',
    notServedAt: '{dish} त्या वेळी मिळत नाही ({when}). ते काढा किंवा दुसरी वेळ निवडा.',
    notServedNow: '{dish} आत्ता मिळत नाही ({when}). ते काढा किंवा दुसरी वेळ निवडा.',
    belowMinimum: 'ऑर्डर करण्यासाठी आणखी {short} जोडा: इथे किमान ऑर्डर {minimum} आहे.',
    addSoldOut: '{item} सध्या संपले आहे. दुसरी डिश पाहा.',
  },
} satisfies CatalogueFile<typeof cartServerMessages>;
