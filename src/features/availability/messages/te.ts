/**
 * Telugu: availability's, opening hours' and surge fees' texts.
 * Before launch, a native Telugu copy editor who orders food online proofreads this file.
 * Kept in English on purpose: restaurant and dish names; times and dates come from Intl.
 */
import type { CatalogueFile } from '#src/i18n/define.ts';
import type { availabilityMessages, hoursMessages } from './en.ts';

export default {
  availability: {
    closed: 'మూసి ఉంది',
    minimumOrder: 'కనీస ఆర్డర్ {amount}',
    soldOut: 'అయిపోయింది',
    forOrderAhead: '{when} · మీ ముందస్తు ఆర్డర్ కోసం',
    aheadDish: '{dish}: {note}. మీరు ముందుగానే ఆర్డర్ చేయవచ్చు: ఇప్పుడే వంటకాలను జోడించి, చెక్అవుట్‌లో డెలివరీ సమయాన్ని ఎంచుకోండి.',
    aheadClosed:
      '{restaurant} ఇప్పుడు మూసి ఉంది ({when}). మీరు ముందుగానే ఆర్డర్ చేయవచ్చు: ఇప్పుడే వంటకాలను జోడించి, చెక్అవుట్‌లో డెలివరీ సమయాన్ని ఎంచుకోండి.',
    removeIt: 'తీసివేయండి',
    addMore: 'మరిన్ని వంటకాలు జోడించండి',
    orderAhead: 'ముందుగానే ఆర్డర్ చేయండి',
    aheadTitle: 'ముందుగానే ఆర్డర్ చేయాలా?',
    notNow: 'ఇప్పుడు వద్దు',
  },
  'availability.hours': {
    open: 'తెరిచి ఉంది',
    closed: 'మూసి ఉంది',
    closesIn: '{minutes} నిమిషాల్లో మూసేస్తారు',
    closedOpensAt: 'మూసి ఉంది · {time}కి తెరుస్తారు',
    opensTomorrowAt: 'రేపు {time}కి తెరుస్తారు',
    opensDayAt: '{day} {time}కి తెరుస్తారు',
    atTime: '{time}కి',
    tomorrowAt: 'రేపు {time}కి',
    onDayAt: '{day} {time}కి',
    dateAt: '{date} న {time}కి',
    today: 'ఈరోజు',
    tomorrow: 'రేపు',
    slot: '{day}, {from} – {to}',
    availableFrom: '{time} నుండి అందుబాటులో',
    availableTomorrowFrom: 'రేపు {time} నుండి అందుబాటులో',
    hoursVary: 'సమయాలు రోజును బట్టి మారుతాయి',
    hours: 'సమయాలు: {hours}',
    hoursDaysOff: 'సమయాలు: {hours} · {days} సెలవు',
    mondays: 'సోమవారం',
    tuesdays: 'మంగళవారం',
    wednesdays: 'బుధవారం',
    thursdays: 'గురువారం',
    fridays: 'శుక్రవారం',
    saturdays: 'శనివారం',
    sundays: 'ఆదివారం',
    daysAnd: '{days}, {day}',
    openTill: '{time} వరకు తెరిచి ఉంటుంది',
    openTillMidnight: 'అర్ధరాత్రి వరకు తెరిచి ఉంటుంది',
    rainFee: 'వర్షం ఫీజు',
    lateNightFee: 'రాత్రి వేళ ఫీజు',
    highDemandFee: 'అధిక డిమాండ్ ఫీజు',
    arriving: 'చేరుకునే సమయం: {slot}',
    kitchenStarts: 'కిచెన్ దీన్ని మొదలుపెట్టే సమయం: {when}',
    freeCancel: 'అప్పటి వరకు రద్దు చేయడం ఉచితం.',
    kitchenStarted: 'కిచెన్ దీన్ని మొదలుపెట్టిన సమయం: {when}',
  },
} satisfies CatalogueFile<typeof availabilityMessages | typeof hoursMessages>;
