/**
 * Telugu: what the cart's endpoints tell a diner. Before launch, a native Telugu copy editor who orders food online
 * proofreads this file. Kept in English on purpose: Thalify, restaurant and dish names; cart and order as diners say them (कार्ट, ऑर्डर).
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { cartServerMessages } from './en.ts';

export default {
  'server.cart': {
    signIn: 'కార్ట్ వాడటానికి సైన్ ఇన్ చేయండి',
    closedOpens: '{restaurant} ఇప్పుడు మూసి ఉంది, {opens} తెరుచుకుంటుంది. తెరిచిన తర్వాతి సమయానికి ముందుగానే ఆర్డర్ చేయవచ్చు.',
    closedWeek: '{restaurant} మూసి ఉంది, ఈ వారం ఆర్డర్‌లు తీసుకోవడం లేదు.',
    soldOut: '{item} అమ్ముడైపోయింది. ఆర్డర్ చేయడానికి దాన్ని కార్ట్ నుంచి తీసేయండి.',
    notServedAt: '{dish} ఆ సమయంలో దొరకదు ({when}). దాన్ని తీసేయండి లేదా వేరే సమయం ఎంచుకోండి.',
    notServedNow: '{dish} ఇప్పుడు దొరకదు ({when}). దాన్ని తీసేయండి లేదా వేరే సమయం ఎంచుకోండి.',
    belowMinimum: 'ఆర్డర్ చేయడానికి ఇంకా {short} జోడించండి: ఇక్కడ కనీస ఆర్డర్ {minimum}.',
    addSoldOut: '{item} ఇప్పుడు అమ్ముడైపోయింది. వేరే డిష్ ప్రయత్నించండి.',
  },
} satisfies CatalogueFile<typeof cartServerMessages>;
